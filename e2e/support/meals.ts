import { expect } from "vitest";
import type { APIRequestContext } from "playwright-core";
import { mealListSchema, type MealSummary } from "../../src/contracts/index.js";
import type { RunningServer } from "../../test/helpers/server-process.js";

/** The signed-in user's meals, as the meal list route returns them (newest first). */
export async function listedMeals(server: RunningServer, request: APIRequestContext): Promise<MealSummary[]> {
  return mealListSchema.parse(await (await request.get(`${server.url}/api/external/meals`)).json()).items;
}

/**
 * Signs up a new user in the page's browser context and logs `message` through the chat queue, as the composer
 * does; resolves with the meal once the worker has stored it.
 */
export async function signUpAndLog(
  server: RunningServer,
  request: APIRequestContext,
  { label, message, timeZone }: { label: string; message: string; timeZone: string },
): Promise<MealSummary> {
  await request.post(`${server.url}/api/auth/signup`, {
    data: { email: `${label}-${Date.now()}@example.com`, password: "a long enough password" },
  });
  await request.post(`${server.url}/api/external/chat/queue`, {
    data: { session_id: "e2e", message, time_zone: timeZone },
  });
  await expect.poll(async () => (await listedMeals(server, request)).length, { timeout: 20_000 }).toBe(1);
  return (await listedMeals(server, request))[0]!;
}
