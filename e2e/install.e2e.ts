import { describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/a11y.js";
import { startAppAndBrowser } from "./support/app.js";
import { openPage, screenshot, shown, viewports } from "./support/browser.js";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

const app = startAppAndBrowser();

describe("installing the app", () => {
  it("shows a generated QR code of this site's install address on a desktop", async () => {
    const { page, problems } = await openPage(app.browser);
    await page.goto(`${app.server.url}/install-app`);
    await (await shown(page.getByRole("button", { name: "Show QR Code" }))).click();
    expect(await page.title()).toBe("Install App - Meals & Calories");
    const dialog = page.getByRole("dialog", { name: "Scan QR Code" });
    await shown(dialog);
    expect(await dialog.getByRole("img").first().getAttribute("src")).toMatch(/^data:image\//);
    await shown(dialog.getByText(`${app.server.url}/install-app`, { exact: true }));
    // The test server listens on loopback: the dialog says a phone cannot open it and how to fix that.
    await shown(dialog.getByRole("note").getByText(/a phone cannot open it/));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "install-app-1280");
    expect(problems).toEqual([]);
  });

  it("shows the iPhone steps, and no QR code, on an iPhone", async () => {
    const { page, problems } = await openPage(app.browser, {
      viewport: viewports.phone,
      userAgent: IPHONE,
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`${app.server.url}/install-app`);
    await shown(page.getByText(/Add to Home Screen/).first());
    await shown(page.getByText(/works only in Safari/));
    expect(await page.getByRole("button", { name: "Show QR Code" }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "install-app-390");
    expect(problems).toEqual([]);
  });

  it("opens the app shell offline after a first visit, and says it is offline", async () => {
    const { page, context } = await openPage(app.browser, { viewport: viewports.phone });
    await page.goto(`${app.server.url}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first load happened before the worker controlled the page; one reload puts the page under it.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.goto(`${app.server.url}/log`);
    await shown(page.getByText("You're offline."));
    await shown(page.getByRole("textbox", { name: "Describe what you ate" }).first());
    await screenshot(page, "offline-390");
    await context.setOffline(false);
  });
});
