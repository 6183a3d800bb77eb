// npm run bench:log — on a 390 px Chromium page against `npm start`: keystroke → preview painted, and
// 'Log Meals' click → logged entries painted (ms). Prints JSON.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { launchBrowser } from "../e2e/support/browser.js";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 10);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startNpm() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-log-"));
  const child = spawn("npm", ["start", "--silent"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop() {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return { median_ms: at(0.5), p90_ms: at(0.9), max_ms: Math.round(sorted.at(-1)!), samples: sorted.length };
};

/**
 * Resolves with ms from the next keydown/click (capture phase) until `selector` shows text other than `before`
 * (and no preview is busy), at the next frame.
 */
async function armTimer(page: Page, event: "keydown" | "click", selector: string, before: string | null) {
  // Installed and confirmed before the key or click, then awaited after it.
  await page.evaluate(
    ([eventName, sel, previous]) => {
      (window as unknown as { benchTimer: Promise<number> }).benchTimer = new Promise<number>((resolve) => {
        let start = 0;
        addEventListener(eventName, () => (start = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          // Inline, not a named helper: the bundler would wrap a named function in __name, unknown in the page.
          const element = document.querySelector<HTMLElement>(sel);
          const busy = document.querySelector('[aria-labelledby="meal-preview-title"][aria-busy="true"]');
          if (start && element && element.innerText !== previous && !busy) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - start));
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
    },
    [event, selector, before] as const,
  );
  return () => page.evaluate(() => (window as unknown as { benchTimer: Promise<number> }).benchTimer);
}

const server = await startNpm();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.request.post(`${server.url}/api/auth/signup`, {
    data: { email: `bench-${Date.now()}@example.com`, password: "a long enough password" },
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/log`);
  const box = page.locator('[data-tab="/log"] textarea');
  await box.waitFor();
  // The first preview loads the food database once; it is measured apart.
  await box.fill("2 boiled eggs and a slice of toast");
  const total = '[data-tab="/log"] [data-testid="preview-total"]';
  await page.locator(total).waitFor({ timeout: 60_000 });

  const preview: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const before = await page.locator(total).innerText();
    await box.focus();
    await page.keyboard.press("Control+Home");
    await page.keyboard.press("Shift+ArrowRight");
    const timer = await armTimer(page, "keydown", total, before);
    await page.keyboard.type(String((i % 8) + 1 === Number((await box.inputValue())[0]) ? 9 : (i % 8) + 1));
    preview.push(await timer());
  }

  const confirmation: number[] = [];
  for (let i = 0; i < Math.min(SAMPLES, 8); i++) {
    await box.fill(`${i + 1} boiled eggs and a banana`);
    await page.locator(total).waitFor();
    const timer = await armTimer(page, "click", '[data-tab="/log"] ul[aria-label="Logged meals"]', null);
    await page.locator('[data-tab="/log"]').getByRole("button", { name: "Log Meals" }).click();
    confirmation.push(await timer());
    await page.locator('[data-tab="/log"]').getByRole("button", { name: "Close" }).first().click();
  }
  console.log(
    JSON.stringify(
      { preview_keystroke_to_paint: stats(preview), log_click_to_entries_painted: stats(confirmation) },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  server.stop();
}
