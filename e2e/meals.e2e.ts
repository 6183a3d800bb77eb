import { describe, expect, it } from "vitest";
import type { APIRequestContext } from "playwright-core";
import { seriousA11yViolations } from "./support/a11y.js";
import { startAppAndBrowser } from "./support/app.js";
import { openPage, screenshot, shown, viewports } from "./support/browser.js";
import { listedMeals, signUpAndLog } from "./support/meals.js";

const app = startAppAndBrowser();

const TIME_ZONE = "UTC";
const localDay = (iso: string) => iso.slice(0, 10);

const meals = (request: APIRequestContext) => listedMeals(app.server, request);

describe("living in the meal screens", () => {
  it("logs, scores, opens, edits, moves, re-columns and deletes a meal, then sets goals", async () => {
    const { page, context, problems } = await openPage(app.browser, {
      viewport: viewports.phone,
      timezoneId: TIME_ZONE,
    });
    const api = context.request;
    const meal = await signUpAndLog(app.server, api, {
      label: "meals",
      message: "a cup of white rice and a grilled chicken breast",
      timeZone: TIME_ZONE,
    });
    const today = localDay(meal.consumed_at);

    // The day view: the meal under its day, with the server's Daily Score.
    await page.goto(`${app.server.url}/meals`);
    const list = page.locator('[data-tab="/meals"]');
    await shown(list.getByRole("link", { name: meal.title }).first());
    const summary = await (
      await api.get(`${app.server.url}/api/nutrition-summary?from=${today}&to=${today}&time_zone=${TIME_ZONE}`)
    ).json();
    await shown(list.getByText(String(summary.days[0].score), { exact: true }).first());
    await shown(list.getByText("Showing 1 total meal across 1 day"));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "meals-390");

    // The detail: what the engine assumed, item by item.
    await list.getByRole("link", { name: meal.title }).first().click();
    await page.waitForURL(`${app.server.url}/meals/${meal.id}`);
    await shown(page.getByText("Macronutrients").first());
    await shown(page.getByText("What we counted"));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "meal-detail-390");

    // Edit by instruction: olive oil adds about 120 kcal.
    await page.goto(`${app.server.url}/meals/${meal.id}/edit`);
    await (await shown(page.getByLabel("Edit Instructions"))).fill("add 1 tbsp olive oil");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "meal-edit-390");
    await page.getByRole("button", { name: "Update Meal" }).click();
    await shown(page.getByText("Meal successfully updated!"));
    await page.waitForURL(`${app.server.url}/meals`);
    const [oiled] = await meals(api);
    expect(oiled!.macros.calories_kcal - meal.macros.calories_kcal).toBeGreaterThan(105);
    expect(oiled!.macros.calories_kcal - meal.macros.calories_kcal).toBeLessThan(135);

    // "change to yesterday" moves it to the previous day.
    await page.goto(`${app.server.url}/meals/${meal.id}/edit`);
    await (await shown(page.getByLabel("Edit Instructions"))).fill("change to yesterday");
    await page.getByRole("button", { name: "Update Meal" }).click();
    await shown(page.getByText("Meal successfully updated!"));
    await page.waitForURL(`${app.server.url}/meals`);
    const [moved] = await meals(api);
    expect(localDay(moved!.consumed_at) < today).toBe(true);
    await shown(list.getByRole("link", { name: moved!.title }).first());
    await shown(list.getByText(/Yesterday/).first());

    // A chosen column survives a reload.
    await list.getByRole("button", { name: /Columns/ }).click();
    await page.getByRole("menuitemcheckbox", { name: /Fiber/ }).click();
    await page.keyboard.press("Escape");
    await expect
      .poll(async () => (await (await api.get(`${app.server.url}/api/user-preferences`)).json()).mealsVisibleColumns)
      .toContain("fiber");
    await page.reload();
    await list.getByRole("button", { name: /Columns/ }).click();
    expect(await page.getByRole("menuitemcheckbox", { name: /Fiber/ }).getAttribute("aria-checked")).toBe("true");
    await page.keyboard.press("Escape");

    // Goals set on the profile change the bars on the day view.
    await page.goto(`${app.server.url}/profile`);
    const profile = page.locator('[data-tab="/profile"]');
    await (await shown(profile.getByLabel(/^Calories/))).fill("1500");
    await profile.getByRole("button", { name: "Save Goals" }).click();
    await shown(page.getByText("Goals Updated").first());
    await page.goto(`${app.server.url}/meals`);
    await shown(list.getByText(/1,500 kcal/).first());

    // Delete with confirmation.
    await list
      .getByRole("button", { name: `Delete ${moved!.title}` })
      .first()
      .click();
    await page.getByRole("alertdialog").or(page.getByRole("dialog")).getByRole("button", { name: "Delete" }).click();
    await shown(page.getByText("Meal deleted").first());
    await expect.poll(async () => (await meals(api)).length).toBe(0);
    await shown(list.getByText("No meals yet"));
    expect(problems).toEqual([]);
  });
});
