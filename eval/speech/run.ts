// `npm run eval:speech [-- --quick]`: word error rate, latency and foods read, on held-out meal talk.
// Needs Debian's flite (speech) and sox (noise): apt-get install -y flite sox.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { findFfmpeg } from "../../src/server/features/transcribe/index.js";
import { sameFoods } from "./same-foods.js";
import {
  FORMATS,
  RATES,
  VOICES,
  clipFile,
  hasTool,
  sentencesSchema,
  type ClipSpec,
  type Noise,
  type Rate,
} from "./speech-clips.js";
import { soundSwallowerEngine } from "./speech-engines.js";
import { wordErrors, words } from "./word-error-rate.js";

/** The first sentences, the only ones looked at while tuning; `--quick` runs them alone. */
const TUNING_SENTENCES = 40;
const quick = process.argv.includes("--quick");
const here = new URL(".", import.meta.url).pathname;

if (!hasTool("flite", ["-lv"]) || !hasTool("sox", ["--version"])) {
  console.error("flite and sox are needed to speak the test sentences and add noise: apt-get install -y flite sox");
  process.exit(1);
}
const ffmpeg = findFfmpeg();
if (!ffmpeg) {
  console.error("ffmpeg from the npm package @ffmpeg-installer/linux-x64 is missing: run npm install");
  process.exit(1);
}
const tools = { ffmpeg, folder: resolve(here, "../../data/speech-eval") };
const sentences = sentencesSchema.parse(JSON.parse(readFileSync(resolve(here, "sentences.json"), "utf8")));

/**
 * Each sentence is spoken by one voice at one rate (taking turns, so every voice speaks both rates), then sent
 * clean, with noise at 20 dB and at 10 dB, each in another of the three formats (`--quick`: clean only).
 */
function specs(): ClipSpec[] {
  const rates = Object.keys(RATES) as Rate[];
  const all = [
    ...sentences.meals.map((text, index) => ({ kind: "meal" as const, text, index })),
    ...sentences.other.map((text, index) => ({ kind: "other" as const, text, index })),
  ].filter((s) => !quick || s.kind === "other" || s.index < TUNING_SENTENCES);
  return all.flatMap(({ kind, text, index }, i) => {
    const voice = VOICES[i % VOICES.length] as string;
    const rate = rates[Math.floor(i / VOICES.length) % rates.length] as Rate;
    // A Latin square: each sentence is heard once clean, once at 20 dB and once at 10 dB, each time in another format.
    const format = (shift: number) => FORMATS[(i + shift) % FORMATS.length] as (typeof FORMATS)[number];
    const conditions: Array<[Noise, (typeof FORMATS)[number]]> = quick
      ? [[null, format(0)]]
      : [
          [null, format(0)],
          [20, format(1)],
          [10, format(2)],
        ];
    return conditions.map(([noise, format]) => ({ kind, index, text, voice, rate, noise, format }));
  });
}

interface Tally {
  errors: number;
  words: number;
  clips: number;
  ms: number[];
  cpuMs: number;
  sameFoods: number;
  firstWordRight: number;
}
const tallies = new Map<string, Tally>();
function count(
  key: string,
  errors: number,
  referenceWords: number,
  [ms, cpuMs]: [number, number],
  same: boolean,
  first: boolean,
) {
  const t = tallies.get(key) ?? { errors: 0, words: 0, clips: 0, ms: [], cpuMs: 0, sameFoods: 0, firstWordRight: 0 };
  t.cpuMs += cpuMs;
  t.errors += errors;
  t.words += referenceWords;
  t.clips += 1;
  t.ms.push(ms);
  t.sameFoods += same ? 1 : 0;
  t.firstWordRight += first ? 1 : 0;
  tallies.set(key, t);
}
const percentile = (values: number[], p: number) =>
  Math.round([...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))] ?? 0);
