import { z } from "zod";
import type { Food } from "../db/food-types.js";
import type { SizeWord } from "../parse/types.js";

/**
 * Which step of the portion model decided an item's grams, in the model's order: a weight said; the calories said of
 * each ("a 100-calorie pack") by the food's energy per gram; a measure with the
 * food's own portion or density; the food's own USDA portion the word or count names; the word's typical size for
 * the food's category (USDA's portions of similar foods); a household size for the word; the food's usual amount
 * (USDA's "Quantity not specified") when no amount was said.
 */
export const PORTION_SOURCES = [
  "weight",
  "calories",
  "measure",
  "food-portion",
  "category-size",
  "household",
  "usual-amount",
] as const;
export type PortionSource = (typeof PORTION_SOURCES)[number];

const sizeFactorSchema = z.object({
  small: z.number().positive(),
  medium: z.number().positive(),
  large: z.number().positive(),
  "extra large": z.number().positive(),
  jumbo: z.number().positive(),
});

/** The portion model's numbers in `engine-params.json` (`npm run fit` writes them). Keys of `scale` are `portionScaleKey`'s. */
export const portionParamsSchema = z.object({
  /** A size word's factor on a portion of no size, where the food's category has no sized USDA portions to go by. */
  sizeFactor: sizeFactorSchema,
  /** Multipliers on the grams a word-said amount comes to, by how it was weighed and the food's group; absent = 1. */
  scale: z.record(z.string().regex(/^(portion|word|none)\|[a-z_-]+$/), z.number().min(0.25).max(4)),
});
export type PortionParams = z.infer<typeof portionParamsSchema>;

/** Groups of WWEIA categories (first two digits) whose portions are said alike; SR ingredients are one more group. */
const CATEGORY_GROUPS: [RegExp, string][] = [
  [/^1\d\d\d$/, "dairy"],
  [/^2\d\d\d$/, "protein"],
  [/^3[5-7]\d\d$/, "handheld"],
  [/^3\d\d\d$/, "mixed"],
  [/^4\d\d\d$/, "grains"],
  [/^5[0-4]\d\d$/, "snacks"],
  [/^5\d\d\d$/, "sweets"],
  [/^6\d\d\d$/, "produce"],
  [/^7\d\d\d$/, "drinks"],
  [/^8\d\d\d$/, "condiments"],
];

/** The food's group for fitted numbers: its WWEIA group, "sr" for SR ingredients, "other" for the rest. */
export function categoryGroup(food: Food): string {
  if (food.source === "sr") return "sr";
  return CATEGORY_GROUPS.find(([re]) => re.test(food.category))?.[1] ?? "other";
}

/**
 * The fitted multiplier an amount said in words gets: "none|<group>" when nothing was said (the usual amount),
 * "portion|<group>" when the food's own USDA portion was named, "word|<unit>" when the unit word weighed it
 * as similar foods or a household does. Weights and measures get none.
 */
export function portionScaleKey(source: PortionSource, food: Food, unit: string | undefined, said: boolean): string {
  if (!said) return `none|${categoryGroup(food)}`;
  if (source === "food-portion") return `portion|${categoryGroup(food)}`;
  return `word|${unit ?? "serving"}`;
}

export const sizeKey = (size: SizeWord): string => `size|${size.replace(" ", "_")}`;
