import { describe, expect, it } from "vitest";
import type { APIRequestContext } from "playwright-core";
import { seriousA11yViolations } from "./support/a11y.js";
import { startAppAndBrowser } from "./support/app.js";
import { openPage, screenshot, shown, viewports } from "./support/browser.js";

const app = startAppAndBrowser();
const TIME_ZONE = "UTC";

type Listed = { id: string; title: string; meal_type: string; macros: { calories_kcal: number } };

async function meals(request: APIRequestContext): Promise<Listed[]> {
  return (await (await request.get(`${app.server.url}/api/external/meals`)).json()).items as Listed[];
}

describe("logging a meal again", () => {
  it("copies a meal from its card and from its detail, and shows the copies at once", async () => {
    const { page, context, problems } = await openPage(app.browser, {
      viewport: viewports.phone,
      timezoneId: TIME_ZONE,
    });
    const api = context.request;
    await api.post(`${app.server.url}/api/auth/signup`, {
      data: { email: `relog-${Date.now()}@example.com`, password: "a long enough password" },
    });
    await api.post(`${app.server.url}/api/external/chat/queue`, {
      data: { session_id: "e2e", message: "oatmeal with a banana", time_zone: TIME_ZONE },
    });
    await expect.poll(async () => (await meals(api)).length, { timeout: 20_000 }).toBe(1);
    const [meal] = await meals(api);
    const kcal = Math.round(meal!.macros.calories_kcal);

    // From the card on the day view: kept at "now", the copy lands in today's list.
    await page.goto(`${app.server.url}/meals`);
    const list = page.locator('[data-tab="/meals"]');
    await list.getByRole("button", { name: `Log ${meal!.title} again` }).click();
    const dialog = page.getByRole("dialog", { name: "Log this meal again" });
    await shown(dialog.getByText(`(${kcal} kcal)`));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "meal-log-again-dialog-390");
    await dialog.getByRole("button", { name: "Log again" }).click();
    await shown(page.getByText("Logged again").first());
    await shown(list.getByText("Showing 2 total meals across 1 day"));
    expect(await list.getByRole("link", { name: meal!.title }).count()).toBe(2);

    // From the detail, as a snack.
    const before = new Set((await meals(api)).map((m) => m.id));
    await page.goto(`${app.server.url}/meals/${meal!.id}`);
    await page.getByRole("button", { name: "Log again" }).click();
    await dialog.getByLabel("Meal").selectOption("snack");
    await dialog.getByRole("button", { name: "Log again" }).click();
    await shown(page.getByText("Added to today's meals.").first());
    await expect.poll(async () => (await meals(api)).length).toBe(3);
    const all = await meals(api);
    const added = all.filter((m) => !before.has(m.id));
    expect(added.map((m) => [m.meal_type, Math.round(m.macros.calories_kcal)])).toEqual([["snack", kcal]]);
    expect(all.every((m) => m.title === meal!.title)).toBe(true);
    await screenshot(page, "meal-detail-log-again-390");
    expect(problems).toEqual([]);
  });
});
