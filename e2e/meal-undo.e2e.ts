import path from "node:path";
import { describe, expect, it } from "vitest";
import type { APIRequestContext } from "playwright-core";
import { seriousA11yViolations } from "./support/a11y.js";
import { startAppAndBrowser } from "./support/app.js";
import { artifactsDir, openPage, publishScreenshot, screenshot, shown, viewports } from "./support/browser.js";
import { listedMeals, signUpAndLog } from "./support/meals.js";

const app = startAppAndBrowser();
const TIME_ZONE = "UTC";

const onlyMeal = async (request: APIRequestContext) => (await listedMeals(app.server, request))[0];

describe("correcting a meal and taking it back", () => {
  it("shows the correction in the meal's changes and undoes it in one tap", async () => {
    const { page, context } = await openPage(app.browser, { viewport: viewports.phone, timezoneId: TIME_ZONE });
    const api = context.request;
    const meal = await signUpAndLog(app.server, api, {
      label: "undo",
      message: "a turkey sandwich with cheese",
      timeZone: TIME_ZONE,
    });
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

describe("taking a change back from the toast that confirms it", () => {
  it("undoes a typed correction and a tapped fix from their toasts in one tap", async () => {
    const { page, context, problems } = await openPage(app.browser, {
      viewport: viewports.phone,
      timezoneId: TIME_ZONE,
    });
    const api = context.request;
    const meal = await signUpAndLog(app.server, api, {
      label: "toast-undo",
      message: "2 scrambled eggs, a slice of toast and a glass of oat milk",
      timeZone: TIME_ZONE,
    });
    const logged = Math.round(meal.macros.calories_kcal);
    const kcal = async () => Math.round((await onlyMeal(api))!.macros.calories_kcal);
    // Radix puts each toast in a list item of the notifications region (its role="status" twin only announces it).
    const toastWith = (title: string) =>
      page
        .getByRole("region", { name: /Notifications/ })
        .getByRole("listitem")
        .filter({ hasText: title });

    // Typed: the toast that says the meal was updated offers 'Undo', which still works on the list it moved on to.
    await page.goto(`${app.server.url}/meals/${meal.id}/edit`);
    await (await shown(page.getByLabel("Edit Instructions"))).fill("remove the toast");
    await page.getByRole("button", { name: "Update Meal" }).click();
    // The toast stays 10 s: the journey takes its picture and taps it at once, and checks the rest afterwards.
    const updated = await shown(toastWith("Meal updated"));
    await page.waitForURL(`${app.server.url}/meals`);
    await screenshot(page, "edit-toast-undo-390");
    expect(await kcal()).toBeLessThan(logged);
    await updated.getByRole("button", { name: "Undo" }).click();
    await shown(toastWith("Change undone"));
    await expect.poll(kcal).toBe(logged);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Tapped: the fix's toast offers 'Undo'; the detail shows the meal as it was at once.
    await page.goto(`${app.server.url}/meals/${meal.id}`);
    await shown(page.getByText("Undid “remove the toast”"));
    await page.getByRole("button", { name: /^Oat milk/ }).click();
    const sheet = await shown(page.getByRole("dialog", { name: "Fix Oat milk" }));
    await sheet.getByRole("button", { name: "Remove from this meal" }).click();
    const removed = await shown(toastWith("Oat milk removed"));
    await expect.poll(() => page.getByRole("button", { name: /^Oat milk/ }).count()).toBe(0);
    await page.screenshot({ path: path.join(artifactsDir, "undo-toast-390.png") });
    publishScreenshot("undo-toast-390");
    await removed.getByRole("button", { name: "Undo" }).click();
    await shown(toastWith("Change undone"));
    await shown(page.getByRole("button", { name: /^Oat milk/ }));
    await shown(page.getByText("Undid “Removed a glass of oat milk”"));
    await expect.poll(kcal).toBe(logged);
    await screenshot(page, "fix-toast-undone-390");
    expect(problems).toEqual([]);
  });
});
