// `npm run eval:speech [-- --quick | --clean] [--every-format] [--voices kal,awb] [--threads N]`: word error rate,
// latency and foods read, on held-out meal talk. `--quick`: the tuning sentences, clean, each in one format;
// `--clean`: every sentence, clean (the goal's condition), each in one format; `--every-format`: each clean clip in
// all three formats; `--voices`: only the sentences those voices speak. The full run sends every clean clip in all
// three formats too (the goal is per format, and formats must be compared on the same sentences).
// Needs Debian's flite (speech) and sox (noise): apt-get install -y flite sox.
import { readFileSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { format } from "prettier";
import { findFfmpeg } from "../../src/server/features/transcribe/index.js";
import { sameFoods } from "./same-foods.js";
import {
  FORMATS,
  RATES,
  VOICES,
  clipFile,
  hasTool,
  sentencesSchema,
  tuningSentencesSchema,
  type ClipSpec,
  type Noise,
  type Rate,
} from "./speech-clips.js";
import { soundSwallowerEngine } from "./speech-engines.js";
import { wordErrors, words } from "./word-error-rate.js";

/** The first sentences, the only ones looked at while tuning; `--quick` runs them alone. */
const TUNING_SENTENCES = 40;
const quick = process.argv.includes("--quick");
const cleanOnly = quick || process.argv.includes("--clean") || process.argv.includes("--every-format");
const everyFormat = process.argv.includes("--every-format");
const voiceList = process.argv.includes("--voices")
  ? String(process.argv[process.argv.indexOf("--voices") + 1]).split(",")
  : [...VOICES];
const mode = [quick ? "quick" : cleanOnly ? "clean" : "full", everyFormat ? "every-format" : ""]
  .filter(Boolean)
  .join("-");
const here = new URL(".", import.meta.url).pathname;
const unknownVoices = voiceList.filter((voice) => !(VOICES as readonly string[]).includes(voice));
if (unknownVoices.length) {
  console.error(`unknown voices ${unknownVoices.join(", ")}; the voices are ${VOICES.join(", ")}`);
  process.exit(1);
}

if (!hasTool("flite", ["-lv"]) || !hasTool("sox", ["--version"])) {
  console.error("flite and sox are needed to speak the test sentences and add noise: apt-get install -y flite sox");
  process.exit(1);
}
const ffmpeg = findFfmpeg();
if (!ffmpeg) {
  console.error("ffmpeg from the npm package @ffmpeg-installer/linux-x64 is missing: run npm install");
  process.exit(1);
}
// `--sentences tuning-sentences.json`: another held-out set (all of it for tuning), with its clips in their own folder.
const sentencesFile = process.argv.includes("--sentences")
  ? resolve(String(process.argv[process.argv.indexOf("--sentences") + 1]))
  : resolve(here, "sentences.json");
const set = basename(sentencesFile, ".json");
const mainSet = set === "sentences";
const tools = { ffmpeg, folder: resolve(here, "../../data/speech-eval", mainSet ? "" : set) };
const sentences = (mainSet ? sentencesSchema : tuningSentencesSchema).parse(
  JSON.parse(readFileSync(sentencesFile, "utf8")),
);

/**
 * Each sentence is spoken by one voice at one rate (taking turns, so every voice speaks both rates), then sent
 * clean in all three formats, and with noise at 20 dB and at 10 dB, each in another format (`--quick`, `--clean`:
 * clean only, in one format).
 */
function specs(): ClipSpec[] {
  const rates = Object.keys(RATES) as Rate[];
  const all = [
    ...sentences.meals.map((text, index) => ({ kind: "meal" as const, text, index })),
    ...sentences.other.map((text, index) => ({ kind: "other" as const, text, index })),
  ].filter((s) => !quick || s.kind === "other" || s.index < TUNING_SENTENCES || !mainSet);
  return all.flatMap(({ kind, text, index }, i) => {
    const voice = VOICES[i % VOICES.length] as string;
    const rate = rates[Math.floor(i / VOICES.length) % rates.length] as Rate;
    // A Latin square for the noisy clips: each sentence is heard at 20 dB and at 10 dB, each time in another format.
    // Clean, one format per sentence made the formats' figures compare different sentences: the third of the
    // sentences that fell to WAV were the hard ones (21.5% WER in every format, against 9–10% for the others).
    const format = (shift: number) => FORMATS[(i + shift) % FORMATS.length] as (typeof FORMATS)[number];
    if (!voiceList.includes(voice)) return [];
    const clean: Array<[Noise, (typeof FORMATS)[number]]> =
      everyFormat || !cleanOnly ? FORMATS.map((each) => [null, each]) : [[null, format(0)]];
    const conditions: Array<[Noise, (typeof FORMATS)[number]]> = cleanOnly
      ? clean
      : [...clean, [20, format(1)], [10, format(2)]];
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
// Every clip with what was heard, for error analysis (git-ignored, beside the clips).
const everyClip: object[] = [];
for (const [i, spec] of all.entries()) {
  const { heard, ms, cpuMs } = heardAll[i] as Heard;
  const { errors, referenceWords } = wordErrors(spec.text, heard);
  const same = spec.kind === "meal" && sameFoods(spec.text, heard);
  const first = words(heard)[0] === words(spec.text)[0];
  const noise = spec.noise === null ? "clean" : `snr${spec.noise}`;
  const split = spec.index < TUNING_SENTENCES || !mainSet ? "tuning" : "untouched";
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
          // The formats on the same sentences (the noisy clips are in one format each, so only clean compares them).
          ...(spec.noise === null ? [`cleanFormat/${spec.format}`, `cleanSplit/${split}`] : []),
        ];
  for (const key of keys) count(key, errors, referenceWords, [ms, cpuMs], same, first);
  everyClip.push({ ...spec, split, heard, errors, referenceWords, same });
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
  mode,
  sentences: {
    meals: new Set(all.filter((s) => s.kind === "meal").map((s) => s.index)).size,
    other: sentences.other.length,
  },
  clips: all.length,
  threads,
  voices: voiceList,
  rates: RATES,
  formats: FORMATS,
};
const groups: Record<string, Record<string, ReturnType<typeof summary>>> = {};
for (const [key, tally] of [...tallies].sort()) {
  const [group = "", name = group] = key.split("/");
  (groups[group] ??= {})[name] = summary(tally);
}
Object.assign(report, groups, { errorsHeard: heardSamples });
writeFileSync(resolve(tools.folder, `heard-${mode}.json`), JSON.stringify(everyClip, null, 1));
const json = JSON.stringify(report, null, 2);
const subset = voiceList.length < VOICES.length ? voiceList.join("-") : "";
const resultsName = [mainSet ? "" : set, mode === "full" ? "" : mode, subset].filter(Boolean).join("-");
// Written as the repository's formatter would write it, so that a committed run passes the format check.
writeFileSync(
  resolve(here, resultsName ? `results-${resultsName}.json` : "results.json"),
  await format(json, { parser: "json" }),
);
console.log(json);
