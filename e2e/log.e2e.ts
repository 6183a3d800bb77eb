import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { seriousA11yViolations } from "./support/a11y.js";
import { startAppAndBrowser } from "./support/app.js";
import { openPage, screenshot, shown, viewports } from "./support/browser.js";
import { pgliteTemplate } from "../test/helpers/pglite-template.js";
import { startServer, type RunningServer } from "../test/helpers/server-process.js";

const spokenMeal = fileURLToPath(new URL("../src/server/features/transcribe/fixtures/meal-slt.wav", import.meta.url));

/**
 * Chromium loops the fake microphone's file. The clip followed by 5 s of silence means a few seconds of
 * recording hold the sentence once, not a sentence cut and repeated.
 */
function clipWithTrailingSilence(): string {
  const wav = readFileSync(spokenMeal);
  const dataSize = wav.readUInt32LE(40);
  const silence = Buffer.alloc(16_000 * 2 * 5); // 5 s of 16 kHz, 16-bit mono
  const out = Buffer.concat([wav.subarray(0, 44 + dataSize), silence]);
  out.writeUInt32LE(out.length - 8, 4);
  out.writeUInt32LE(dataSize + silence.length, 40);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "voice-")), "meal.wav");
  writeFileSync(file, out);
  return file;
}

const app = startAppAndBrowser({
  browserArgs: () => [
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
    `--use-file-for-fake-audio-capture=${clipWithTrailingSilence()}`,
  ],
});

/** Signs a new user up through the API in this browser context, as the sign-in page would. */
async function signUpIn(context: BrowserContext, baseUrl: string) {
  const response = await context.request.post(`${baseUrl}/api/auth/signup`, {
    data: {
      email: `log-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
      password: "a long enough password",
    },
  });
  expect(response.status()).toBe(201);
}

const logTab = (page: Page) => page.locator('[data-tab="/log"]');

describe("logging meals on /log", () => {
  it("types a two-meal message, watches it complete and finds both entries", async () => {
    const { page, context, problems } = await openPage(app.browser);
    await signUpIn(context, app.server.url);
    await page.goto(`${app.server.url}/log`);
    const log = logTab(page);
    await (
      await shown(log.getByRole("textbox", { name: "Describe what you ate" }))
    ).fill("2 scrambled eggs and a slice of toast for breakfast, then a chicken burrito for lunch");
    await log.getByRole("button", { name: "Log Meals" }).click();
    // The submission made here shows its result right under the button (its entries, with links).
    await shown(log.getByRole("list", { name: "Logged meals" }));
    await expect.poll(() => log.getByRole("textbox", { name: "Describe what you ate" }).inputValue()).toBe("");

    const submissions = log.getByRole("list", { name: "Submissions" });
    await shown(
      submissions
        .getByRole("listitem")
        .filter({ hasText: "chicken burrito" })
        .getByText(/Completed/),
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "log-1280");
    const meals = await (await context.request.get(`${app.server.url}/api/external/meals`)).json();
    expect(meals.items.map((m: { meal_type: string }) => m.meal_type).sort()).toEqual(["breakfast", "lunch"]);

    await page.setViewportSize(viewports.phone);
    await screenshot(page, "log-390");
    expect(problems).toEqual([]);
  });

  it("shows a failed analysis with its reason, and Retry puts the text back", async () => {
    const { page, context, problems } = await openPage(app.browser, { viewport: viewports.phone });
    await signUpIn(context, app.server.url);
    await page.goto(`${app.server.url}/log`);
    const log = logTab(page);
    await (await shown(log.getByRole("textbox", { name: "Describe what you ate" }))).fill("asdf qwerty");
    await log.getByRole("button", { name: "Log Meals" }).click();
    const failed = log
      .getByRole("list", { name: "Submissions" })
      .getByRole("listitem")
      .filter({ hasText: "asdf qwerty" });
    await shown(failed.getByText(/no food/i));
    await failed.getByRole("button", { name: "Retry" }).click();
    await expect
      .poll(() => log.getByRole("textbox", { name: "Describe what you ate" }).inputValue())
      .toBe("asdf qwerty");
    expect(problems).toEqual([]);
  });

  it("fills the box from the microphone", async () => {
    const { page, context, problems } = await openPage(app.browser);
    await context.grantPermissions(["microphone"], { origin: app.server.url });
    await signUpIn(context, app.server.url);
    await page.goto(`${app.server.url}/log`);
    const log = logTab(page);
    await (await shown(log.getByRole("button", { name: "Speak" }))).click();
    await shown(log.getByRole("button", { name: "Recording..." }));
    await page.waitForTimeout(3500);
    await log.getByRole("button", { name: "Recording..." }).click();
    const box = log.getByRole("textbox", { name: "Describe what you ate" });
    await page
      .waitForFunction(
        (selector) => ((document.querySelector(selector) as HTMLTextAreaElement | null)?.value ?? "").length > 0,
        '[data-tab="/log"] textarea',
        { timeout: 60_000 },
      )
      .catch(async (error: unknown) => {
        await screenshot(page, "voice-failure");
        throw new Error(`no transcript: ${await log.innerText()}`, { cause: error });
      });
    const transcript = (await box.inputValue()).toLowerCase();
    expect(transcript).toMatch(/egg|toast|coffee|banana|rice|chicken|milk|oatmeal/);
    expect(problems).toEqual([]);
  });
});

describe("cancelling", () => {
  let webOnly: RunningServer;
  beforeAll(async () => {
    // A web process without workers keeps jobs queued, so there is time to cancel one.
    webOnly = await startServer({}, ["--role=web"], { template: pgliteTemplate() });
  });
  afterAll(() => webOnly?.stop());

  it("cancels a queued job", async () => {
    const { page, context, problems } = await openPage(app.browser);
    await signUpIn(context, webOnly.url);
    await page.goto(`${webOnly.url}/log`);
    const log = logTab(page);
    await (await shown(log.getByRole("textbox", { name: "Describe what you ate" }))).fill("a bowl of oatmeal");
    await log.getByRole("button", { name: "Log Meals" }).click();
    const job = log
      .getByRole("list", { name: "Submissions" })
      .getByRole("listitem")
      .filter({ hasText: "a bowl of oatmeal" });
    await (await shown(job.getByRole("button", { name: "Cancel" }))).click();
    await shown(job.getByText(/Cancelled/));
    const jobs = await (await context.request.get(`${webOnly.url}/api/external/chat/jobs`)).json();
    expect(jobs.items[0].status).toBe("cancelled");
    expect(problems).toEqual([]);
  });
});
