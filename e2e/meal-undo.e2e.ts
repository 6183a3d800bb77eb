import { describe, expect, it } from "vitest";
import type { APIRequestContext } from "playwright-core";
import { seriousA11yViolations } from "./support/a11y.js";
import { startAppAndBrowser } from "./support/app.js";
import { openPage, screenshot, shown, viewports } from "./support/browser.js";

const app = startAppAndBrowser();
const TIME_ZONE = "UTC";

async function onlyMeal(request: APIRequestContext) {
  const items = (await (await request.get(`${app.server.url}/api/external/meals`)).json()).items as Array<{
    id: string;
    macros: { calories_kcal: number };
  }>;
  return items[0];
}

describe("correcting a meal and taking it back", () => {
  it("shows the correction in the meal's changes and undoes it in one tap", async () => {
    const { page, context } = await openPage(app.browser, { viewport: viewports.phone, timezoneId: TIME_ZONE });
    const api = context.request;
    await api.post(`${app.server.url}/api/auth/signup`, {
      data: { email: `undo-${Date.now()}@example.com`, password: "a long enough password" },
    });
    await api.post(`${app.server.url}/api/external/chat/queue`, {
      data: { session_id: "e2e", message: "a turkey sandwich with cheese", time_zone: TIME_ZONE },
    });
    await expect.poll(async () => (await onlyMeal(api)) !== undefined, { timeout: 20_000 }).toBe(true);
    const meal = (await onlyMeal(api))!;
    const logged = Math.round(meal.macros.calories_kcal);

    await api.post(`${app.server.url}/api/external/meals/${meal.id}/edit-nl`, {
      data: { instructions: "no cheese", time_zone: TIME_ZONE },
    });
    await expect
      .poll(async () => Math.round((await onlyMeal(api))!.macros.calories_kcal), { timeout: 20_000 })
      .toBeLessThan(logged);

    await page.goto(`${app.server.url}/meals/${meal.id}`);
    await shown(page.getByText("“no cheese”"));
    await shown(page.getByText(`before: a turkey sandwich with cheese (${logged} kcal)`));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "meal-changes-390");

    await page.getByRole("button", { name: "Undo" }).click();
    await shown(page.getByText("Change undone").first());
    await shown(page.getByText("Undid “no cheese”"));
    await expect.poll(async () => Math.round((await onlyMeal(api))!.macros.calories_kcal)).toBe(logged);
    await expect.poll(async () => await page.getByRole("button", { name: "Undo" }).count()).toBe(0);
    await screenshot(page, "meal-undone-390");
  });
});
