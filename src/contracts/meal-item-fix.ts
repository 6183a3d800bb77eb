import { z } from "zod";
import { MEAL_AMOUNT_LIMITS } from "./meal-limits.js";
import { idSchema } from "./text.js";

/** An item of a meal in a route's path: the meal's id and the item's position in its list (0 = the first). */
export const mealItemParamsSchema = z.object({
  id: idSchema("meal"),
  index: z.coerce
    .number({ error: "The item must be a number: its place in the meal, from 0." })
    .int({ error: "The item must be a whole number: its place in the meal, from 0." })
    .min(0, { error: "The item must be 0 or more: its place in the meal." })
    .max(999, { error: "The item must be its place in the meal, from 0." }),
});

/** A unit an item's amount can be given in, with its weight for one of it for that item's food. */
export const itemUnitChoiceSchema = z.object({
  /** "g", "oz", "ml", "fl_oz", "cup", … or "usda:<n>" for the food's own USDA portion. */
  id: z.string(),
  /** As the user reads it: "g", "fl oz", "medium or regular slice". */
  label: z.string(),
  grams_per_unit: z.number(),
  /** True for one of the food's own USDA portions; false for a weight or a household measure. */
  usda: z.boolean(),
});
export type ItemUnitChoice = z.infer<typeof itemUnitChoiceSchema>;

/** Another food the engine weighed for the item's words, at the amount the item says. */
export const itemFoodChoiceSchema = z.object({
  food_id: z.string(),
  food_name: z.string(),
  grams: z.number(),
  calories_kcal: z.number(),
});
export type ItemFoodChoice = z.infer<typeof itemFoodChoiceSchema>;

/** What a tap on an item can change it to. */
export const mealItemChoicesSchema = z.object({
  index: z.number().int(),
  /** The item's food in a few words ("Oat milk"). */
  name: z.string(),
  food_id: z.string(),
  food_name: z.string(),
  /** The item's amount now, in one of `units`. */
  amount: z.number(),
  unit: z.string(),
  grams: z.number(),
  calories_kcal: z.number(),
  units: z.array(itemUnitChoiceSchema),
  /** The closest other foods for the item's words, best first. */
  alternatives: z.array(itemFoodChoiceSchema),
});
export type MealItemChoices = z.infer<typeof mealItemChoicesSchema>;

const expectedFood = {
  /** The item's food as the client saw it: a meal changed meanwhile (another tab, a typed edit) is refused with 409. */
  item_food_id: z.string().max(100).optional(),
};

/** A tapped fix of one item: a new amount in one of its units, another food, or taking it off the meal. */
export const mealItemFixSchema = z.discriminatedUnion(
  "action",
  [
    z
      .object({
        action: z.literal("amount"),
        amount: z
          .number({ error: "The amount must be a number, for example 150." })
          .positive({ error: "The amount must be more than zero." })
          .max(MEAL_AMOUNT_LIMITS.itemGrams, {
            error: `The amount must be at most ${MEAL_AMOUNT_LIMITS.itemGrams.toLocaleString("en-US")}.`,
          }),
        unit: z
          .string({ error: "Choose a unit for the amount, for example g." })
          .trim()
          .min(1, { error: "Choose a unit for the amount, for example g." })
          .max(40, { error: "That unit is not one of this food's units." }),
        ...expectedFood,
      })
      .strict(),
    z
      .object({
        action: z.literal("food"),
        food_id: z
          .string({ error: "Choose a food from the list." })
          .trim()
          .min(1, { error: "Choose a food from the list." })
          .max(40, { error: "That food is not in the food database." }),
        ...expectedFood,
      })
      .strict(),
    z.object({ action: z.literal("remove"), ...expectedFood }).strict(),
  ],
  { error: "Say what to change: action must be “amount”, “food” or “remove”." },
);
export type MealItemFix = z.infer<typeof mealItemFixSchema>;
