import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  MEAL_MESSAGE_MAX_LENGTH,
  MEAL_PREVIEW_DEBOUNCE_MS,
  mealPreviewSchema,
  type MealPreview,
  type MealPreviewRequest,
} from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { browserTimeZone } from "../../../lib/browser-time-zone.js";
import { useDebouncedValue } from "../../../lib/use-debounced-value.js";

export function previewMeal(message: string, signal?: AbortSignal): Promise<MealPreview> {
  const body: MealPreviewRequest = { message, time_zone: browserTimeZone() };
  return apiRequest("POST", "/api/external/meals/preview", { body, schema: mealPreviewSchema, signal });
}

/**
 * What the text would log, asked for once typing pauses. A newer text aborts the older request, and the last
 * preview stays on screen until the next one arrives, so the figures change in place instead of flickering.
 */
export function useMealPreview(text: string, { enabled }: { enabled: boolean }) {
  const settled = useDebouncedValue(text.trim(), MEAL_PREVIEW_DEBOUNCE_MS);
  const wanted = enabled && settled !== "" && settled.length <= MEAL_MESSAGE_MAX_LENGTH;
  const query = useQuery({
    queryKey: ["meal-preview", settled],
    queryFn: ({ signal }) => previewMeal(settled, signal),
    enabled: wanted,
    placeholderData: keepPreviousData,
    gcTime: 60_000,
  });
  return { query, active: wanted && text.trim() !== "", settling: text.trim() !== settled };
}
