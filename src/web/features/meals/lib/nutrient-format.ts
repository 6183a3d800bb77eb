/** Shown for a nutrient the food data did not measure: never 0, which would claim a measurement. */
export const NOT_MEASURED = "—";

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("en-US", {
  maximumFractionDigits: 1,
});
const twoDecimals = new Intl.NumberFormat("en-US", {
  maximumFractionDigits: 2,
});

/** Whole numbers from 10 up, one decimal below 10, two below 0.1 (trace amounts of vitamins are real). */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_MEASURED;
  const size = Math.abs(value);
  if (size >= 10 || size === 0) return whole.format(value);
  if (size >= 0.1) return oneDecimal.format(value);
  const rounded = twoDecimals.format(value);
  return rounded === "0" ? "<0.01" : rounded;
}

/** "12 mg", "1,250 kcal" or "—" when the value is absent. */
export function formatAmount(value: number | null | undefined, unit: string): string {
  const number = formatNumber(value);
  return number === NOT_MEASURED ? NOT_MEASURED : `${number} ${unit}`;
}

/** Calories are always whole. */
export const formatCalories = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? NOT_MEASURED : whole.format(value);

/** 0.87 → "87%". */
export const formatConfidence = (score: number) => `${Math.round(Math.min(1, Math.max(0, score)) * 100)}%`;
