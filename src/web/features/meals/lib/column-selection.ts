import { FIXED_MEAL_COLUMNS, MEAL_COLUMNS, type MealColumn } from "../../../../contracts/index.js";

export const AT_LEAST_ONE_COLUMN = "At least one column must be selected";

export type ColumnToggle = { ok: true; columns: MealColumn[] } | { ok: false; message: string };

export const allMealColumns = Object.keys(MEAL_COLUMNS) as MealColumn[];

export const isFixedColumn = (column: MealColumn) => FIXED_MEAL_COLUMNS.includes(column);

/**
 * Turns a column on or off, keeping the menu's order. Calories, protein, carbs and fat cannot be removed, and the
 * last chosen column is kept (the spec's rule, which the fixed columns already make unreachable in practice).
 */
export function toggleColumn(current: readonly MealColumn[], column: MealColumn): ColumnToggle {
  if (isFixedColumn(column)) return { ok: true, columns: [...current] };
  const chosen = new Set(current);
  if (chosen.has(column)) {
    if (chosen.size <= 1) return { ok: false, message: AT_LEAST_ONE_COLUMN };
    chosen.delete(column);
  } else {
    chosen.add(column);
  }
  return { ok: true, columns: allMealColumns.filter((c) => chosen.has(c)) };
}
