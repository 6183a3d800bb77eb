import { describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/a11y.js";
import { startAppAndBrowser } from "./support/app.js";
import { openPage, screenshot, shown, viewports } from "./support/browser.js";

const app = startAppAndBrowser();

describe("a visitor becomes a user", () => {
  it("lands, starts tracking, signs up, sees the signed-in shell, opens the profile and signs out", async () => {
    const { page, problems, context } = await openPage(app.browser, { timezoneId: "Pacific/Kiritimati" });
    await page.goto(app.server.url);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/Track Your Meals\s+In 10 Seconds/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "landing-1280");

    await page.getByRole("link", { name: "Start Tracking Free" }).first().click();
    await page.waitForURL(`${app.server.url}/log`);
    await shown(page.getByText("Sign in to start logging and save your meals"));

    await page.getByRole("link", { name: "Sign In" }).first().click();
    await page.waitForURL(/\/sign-in/);
    await page.getByRole("tab", { name: "Create account" }).click();
    const email = `e2e-${Date.now()}@example.com`;
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a long enough password");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "sign-in-1280");
    await page.getByRole("button", { name: "Create account" }).click();

    await page.waitForURL(`${app.server.url}/log`);
    const nav = page.getByRole("navigation").first();
    for (const tab of ["Log", "Meals", "Trends"]) await shown(nav.getByRole("link", { name: tab }));
    await screenshot(page, "shell-log-1280");

    await page.setViewportSize(viewports.phone);
    const tabBar = page.getByRole("navigation", { name: /tab/i });
    await shown(tabBar);
    const active = tabBar.locator('[aria-current="page"]');
    expect(await active.innerText()).toContain("Log");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "shell-log-390");

    await tabBar.getByRole("link", { name: "Profile" }).click();
    await page.waitForURL(`${app.server.url}/profile`);
    expect(await tabBar.locator('[aria-current="page"]').innerText()).toContain("Profile");
    const profile = page.locator('[data-tab="/profile"]');
    await shown(profile.locator("dl").getByText(email));
    await shown(profile.getByText("Account Status"));
    await shown(profile.getByText("Active", { exact: true }));
    // The day the account was made, in the browser's zone (not the test machine's clock or zone).
    const { createdAt } = await (await context.request.get(`${app.server.url}/api/auth/user`)).json();
    const signUpDay = new Date(createdAt).toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "Pacific/Kiritimati",
    });
    await shown(profile.getByText(signUpDay));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "profile-390");

    await profile
      .getByRole("button", { name: "Sign Out" })
      .or(profile.getByRole("link", { name: "Sign Out" }))
      .click();
    await page.waitForURL(`${app.server.url}/`);
    await shown(page.getByRole("link", { name: "Sign In" }).first());
    const me = await context.request.get(`${app.server.url}/api/auth/user`);
    expect(me.status()).toBe(401);
    expect(problems).toEqual([]);
  });

  it("shows the legal pages, the trends prompt and the 404 page to visitors", async () => {
    const { page, problems } = await openPage(app.browser, { viewport: viewports.phone });
    await page.goto(`${app.server.url}/privacy`);
    await shown(page.getByText("January 31, 2025").first());
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Back to Home" }).first().click();
    await page.waitForURL(`${app.server.url}/`);

    await page.goto(`${app.server.url}/terms`);
    await shown(page.getByRole("heading", { name: /Nutritional Information Disclaimer/ }));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`${app.server.url}/trends`);
    await shown(page.getByText("Sign In to View Trends").first());
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`${app.server.url}/definitely/not/here`);
    await shown(page.getByText("404 Page Not Found"));
    await shown(page.getByText("Did you forget to add the page to the router?"));
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe("pre-rendered visitor pages", () => {
  it("paint from the HTML alone, then come alive without asking the server who is signed in", async () => {
    const noScript = await app.browser.newContext({ viewport: viewports.phone, javaScriptEnabled: false });
    const html = await noScript.newPage();
    await html.goto(`${app.server.url}/log`);
    await shown(html.getByRole("heading", { name: "Log Your Meals" }));
    await shown(html.getByText("Sign in to start logging and save your meals"));
    await noScript.close();

    // A first visit: once installed, the service worker answers navigations with the shell instead.
    const { page, problems } = await openPage(app.browser, { viewport: viewports.phone, serviceWorkers: "block" });
    const sessionChecks: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/user")) sessionChecks.push(request.url());
    });
    // The screen's code arrives late, so the words are typed into the HTML before React takes over.
    const screenCode = /\/assets\/log-[\w-]+\.js$/;
    await page.route(screenCode, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(`${app.server.url}/log`, { waitUntil: "commit" });
    await page.getByRole("textbox").fill("two eggs and toast");
    await page.getByRole("button", { name: "Log Meals" }).click();
    await shown(page.getByText("Sign in to log this meal"));
    expect(await page.title()).toBe("Dashboard - Meals & Calories");

    await page.unroute(screenCode);
    await page.reload();
    await expect.poll(() => page.getByRole("textbox").inputValue()).toBe("two eggs and toast");
    expect(sessionChecks).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("are never sent to a signed-in user, who gets the shell that checks the session first", async () => {
    const { page, context, problems } = await openPage(app.browser, { viewport: viewports.phone });
    await context.request.post(`${app.server.url}/api/auth/signup`, {
      data: { email: `shell-${Date.now()}@example.com`, password: "a long enough password" },
    });
    const home = await context.request.get(app.server.url);
    expect(await home.text()).not.toContain("Track Your Meals");
    await page.goto(app.server.url);
    await page.waitForURL(`${app.server.url}/log`);
    await shown(page.getByRole("heading", { name: "Log Your Meals" }));
    expect(problems).toEqual([]);
  });
});

describe("the user's data rights", () => {
  it("exports everything and deletes the account after a typed confirmation", async () => {
    const { page, context, problems } = await openPage(app.browser, { viewport: viewports.phone });
    const email = `rights-${Date.now()}@example.com`;
    await context.request.post(`${app.server.url}/api/auth/signup`, {
      data: { email, password: "a long enough password" },
    });
    await context.request.post(`${app.server.url}/api/external/chat/queue`, {
      data: { message: "a banana", time_zone: "UTC" },
    });
    await page.goto(`${app.server.url}/profile`);
    const profile = page.locator('[data-tab="/profile"]');
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      (await shown(profile.getByRole("link", { name: "Export as JSON" }))).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^meals-and-calories-export-\d{4}-\d{2}-\d{2}\.json$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await profile.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("alertdialog");
    const confirm = dialog.getByRole("button", { name: "Delete account" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    await confirm.click();
    await page.waitForURL(`${app.server.url}/`);
    expect((await context.request.get(`${app.server.url}/api/auth/user`)).status()).toBe(401);
    const again = await context.request.post(`${app.server.url}/api/auth/signin`, {
      data: { email, password: "a long enough password" },
    });
    expect(again.status()).toBe(401);
    expect(problems).toEqual([]);
  });
});
