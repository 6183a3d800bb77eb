import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { MealEntry } from "../../../../contracts/index.js";
import { mealItemChoicesQueryKey, mealListQueryKey, mealQueryKey } from "./query-keys.js";
import { showChangedMeal } from "./show-changed-meal.js";

function watched(client: QueryClient, queryKey: readonly unknown[]) {
  const queryFn = vi.fn(async () => ({ at: queryFn.mock.calls.length }));
  const observer = new QueryObserver(client, { queryKey, queryFn, staleTime: 60_000 });
  const stop = observer.subscribe(() => undefined);
  return { queryFn, stop };
}

describe("showChangedMeal", () => {
  it("shows the changed meal, refreshes the list, and never asks again for an open sheet's item", async () => {
    const client = new QueryClient();
    const changed = { id: "meal-1" } as MealEntry;
    const list = watched(client, mealListQueryKey);
    const openSheet = watched(client, mealItemChoicesQueryKey("meal-1", 2, "food-oat-milk"));
    await vi.waitFor(() => expect(list.queryFn).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(openSheet.queryFn).toHaveBeenCalledTimes(1));

    showChangedMeal(client, changed);

    expect(client.getQueryData(mealQueryKey("meal-1"))).toBe(changed);
    await vi.waitFor(() => expect(list.queryFn).toHaveBeenCalledTimes(2));
    expect(openSheet.queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(mealItemChoicesQueryKey("meal-1", 2, "food-oat-milk"))).toBeUndefined();
    for (const query of [list, openSheet]) query.stop();
  });
});
