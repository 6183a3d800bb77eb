import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startAppAndBrowser } from "./support/app.js";
import { openPage, shown, viewports } from "./support/browser.js";

const app = startAppAndBrowser();

async function signInThroughPage(page: Page, email: string) {
  await page.waitForURL(/\/sign-in\?returnTo=/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a long enough password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function accountEmail() {
  const email = `return-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const response = await fetch(`${app.server.url}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.server.url },
    body: JSON.stringify({ email, password: "a long enough password" }),
  });
  expect(response.status).toBe(201);
  return email;
}

describe.each([
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
])("signing in from a gated page (%s)", (_label, viewport) => {
  it.each(["/profile", "/trends", "/meals", "/meals/some-meal-id"])("comes back to %s", async (path) => {
    const email = await accountEmail();
    const { page, problems } = await openPage(app.browser, { viewport });
    await page.goto(`${app.server.url}${path}`);
    const gate = page.locator("main").getByRole("link", { name: "Sign In" }).last();
    await (await shown(gate)).click();
    await signInThroughPage(page, email);
    await page.waitForURL(`${app.server.url}${path}`);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
});

describe("an unsafe return address", () => {
  it("lands on /log instead of another site", async () => {
    const email = await accountEmail();
    const { page } = await openPage(app.browser);
    await page.goto(`${app.server.url}/sign-in?returnTo=${encodeURIComponent("//evil.example/x")}`);
    await signInThroughPage(page, email);
    await page.waitForURL(`${app.server.url}/log`);
    expect(new URL(page.url()).host).toBe(new URL(app.server.url).host);
  });
});
