import { type MealType, unitForQuantity } from "../../../../contracts/index.js";

const mealTypeNames: Record<MealType, string> = {
  breakfast: "Breakfast",
  lunch: "Lunch",
  dinner: "Dinner",
  snack: "Snack",
};

export const mealTypeName = (type: MealType) => mealTypeNames[type];

export const kcalText = (kcal: number) => `${Math.round(kcal).toLocaleString("en-US")} kcal`;

/** The day and time a meal is filed under, in the browser's zone: "Tue 8:00 AM". */
export function filedAtText(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { weekday: "short", hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );
}

/** "2 slice" reads as "2 slices"; units the engine already gives in the right form pass through. */
export function amountText(quantity: number, unit: string): string {
  const shown = Number.isInteger(quantity) ? String(quantity) : String(Math.round(quantity * 100) / 100);
  return `${shown} ${unitForQuantity(quantity, unit)}`;
}
