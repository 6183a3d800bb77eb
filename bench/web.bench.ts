// npm run bench:web — gzip JavaScript/CSS the landing page and /log load, and Lighthouse mobile scores for both.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { launchBrowser } from "../e2e/support/browser.js";
import { startServer } from "../test/helpers/server-process.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGES = ["/", "/log"];
// Set to a folder to keep each page's full Lighthouse report (JSON) for reading its audits.
const REPORT_DIR = process.env.BENCH_WEB_REPORT_DIR;
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "speed-index",
  "cumulative-layout-shift",
];

async function bytesLoaded(url: string) {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const totals = { js_gzip_bytes: 0, css_gzip_bytes: 0, js_files: 0, css_files: 0 };
    const pending: Promise<void>[] = [];
    page.on("response", (response) => {
      const type = response.headers()["content-type"] ?? "";
      const kind = type.includes("javascript") ? "js" : type.includes("text/css") ? "css" : undefined;
      if (!kind) return;
      pending.push(
        response.body().then((body) => {
          totals[`${kind}_gzip_bytes`] += gzipSync(body, { level: 9 }).length;
          totals[`${kind}_files`] += 1;
        }),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await Promise.all(pending);
    return totals;
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(url: string, reportName: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
    });
    const categories = result?.lhr.categories ?? {};
    const audits = result?.lhr.audits ?? {};
    if (REPORT_DIR && result) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(path.join(REPORT_DIR, `${reportName}.json`), JSON.stringify(result.lhr, null, 2));
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    // Which metric costs the points: simulated mobile milliseconds (CLS unitless).
    const metrics = Object.fromEntries(
      METRICS.map((id) => [id, Math.round((audits[id]?.numericValue ?? 0) * 1000) / 1000]),
    );
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      best_practices: score("best-practices"),
      metrics,
    };
  } finally {
    await chrome.kill();
  }
}

const server = await startServer({ LOG_LEVEL: "error" });
try {
  const results = [];
  for (const path of PAGES) {
    const url = `${server.url}${path}`;
    results.push({
      page: path,
      ...(await bytesLoaded(url)),
      lighthouse_mobile: await lighthouseScores(url, path === "/" ? "landing" : path.slice(1)),
    });
  }
  console.log(JSON.stringify({ results }, null, 2));
} finally {
  await server.stop();
}
