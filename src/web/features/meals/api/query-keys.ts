/** Everything under "meals" is meal data; invalidating the prefix refreshes every meal screen. */
export const mealsQueryKey = ["meals"] as const;
export const mealListQueryKey = ["meals", "list"] as const;
export const mealQueryKey = (id: string) => ["meals", "detail", id] as const;
export const mealHistoryQueryKey = (id: string) => ["meals", "history", id] as const;
export const mealItemChoicesOfMealKey = (id: string) => ["meals", "item-choices", id] as const;
/** Keyed on the item's food too: after a fix the same place in the meal holds another item. */
export const mealItemChoicesQueryKey = (id: string, index: number, foodId: string) =>
  [...mealItemChoicesOfMealKey(id), index, foodId] as const;
export const processingMealsQueryKey = ["meals", "edit-nl", "processing"] as const;
export const mealEditStatusQueryKey = (id: string, jobId: string) => ["meals", "edit-nl", "status", id, jobId] as const;
export const userPreferencesQueryKey = ["user-preferences"] as const;
