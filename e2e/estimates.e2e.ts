import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/a11y.js";
import { startAppAndBrowser } from "./support/app.js";
import { openPage, screenshot, shown, viewports } from "./support/browser.js";

const app = startAppAndBrowser();

describe("a photo estimate shared with a visitor", () => {
  it("estimates a captioned photo, shares it, and a signed-out visitor reads the public page", async () => {
    const { page, context, problems } = await openPage(app.browser, { viewport: viewports.phone });
    await context.request.post(`${app.server.url}/api/auth/signup`, {
      data: { email: `photo-${Date.now()}@example.com`, password: "a long enough password" },
    });
    await page.goto(`${app.server.url}/log`);
    const log = page.locator('[data-tab="/log"]');
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    await (
      await shown(log.locator('input[type="file"]').first()).catch(() => log.locator('input[type="file"]').first())
    ).setInputFiles({ name: "lunch.jpg", mimeType: "image/jpeg", buffer: photo });
    // No vision model here: the card asks for the words before the upload instead of promising recognition.
    await shown(log.getByText("the estimate is read from your words", { exact: false }));
    await shown(log.getByText(/needed: this server reads your words, not the picture/));
    expect(await log.getByRole("button", { name: /estimate/i }).isDisabled()).toBe(true);
    await (await shown(log.getByLabel(/What's in it/))).fill("a grilled chicken breast with a cup of white rice");
    await log.getByRole("button", { name: /estimate/i }).click();
    await shown(log.getByRole("button", { name: "Share" }));
    await log.getByRole("button", { name: "Share" }).click();
    await shown(log.getByRole("button", { name: "Stop sharing" }));

    const estimates = await (await context.request.get(`${app.server.url}/api/estimates`)).json();
    const id = (estimates.items ?? estimates)[0].id as string;

    const visitor = await openPage(app.browser, { viewport: viewports.phone });
    await visitor.page.goto(`${app.server.url}/calorie-guess/${id}`);
    await shown(visitor.page.getByText("Nutrition Summary")).catch(async (error: unknown) => {
      throw new Error(`public page for ${id}: ${await visitor.page.locator("body").innerText()}`, { cause: error });
    });
    await shown(visitor.page.getByText("Meal Breakdown"));
    expect(await visitor.page.title()).toMatch(/kcal meal estimate - Meals & Calories/);
    expect(await visitor.page.locator('meta[property="og:image"]').getAttribute("content")).toContain(
      `/api/public/calorie-guess/${id}/image`,
    );
    expect(await seriousA11yViolations(visitor.page)).toEqual([]);
    await screenshot(visitor.page, "calorie-guess-390");
    await visitor.page.setViewportSize(viewports.desktop);
    await screenshot(visitor.page, "calorie-guess-1280");

    await log.getByRole("button", { name: "Stop sharing" }).click();
    await shown(log.getByRole("button", { name: "Share" }));
    await visitor.page.reload();
    await shown(visitor.page.getByText("Unable to Load Meal"));
    expect(problems).toEqual([]);
  });
});