const summary = (t: Tally) => ({
  wer: Number((t.errors / Math.max(1, t.words)).toFixed(3)),
  clips: t.clips,
  sameFoods: Number((t.sameFoods / Math.max(1, t.clips)).toFixed(3)),
  firstWordRight: Number((t.firstWordRight / Math.max(1, t.clips)).toFixed(3)),
  meanMs: Math.round(t.ms.reduce((a, b) => a + b, 0) / Math.max(1, t.ms.length)),
  p90Ms: percentile(t.ms, 0.9),
  // Processor time of this process (the decoder thread) per clip: what the latency would be on an idle machine,
  // less the ffmpeg conversion, which runs in its own process.
  meanCpuMs: Math.round(t.cpuMs / Math.max(1, t.clips)),
});

const all = specs();
console.error(`making ${all.length} clips (cached in data/speech-eval)…`);
const files = all.map((spec) => clipFile(spec, tools));
// `--threads N` decodes N clips at once (wall-clock latency then includes waiting for the processor; cpu time does not).
const threads = Number(process.argv[process.argv.indexOf("--threads") + 1]) || 1;
const engine = soundSwallowerEngine(threads);
await engine.transcribe(files[0] as string); // warm-up: loading the model is not per-clip latency
interface Heard {
  heard: string;
  ms: number;
  cpuMs: number;
}
const heardAll: Heard[] = new Array<Heard>(all.length);
let next = 0;
let done = 0;
await Promise.all(
  Array.from({ length: threads }, async () => {
    for (let i = next++; i < all.length; i = next++) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const heard = await engine.transcribe(files[i] as string).catch(() => "");
      const cpu = process.cpuUsage(cpuBefore);
      // With several threads the process's cpu time covers the others' too: share it out.
      heardAll[i] = { heard, ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 / threads };
      if (++done % 50 === 0) console.error(`${done}/${all.length}`);
    }
  }),
);
const heardSamples: Array<{ text: string; heard: string; voice: string; rate: string; noise: Noise; format: string }> =
  [];
for (const [i, spec] of all.entries()) {
  const { heard, ms, cpuMs } = heardAll[i] as Heard;
  const { errors, referenceWords } = wordErrors(spec.text, heard);
  const same = spec.kind === "meal" && sameFoods(spec.text, heard);
  const first = words(heard)[0] === words(spec.text)[0];
  const noise = spec.noise === null ? "clean" : `snr${spec.noise}`;
  const split = spec.index < TUNING_SENTENCES ? "tuning" : "untouched";
  const keys =
    spec.kind === "other"
      ? ["other"]
      : [
          "all",
          `voice/${spec.voice}`,
          `rate/${spec.rate}`,
          `format/${spec.format}`,
          `noise/${noise}`,
          `split/${split}`,
        ];
  for (const key of keys) count(key, errors, referenceWords, [ms, cpuMs], same, first);
  if (errors > 0 && spec.kind === "meal" && heardSamples.length < 25)
    heardSamples.push({
      text: spec.text,
      heard,
      voice: spec.voice,
      rate: spec.rate,
      noise: spec.noise,
      format: spec.format,
    });
}
await engine.close();

const report: Record<string, unknown> = {
  engine: engine.name,
  mode: quick ? "quick" : "full",
  sentences: {
    meals: new Set(all.filter((s) => s.kind === "meal").map((s) => s.index)).size,
    other: sentences.other.length,
  },
  clips: all.length,
  threads,
  voices: VOICES,
  rates: RATES,
  formats: FORMATS,
};
const groups: Record<string, Record<string, ReturnType<typeof summary>>> = {};
for (const [key, tally] of [...tallies].sort()) {
  const [group = "", name = group] = key.split("/");
  (groups[group] ??= {})[name] = summary(tally);
}
Object.assign(report, groups, { errorsHeard: heardSamples });
const json = JSON.stringify(report, null, 2);
writeFileSync(resolve(here, quick ? "results-quick.json" : "results.json"), `${json}\n`);
console.log(json);
