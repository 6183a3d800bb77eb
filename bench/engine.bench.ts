import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { parse } from "csv-parse/sync";
import { loadFoodDatabase } from "../src/nutrition/db/load-food-database.js";
import { analyzeMeal, createEngine } from "../src/nutrition/index.js";
import { percentile } from "../eval/metrics.js";

/**
 * npm run bench:engine [-- --data FILE.csv] [--slowest N]
 * Prints JSON: database load time and memory, per-meal latency p50/p99 and meals/second on one core
 * for both description columns of the dev split (or a built-in meal list when the split is not there).
 * The *_cpu_ms figures are the process's CPU time (process.cpuUsage, garbage-collector threads included): on a
 * shared machine they move less than the wall-clock ones; each meal's CPU time includes the collector's and the
 * compiler's threads, which one core would also have to run. --slowest N lists each column's N slowest meals.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dataArg = process.argv.indexOf("--data");
const dataPath =
  dataArg > 0
    ? resolve(process.argv[dataArg + 1] ?? "")
    : resolve(repoRoot, "..", "shared", "data", "nutribench", "dev.csv");

const BUILT_IN = [
  "2 eggs and toast with butter",
  "a medium banana",
  "a large latte and a blueberry muffin",
  "200 g cooked white rice with 150 g grilled chicken breast",
  "a slice of pepperoni pizza and a can of coke",
  "bowl of oatmeal with a tablespoon of honey",
  "cheeseburger, large fries and a diet coke",
  "greek yogurt with granola and strawberries",
];

const slowestArg = process.argv.indexOf("--slowest");
const slowestCount = slowestArg > 0 ? Number(process.argv[slowestArg + 1] ?? 10) : 0;

const mb = (n: number): number => Math.round((n / 1024 / 1024) * 10) / 10;
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const r3 = (n: number): number => Math.round(n * 1000) / 1000;

function main(): void {
  const rssBefore = process.memoryUsage().rss;
  const c0 = cpuMs();
  const t0 = performance.now();
  const db = loadFoodDatabase();
  const t1 = performance.now();
  const c1 = cpuMs();
  const engine = createEngine(db);
  const t2 = performance.now();
  const c2 = cpuMs();
  global.gc?.();
  const mem = process.memoryUsage();

  let columns: Record<string, string[]> = { built_in: BUILT_IN };
  if (existsSync(dataPath)) {
    const rows: Record<string, string>[] = parse(readFileSync(dataPath, "utf8"), {
      columns: true,
      skip_empty_lines: true,
    });
    columns = {
      description: rows.map((r) => r.description ?? ""),
      description_metric: rows.map((r) => r.description_metric ?? ""),
    };
  }
  const now = new Date("2025-01-15T12:00:00Z");
  const runs: Record<string, unknown> = {};
  for (const [name, texts] of Object.entries(columns)) {
    for (const t of texts.slice(0, 50)) analyzeMeal(t, { now, timeZone: "UTC" }, engine); // warm-up
    const lat: number[] = [];
    const cpu: number[] = [];
    const start = performance.now();
    const startCpu = cpuMs();
    for (const t of texts) {
      const c = cpuMs();
      const a = performance.now();
      analyzeMeal(t, { now, timeZone: "UTC" }, engine);
      lat.push(performance.now() - a);
      cpu.push(cpuMs() - c);
    }
    const totalCpu = cpuMs() - startCpu;
    const total = performance.now() - start;
    const slowest = texts
      .map((text, i) => ({ ms: r3(lat[i] as number), text }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, slowestCount);
    lat.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    runs[name] = {
      meals: texts.length,
      latency_ms_p50: r3(percentile(lat, 50)),
      latency_ms_p99: r3(percentile(lat, 99)),
      meals_per_sec: Math.round((texts.length / total) * 1000),
      cpu_ms_per_meal: r3(totalCpu / texts.length),
      cpu_ms_p50: r3(percentile(cpu, 50)),
      cpu_ms_p99: r3(percentile(cpu, 99)),
      ...(slowestCount > 0 ? { slowest } : {}),
    };
  }
  const after = process.memoryUsage();
  console.log(
    JSON.stringify(
      {
        foods: db.foods.length,
        db_load_ms: r3(t1 - t0),
        index_build_ms: r3(t2 - t1),
        db_load_cpu_ms: r3(c1 - c0),
        index_build_cpu_ms: r3(c2 - c1),
        rss_before_load_mb: mb(rssBefore),
        rss_loaded_mb: mb(mem.rss),
        heap_used_loaded_mb: mb(mem.heapUsed),
        rss_after_runs_mb: mb(after.rss),
        data: existsSync(dataPath) ? dataPath : "built-in meals",
        runs,
      },
      null,
      2,
    ),
  );
}

main();
