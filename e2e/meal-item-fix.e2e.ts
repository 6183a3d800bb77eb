import path from "node:path";
import { describe, expect, it } from "vitest";
import type { APIRequestContext, Page } from "playwright-core";
import { seriousA11yViolations } from "./support/a11y.js";
import { startAppAndBrowser } from "./support/app.js";
import { artifactsDir, openPage, publishScreenshot, screenshot, shown, viewports } from "./support/browser.js";
import { listedMeals, signUpAndLog } from "./support/meals.js";

const app = startAppAndBrowser();
const TIME_ZONE = "UTC";

const kcalOf = async (request: APIRequestContext) =>
  Math.round((await listedMeals(app.server, request))[0]!.macros.calories_kcal);

/** The calories bar's reading on the meal detail, "415 / 2,000 kcal". */
const caloriesBar = (page: Page) => page.locator("li", { hasText: "Calories" }).first();

describe("fixing an item by tapping it", () => {
  it("changes the oat milk's amount, shows the new total at once, and undoes it", async () => {
    const { page, context, problems } = await openPage(app.browser, {
      viewport: viewports.phone,
      timezoneId: TIME_ZONE,
    });
    const api = context.request;
    const meal = await signUpAndLog(app.server, api, {
      label: "fix",
      message: "2 scrambled eggs, a slice of toast and a glass of oat milk",
      timeZone: TIME_ZONE,
    });
    const logged = await kcalOf(api);

    await page.goto(`${app.server.url}/meals/${meal.id}`);
    await shown(caloriesBar(page));
    expect(await caloriesBar(page).textContent()).toContain(`${logged} /`);

    await page.getByRole("button", { name: /^Oat milk/ }).click();
    const sheet = await shown(page.getByRole("dialog", { name: "Fix Oat milk" }));
    await shown(sheet.getByText("Counted now: 1 glass"));
    await shown(sheet.getByRole("button", { name: /Soy milk, sweetened/ }));
    await sheet.getByLabel("How much").fill("200");
    await sheet.getByLabel("Unit").selectOption({ label: "g" });
    await shown(sheet.getByText(/Comes to 200 g · \d+ kcal/));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(artifactsDir, "item-fix-390.png") });
    publishScreenshot("item-fix-390");

    await sheet.getByRole("button", { name: "Save amount" }).click();
    await shown(page.getByText("Oat milk amount changed").first());
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    const fixed = await kcalOf(api);
    expect(fixed).toBeLessThan(logged);
    // The bar reads the new total without a reload.
    await expect.poll(async () => await caloriesBar(page).textContent()).toContain(`${fixed} /`);
    await shown(page.getByText("200 g oat milk = 200 g").first());

    await shown(page.getByText("Oat milk: 1 glass → 200 g"));
    // The toast has said what happened; the screenshot is of the Changes card under it.
    await page.getByRole("button", { name: "Close notification" }).first().click();
    await expect.poll(() => page.getByText("Oat milk amount changed").count()).toBe(0);
    await page.getByText("Oat milk: 1 glass → 200 g").scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Undo" }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 160));
    await page.screenshot({ path: path.join(artifactsDir, "undo-390.png") });
    publishScreenshot("undo-390");

    await page.getByRole("button", { name: "Undo" }).click();
    await shown(page.getByText("Change undone").first());
    await shown(page.getByText("Undid “Oat milk: 1 glass → 200 g”"));
    await expect.poll(() => kcalOf(api)).toBe(logged);
    await expect.poll(async () => await caloriesBar(page).textContent()).toContain(`${logged} /`);
    await screenshot(page, "item-fix-undone-390");
    expect(problems).toEqual([]);
  });

  it("shows the sheet as a dialog on a wide screen", async () => {
    const { page, context, problems } = await openPage(app.browser, { timezoneId: TIME_ZONE });
    const api = context.request;
    const meal = await signUpAndLog(app.server, api, {
      label: "fix-wide",
      message: "a banana and a cup of rice",
      timeZone: TIME_ZONE,
    });
    await page.goto(`${app.server.url}/meals/${meal.id}`);
    await page.getByRole("button", { name: /^Banana, raw/ }).click();
    const sheet = await shown(page.getByRole("dialog", { name: "Fix Banana" }));
    await shown(sheet.getByText("Counted now: 1 banana"));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "item-fix-desktop");

    await sheet.getByRole("button", { name: "Remove from this meal" }).click();
    await shown(page.getByText("Banana removed").first());
    await shown(page.getByText("Removed a banana"));
    expect(await page.getByRole("button", { name: /^Banana, raw/ }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
