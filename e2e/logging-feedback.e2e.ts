import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startAppAndBrowser } from "./support/app.js";
import { openPage, shown, viewports } from "./support/browser.js";

const app = startAppAndBrowser();
const shotsDir = process.env.LOGGING_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}.png` });
}

async function signUpIn(context: BrowserContext, baseUrl: string) {
  const response = await context.request.post(`${baseUrl}/api/auth/signup`, {
    data: {
      email: `feedback-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
      password: "a long enough password",
    },
  });
  expect(response.status()).toBe(201);
}

const logTab = (page: Page) => page.locator('[data-tab="/log"]');
const textBox = (page: Page) => logTab(page).getByRole("textbox", { name: "Describe what you ate" });
const previewTotal = (page: Page) => logTab(page).getByTestId("preview-total");
const kcalOf = async (page: Page) => Number((await previewTotal(page).innerText()).replace(/[^0-9]/g, ""));

/** The element is on screen without scrolling, above the phone's bottom tab bar. */
async function inFirstScreen(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const element = document.querySelector(sel);
    if (!element) return { ok: false, why: "missing" };
    const box = element.getBoundingClientRect();
    const bar = document.querySelector("nav[aria-label='Tabs']");
    const limit = bar && bar.getBoundingClientRect().height > 0 ? bar.getBoundingClientRect().top : window.innerHeight;
    return {
      ok: window.scrollY === 0 && box.top >= 0 && box.bottom <= limit,
      why: `${box.top}-${box.bottom} / ${limit}`,
    };
  }, selector);
}

describe.each([
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
])("the live preview (%s)", (label, viewport) => {
  it("shows a visitor the items and totals while typing, follows a fix, and stores nothing", async () => {
    const { page, problems } = await openPage(app.browser, { viewport });
    await page.goto(`${app.server.url}/log`);
    await (await shown(textBox(page))).fill("3 scrambled eggs and a slice of toast for breakfast");
    const preview = logTab(page).getByRole("region", { name: "Preview" });
    await shown(preview.getByText(/egg/i).first());
    await shown(preview.getByText(/toast/i).first());
    await shown(preview.getByText("Breakfast", { exact: false }).first());
    const threeEggs = await kcalOf(page);
    expect(threeEggs).toBeGreaterThan(200);
    if (label === "phone") await shot(page, "preview-390");

    await textBox(page).fill("1 scrambled egg and a slice of toast for breakfast");
    await expect.poll(() => kcalOf(page), { timeout: 10_000 }).toBeLessThan(threeEggs);
    expect(problems).toEqual([]);
  });

  it("stores nothing for a signed-in user who only types", async () => {
    const { page, context, problems } = await openPage(app.browser, { viewport });
    await signUpIn(context, app.server.url);
    await page.goto(`${app.server.url}/log`);
    await (await shown(textBox(page))).fill("a banana and a coffee with milk");
    await shown(previewTotal(page));
    const jobs = await (await context.request.get(`${app.server.url}/api/external/chat/jobs`)).json();
    const meals = await (await context.request.get(`${app.server.url}/api/external/meals`)).json();
    expect(jobs.items).toEqual([]);
    expect(meals.items).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe.each([
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
])("the confirmation after 'Log Meals' (%s)", (label, viewport) => {
  it("shows the logged entries in view with their kcal and links, and Undo removes them", async () => {
    const { page, context, problems } = await openPage(app.browser, { viewport });
    await signUpIn(context, app.server.url);
    await page.goto(`${app.server.url}/log`);
    await (
      await shown(textBox(page))
    ).fill("2 scrambled eggs and a slice of toast for breakfast, then a chicken burrito for lunch");
    await shown(previewTotal(page));
    await logTab(page).getByRole("button", { name: "Log Meals" }).click();

    const logged = logTab(page).getByRole("list", { name: "Logged meals" });
    await shown(logged);
    await shown(logTab(page).getByText(/Logged 2 meals · [\d,]+ kcal/));
    if (label === "phone") await shot(page, "confirmation-390");
    expect(await inFirstScreen(page, "[data-tab='/log'] ul[aria-label='Logged meals']")).toMatchObject({ ok: true });

    const meals = (await (await context.request.get(`${app.server.url}/api/external/meals`)).json()).items as Array<{
      id: string;
      title: string;
    }>;
    expect(meals).toHaveLength(2);
    for (const meal of meals) {
      const link = logged.getByRole("link", { name: new RegExp(meal.title) });
      expect(await link.getAttribute("href")).toBe(`/meals/${meal.id}`);
    }
    // Log History shows the same entries with their kcal and links.
    const row = logTab(page).getByRole("list", { name: "Submissions" }).getByRole("listitem").first();
    await shown(row.getByRole("link", { name: new RegExp(meals[0]!.title) }));

    await logTab(page).getByRole("button", { name: "Undo" }).click();
    await shown(logTab(page).getByText("Undone: nothing from this meal is logged."));
    const after = (await (await context.request.get(`${app.server.url}/api/external/meals`)).json()).items;
    expect(after).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe.each([
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
])("a meal logged offline (%s)", (label, viewport) => {
  it("waits on the device across a reload, can be cancelled, and lands once when the connection returns", async () => {
    const { page, context, problems } = await openPage(app.browser, { viewport });
    await signUpIn(context, app.server.url);
    await page.goto(`${app.server.url}/log`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first load happened before the worker controlled the page; one reload puts the page under it.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await shown(textBox(page));

    await context.setOffline(true);
    await page.reload();
    // Still signed in: the composer, not the visitor's banner, and the screen says it is offline.
    await shown(page.getByText("You're offline."));
    expect(await page.getByText("Sign in to start logging and save your meals").count()).toBe(0);

    await (await shown(textBox(page))).fill("a bowl of oatmeal with blueberries");
    await logTab(page).getByRole("button", { name: "Log Meals" }).click();
    await (await shown(textBox(page))).fill("a slice of chocolate cake");
    await logTab(page).getByRole("button", { name: "Log Meals" }).click();
    const waiting = logTab(page).getByRole("list", { name: "Waiting to be sent" });
    await shown(waiting.getByText("a bowl of oatmeal with blueberries")).catch(async (error: unknown) => {
      await shot(page, "offline-failure");
      throw new Error(`${problems.join("\n")}\n${await logTab(page).innerText()}`, { cause: error });
    });
    await shown(waiting.getByText("a slice of chocolate cake"));
    await shown(logTab(page).getByText("Waiting for connection"));

    await page.reload();
    await shown(waiting.getByText("a bowl of oatmeal with blueberries"));
    if (label === "phone") await shot(page, "offline-queue-390");
    await waiting.getByRole("button", { name: "Cancel “a slice of chocolate cake”" }).click();
    expect(await waiting.getByText("a slice of chocolate cake").count()).toBe(0);

    await context.setOffline(false);
    await shown(logTab(page).getByRole("list", { name: "Logged meals" }));
    expect(await waiting.count()).toBe(0);
    const jobs = (await (await context.request.get(`${app.server.url}/api/external/chat/jobs`)).json()).items as Array<{
      message: string;
    }>;
    expect(jobs.map((job) => job.message)).toEqual(["a bowl of oatmeal with blueberries"]);
    // Nothing is sent again after another reload.
    await page.reload();
    await shown(textBox(page));
    await page.waitForTimeout(1000);
    const later = (await (await context.request.get(`${app.server.url}/api/external/chat/jobs`)).json()).items;
    expect(later).toHaveLength(1);
    expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(p))).toEqual([]);
  });
});
