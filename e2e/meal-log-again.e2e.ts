import { describe, expect, it } from "vitest";
import type { APIRequestContext } from "playwright-core";
import { seriousA11yViolations } from "./support/a11y.js";
import { startAppAndBrowser } from "./support/app.js";
import { openPage, screenshot, shown, viewports } from "./support/browser.js";
import { listedMeals, signUpAndLog } from "./support/meals.js";

const app = startAppAndBrowser();
const TIME_ZONE = "UTC";

const meals = (request: APIRequestContext) => listedMeals(app.server, request);

describe("logging a meal again", () => {
  it("copies a meal from its card and from its detail, and shows the copies at once", async () => {
    const { page, context, problems } = await openPage(app.browser, {
      viewport: viewports.phone,
      timezoneId: TIME_ZONE,
    });
    const api = context.request;
    const meal = await signUpAndLog(app.server, api, {
      label: "relog",
      message: "oatmeal with a banana",
      timeZone: TIME_ZONE,
    });
    const kcal = Math.round(meal.macros.calories_kcal);

    // From the card on the day view: kept at "now", the copy lands in today's list.
    await page.goto(`${app.server.url}/meals`);
    const list = page.locator('[data-tab="/meals"]');
    await list.getByRole("button", { name: `Log ${meal.title} again` }).click();
    const dialog = page.getByRole("dialog", { name: "Log this meal again" });
    await shown(dialog.getByText(`(${kcal} kcal)`));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "meal-log-again-dialog-390");
    await dialog.getByRole("button", { name: "Log again" }).click();
    await shown(page.getByText("Logged again").first());
    await shown(list.getByText("Showing 2 total meals across 1 day"));
    expect(await list.getByRole("link", { name: meal.title }).count()).toBe(2);

    // From the detail, as a snack.
    const before = new Set((await meals(api)).map((m) => m.id));
    await page.goto(`${app.server.url}/meals/${meal.id}`);
    await page.getByRole("button", { name: "Log again" }).click();
    await dialog.getByLabel("Meal").selectOption("snack");
    await dialog.getByRole("button", { name: "Log again" }).click();
    await shown(page.getByText("Added to today's meals.").first());
    await expect.poll(async () => (await meals(api)).length).toBe(3);
    const all = await meals(api);
    const added = all.filter((m) => !before.has(m.id));
    expect(added.map((m) => [m.meal_type, Math.round(m.macros.calories_kcal)])).toEqual([["snack", kcal]]);
    expect(all.every((m) => m.title === meal.title)).toBe(true);
    await screenshot(page, "meal-detail-log-again-390");
    expect(problems).toEqual([]);
  });
});
