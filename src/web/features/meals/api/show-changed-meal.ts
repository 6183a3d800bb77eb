import type { QueryClient } from "@tanstack/react-query";
import type { MealEntry } from "../../../../contracts/index.js";
import { nutritionSummaryQueryKey } from "../../../lib/shared-queries.js";
import { mealItemChoicesOfMealKey, mealQueryKey, mealsQueryKey } from "./query-keys.js";

/**
 * A meal as a change left it shows at once; every other meal screen and the day totals refresh. Its items' choices
 * are dropped, not refreshed: they describe items by place, and the item a still-open sheet asks for may be gone
 * (a refetch would ask the server for it). A sheet opened later fetches them again.
 */
export function showChangedMeal(queryClient: QueryClient, meal: MealEntry) {
  queryClient.setQueryData(mealQueryKey(meal.id), meal);
  queryClient.removeQueries({ queryKey: mealItemChoicesOfMealKey(meal.id) });
  void queryClient.invalidateQueries({ queryKey: mealsQueryKey });
  void queryClient.invalidateQueries({ queryKey: nutritionSummaryQueryKey });
}
