import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from "playwright-core";

export const artifactsDir = fileURLToPath(new URL("../artifacts", import.meta.url));

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      ...extraArgs,
    ],
  });
}

/** A page that fails the journey on any uncaught page error or unexpected console error. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: viewports.desktop, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    // A visitor's auth check answers 401 by design; the browser logs that as a failed resource.
    if (message.type() === "error" && !/status of 401/.test(message.text()))
      problems.push(`console: ${message.text()}${message.location().url ? ` (${message.location().url})` : ""}`);
  });
  return { context, page, problems };
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

const docsScreenshots = fileURLToPath(new URL("../../docs/screenshots", import.meta.url));

/** Keeps a screenshot already taken into the artifacts where the docs show it too. */
export function publishScreenshot(name: string) {
  mkdirSync(docsScreenshots, { recursive: true });
  copyFileSync(path.join(artifactsDir, `${name}.png`), path.join(docsScreenshots, `${name}.png`));
}

/** Waits for the element to be shown, as a user would look for it; fails the journey after 20 s. */
export async function shown(locator: Locator) {
  await locator.waitFor({ state: "visible", timeout: 20_000 });
  return locator;
}
