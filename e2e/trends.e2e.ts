import { describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/a11y.js";
import { startAppAndBrowser } from "./support/app.js";
import { openPage, screenshot, shown, viewports } from "./support/browser.js";

const app = startAppAndBrowser({ env: { CHAT_RATE_LIMIT_PER_MINUTE: "1000" } });

const MEALS = [
  "2 scrambled eggs and a slice of whole wheat toast for breakfast",
  "a turkey sandwich and an apple for lunch",
  "grilled salmon with a cup of rice and broccoli for dinner",
];

describe("Trends", () => {
  it("summarises a seeded month of meals in charts, goal tracking and insights", async () => {
    const { page, context, problems } = await openPage(app.browser);
    await context.request.post(`${app.server.url}/api/auth/signup`, {
      data: { email: `trends-${Date.now()}@example.com`, password: "a long enough password" },
    });
    // A month of meals, a few days skipped, through the real submission path.
    for (let daysAgo = 1; daysAgo <= 30; daysAgo++) {
      if (daysAgo % 6 === 0) continue;
      for (const meal of MEALS) {
        const response = await context.request.post(`${app.server.url}/api/external/chat/queue`, {
          data: {
            session_id: "seed",
            message: `${meal} ${daysAgo === 1 ? "yesterday" : `${daysAgo} days ago`}`,
            time_zone: "UTC",
          },
        });
        expect(response.status()).toBe(201);
      }
    }
    await expect
      .poll(
        async () => {
          const jobs = (await (await context.request.get(`${app.server.url}/api/external/chat/jobs`)).json())
            .items as Array<{ status: string }>;
          return jobs.filter((job) => job.status === "queued" || job.status === "processing").length;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(0);

    await page.goto(`${app.server.url}/trends`);
    const trends = page.locator('[data-tab="/trends"]');
    await shown(trends.getByRole("heading", { name: "Your Progress Dashboard" }));
    await shown(trends.getByText("Last 7 days").first());
    await shown(trends.locator("canvas").first());
    expect(await trends.getByText(/days logged|logged/i).count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "trends-1280");
    await page.setViewportSize(viewports.phone);
    await screenshot(page, "trends-390");
    expect(problems).toEqual([]);
  });

  it("invites a new user to log first", async () => {
    const { page, context, problems } = await openPage(app.browser, { viewport: viewports.phone });
    await context.request.post(`${app.server.url}/api/auth/signup`, {
      data: { email: `trends-new-${Date.now()}@example.com`, password: "a long enough password" },
    });
    await page.goto(`${app.server.url}/trends`);
    const trends = page.locator('[data-tab="/trends"]');
    await shown(trends.getByRole("link", { name: /log a meal/i }));
    expect(problems).toEqual([]);
  });
});
