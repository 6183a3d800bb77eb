import type { MealEntryDraft } from "./meal-entry.js";

/**
 * The most one meal entry may hold (docs/decisions/meal-amount-limits.md). Text asking for more is refused with
 * a message naming the amount, never stored: by meal jobs, meal edits and photo estimates alike.
 */
export const MEAL_AMOUNT_LIMITS = {
  /** Grams of one food (a gallon of milk is 3.9 kg). */
  itemGrams: 5000,
  /** Pieces, cups or servings of one food, any unit but a weight or a metric volume. */
  itemCount: 500,
  /** Energy of one meal entry. */
  entryKcal: 10_000,
  /** Weight of one meal entry. */
  entryGrams: 10_000,
  /** Sodium of one meal entry: about 250 g of salt. */
  entrySodiumMg: 100_000,
} as const;

/** Units whose amount is a weight or a volume, so that their number is no count of pieces. */
const MEASURED_UNITS = new Set(["g", "kg", "mg", "oz", "lb", "ml", "l", "fl_oz"]);

const plain = (value: number) => Math.round(value).toLocaleString("en-US");
const kilograms = (grams: number) => `${Math.round(grams / 100) / 10} kg`;
const quoted = (phrase: string) => `“${phrase.trim()}”`;
const TOO_MUCH = "is more than one meal entry can hold";

type CheckedEntry = Pick<MealEntryDraft, "items" | "macros" | "serving">;

/** Why this entry cannot be stored as one meal (the user's words and the limit), or undefined when it can. */
export function mealAmountProblem(entry: CheckedEntry): string | undefined {
  const limits = MEAL_AMOUNT_LIMITS;
  for (const item of entry.items) {
    if (!(item.grams > 0)) return `${quoted(item.phrase)} is no amount of food to log. Say how much you had.`;
    if (!MEASURED_UNITS.has(item.unit) && item.quantity > limits.itemCount)
      return `${quoted(item.phrase)} ${TOO_MUCH} (at most ${plain(limits.itemCount)} of one food).`;
    if (item.grams > limits.itemGrams)
      return `${quoted(item.phrase)} ${TOO_MUCH} (at most ${kilograms(limits.itemGrams)} of one food).`;
  }
  if (entry.items.length === 0) return undefined;
  const largest = (by: (item: CheckedEntry["items"][number]) => number) =>
    quoted(entry.items.reduce((a, b) => (by(b) > by(a) ? b : a)).phrase);
  const kcal = entry.macros.calories_kcal;
  if (kcal > limits.entryKcal)
    return `With ${largest((i) => i.macros.calories_kcal)} this meal comes to ${plain(kcal)} kcal, more than one meal entry can hold (at most ${plain(limits.entryKcal)} kcal).`;
  const grams = entry.serving.serving_size_g;
  if (grams > limits.entryGrams)
    return `With ${largest((i) => i.grams)} this meal weighs ${kilograms(grams)}, more than one meal entry can hold (at most ${kilograms(limits.entryGrams)}).`;
  const sodium = entry.macros.sodium_mg ?? 0;
  if (sodium > limits.entrySodiumMg)
    return `With ${largest((i) => i.macros.sodium_mg ?? 0)} this meal has ${plain(sodium)} mg of sodium, more than one meal entry can hold (at most ${plain(limits.entrySodiumMg)} mg).`;
  return undefined;
}
