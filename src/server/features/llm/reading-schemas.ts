import { z } from "zod";
import { mealTypeSchema } from "../../../contracts/index.js";

/**
 * What the model may say: foods, amounts, sizes, left-out foods, time words and edit operations. There is
 * deliberately no field for calories or nutrients; those come from the food database.
 */
const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;
const SIZES = ["small", "medium", "large"] as const;
const EDIT_KINDS = ["add", "remove", "scale", "replace", "set-amount", "set-time"] as const;

const nullable = (type: string) => ({ type: [type, "null"] });
const ITEM_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["food", "quantity", "unit", "size", "without"],
  properties: {
    food: { type: "string", description: "plain food words, no amounts" },
    quantity: nullable("number"),
    unit: {
      ...nullable("string"),
      description: "g, oz, ml, cup, tbsp, tsp, slice, piece, can, bowl, serving…; null for a count",
    },
    size: { type: ["string", "null"], enum: [...SIZES, null] },
    without: { type: "array", items: { type: "string" } },
  },
};

export const MEALS_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["meals"],
  properties: {
    meals: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["meal_type", "when", "items"],
        properties: {
          meal_type: { type: ["string", "null"], enum: [...MEAL_TYPES, null] },
          when: { ...nullable("string"), description: "time words copied from the text, or null" },
          items: { type: "array", items: ITEM_JSON_SCHEMA },
        },
      },
    },
  },
};

export const EDIT_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["operations"],
  properties: {
    operations: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["kind", "target", "items", "factor", "servings", "when", "meal_type"],
        properties: {
          kind: { type: "string", enum: [...EDIT_KINDS] },
          target: { ...nullable("string"), description: "the food in the meal this changes" },
          items: { type: "array", items: ITEM_JSON_SCHEMA },
          factor: nullable("number"),
          servings: nullable("number"),
          when: nullable("string"),
          meal_type: { type: ["string", "null"], enum: [...MEAL_TYPES, null] },
        },
      },
    },
  },
};

export const MEALS_PROMPT = [
  "You read what a person says they ate and write it down as data. You never estimate calories or nutrients.",
  "Split the text into meals only when it names different meals or times; otherwise return one meal.",
  "For each food: `food` is plain food words with describing words kept (e.g. 'grilled chicken breast', 'skim milk') and no amounts;",
  "`quantity` and `unit` are the amount the person gave (unit null for a count: '2 eggs' is quantity 2, unit null), both null if none;",
  "`size` only if they said small, medium or large; `without` lists foods they said were left out.",
  "`meal_type` only if the text names the meal; `when` is the time words copied exactly from the text (e.g. 'yesterday', 'at 7pm', 'last night'), else null.",
  "If there is no food, return an empty list of meals.",
].join(" ");

export const EDIT_PROMPT = [
  "You read an instruction that changes a logged meal into operations. You never estimate calories or nutrients.",
  "Kinds: 'add' (items eaten in addition), 'remove' (target), 'scale' (factor for the target, or for the whole meal when target is null;",
  "servings when they name a number of servings), 'replace' (target is what was logged, items[0] what it really was),",
  "'set-amount' (target and items[0] with the new quantity and unit), 'set-time' (when: time words copied exactly from the instruction, and/or meal_type).",
  "Items follow the same rules as meal logging: plain food words, quantity and unit (unit null for a count), size, without.",
  "Fields an operation does not use are null (items: empty list).",
].join(" ");

const itemSchema = z.object({
  food: z.string().trim().min(1).max(120),
  quantity: z.number().positive().max(100_000).nullish(),
  unit: z.string().trim().max(40).nullish(),
  size: z.enum(SIZES).nullish(),
  without: z.array(z.string().trim().max(80)).max(10).nullish(),
});
export type ModelItem = z.infer<typeof itemSchema>;

export const modelMealsSchema = z.object({
  meals: z
    .array(
      z.object({
        meal_type: mealTypeSchema.nullish(),
        when: z.string().trim().max(80).nullish(),
        items: z.array(itemSchema).max(30),
      }),
    )
    .max(10),
});
export type ModelMeal = z.infer<typeof modelMealsSchema>["meals"][number];

export const modelEditSchema = z.object({
  operations: z
    .array(
      z.object({
        kind: z.enum(EDIT_KINDS),
        target: z.string().trim().max(120).nullish(),
        items: z.array(itemSchema).max(20).nullish(),
        factor: z.number().positive().max(100).nullish(),
        servings: z.number().positive().max(100).nullish(),
        when: z.string().trim().max(80).nullish(),
        meal_type: mealTypeSchema.nullish(),
      }),
    )
    .min(1)
    .max(10),
});
export type ModelEditOperation = z.infer<typeof modelEditSchema>["operations"][number];
