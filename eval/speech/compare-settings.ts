// `npm run eval:speech:compare -- --try topn=2 --try maxhmmpf=3000,topn=2`: decoder settings compared on the
// 162 clean tuning clips (the 40 tuning sentences, tuning-sentences.json and tuning-sentences-3.json), never the untouched ones. Every clip
// goes to each setting in turn, one decoder thread each, so load changes hit all settings alike; processor time is
// measured per clip around the one busy thread. Reads the clip lists written by
// `npm run eval:speech -- --quick` and `npm run eval:speech -- --clean --sentences eval/speech/tuning-sentences.json`
// (and `tuning-sentences-3.json`).
// `--noise 20,10`: each clip is also sent with pink noise at those signal-to-noise ratios (same format), and WER is
// given per noise level. `--only quick`, `--only tuning-sentences,tuning-sentences-3`: those sets alone (a shorter run).
// `--formats wav,webm`: each clip is sent in each of those formats instead of its own, and clean WER is given per
// format, so the formats are compared on the same sentences.
import { readFileSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { z } from "zod";
import {
  createOfflineRecogniser,
  decodeAudio,
  findFfmpeg,
  type DecoderOverrides,
} from "../../src/server/features/transcribe/index.js";
import { FORMATS, RATES, VOICES, clipFile } from "./speech-clips.js";
import { wordErrors, words } from "./word-error-rate.js";

const here = new URL(".", import.meta.url).pathname;
const clipListSchema = z.array(
  z.object({
    kind: z.enum(["meal", "other"]),
    index: z.number(),
    text: z.string(),
    voice: z.enum(VOICES),
    rate: z.enum(Object.keys(RATES) as ["normal", "fast"]),
    noise: z.null(),
    format: z.enum(FORMATS),
  }),
);

/** `key=value,key=value` → decoder options; numbers stay numbers, so `1e-35` is read as SoundSwallower expects. */
function parseSetting(text: string): DecoderOverrides {
  return Object.fromEntries(
    text
      .split(",")
      .filter(Boolean)
      .map((pair) => {
        const [key = "", value = ""] = pair.split("=");
        const number = Number(value);
        if (value === "true" || value === "false") return [key, value === "true"];
        return [key, Number.isNaN(number) ? value : number];
      }),
  );
}

const settings = ["", ...process.argv.flatMap((arg, i) => (process.argv[i - 1] === "--try" ? [arg] : []))];
const argument = (name: string) => process.argv[process.argv.indexOf(name) + 1];
const noiseLevels = process.argv.includes("--noise")
  ? z.array(z.union([z.literal(20), z.literal(10)])).parse(String(argument("--noise")).split(",").map(Number))
  : [];
const conditions = [null, ...noiseLevels];
const formats = process.argv.includes("--formats")
  ? z.array(z.enum(FORMATS)).parse(String(argument("--formats")).split(","))
  : undefined;
const conditionName = (noise: (typeof conditions)[number]) => (noise === null ? "clean" : `snr${noise}`);
const ffmpeg = findFfmpeg();
if (!ffmpeg) throw new Error("ffmpeg from @ffmpeg-installer/linux-x64 is missing: run npm install");
const sets = [
  { name: "quick", list: "heard-quick.json", folder: resolve(here, "../../data/speech-eval") },
  {
    name: "tuning-sentences",
    list: "heard-clean.json",
    folder: resolve(here, "../../data/speech-eval/tuning-sentences"),
  },
  {
    name: "tuning-sentences-3",
    list: "heard-clean.json",
    folder: resolve(here, "../../data/speech-eval/tuning-sentences-3"),
  },
].filter((set) => !process.argv.includes("--only") || String(argument("--only")).split(",").includes(set.name));
const clips = await Promise.all(
  sets.flatMap(({ name, list, folder }) =>
    clipListSchema
      .parse(JSON.parse(readFileSync(resolve(folder, list), "utf8")))
      .filter((spec) => spec.kind === "meal")
      .flatMap((spec) => conditions.map((noise) => ({ ...spec, noise })))
      .flatMap((spec) => (formats ?? [spec.format]).map((format) => ({ ...spec, format })))
      .map(async (spec) => ({
        text: spec.text,
        set: name,
        format: spec.format,
        condition: conditionName(spec.noise),
        samples: (await decodeAudio(await readFile(clipFile(spec, { ffmpeg, folder })))).samples,
      })),
  ),
);
console.error(`${clips.length} clips, settings: ${settings.map((s) => s || "current").join(" | ")}`);

const recognisers = settings.map((setting) => createOfflineRecogniser(1, parseSetting(setting)));
// Loading each decoder is not per-clip time.
for (const recogniser of recognisers) await recogniser.transcribe(new Float32Array(16000));

const newTally = () => ({ errors: 0, words: 0, clips: 0, firstWordRight: 0, cpuMs: 0 });
type Tally = ReturnType<typeof newTally>;
const tallies = settings.map(() => new Map<string, Tally>());
// Clean WER per set too, so a change can be read on each set apart.
const setTallies = settings.map(() => new Map<string, Tally>());
const formatTallies = settings.map(() => new Map<string, Tally>());
const percent = (tally: Tally | undefined) =>
  tally ? `${((100 * tally.errors) / Math.max(1, tally.words)).toFixed(1)}%` : "–";
const tableAfter = () =>
  settings.map((setting, i) => {
    const byCondition = tallies[i] as Map<string, Tally>;
    const all = [...byCondition.values()].reduce(
      (sum, t) => ({
        errors: sum.errors + t.errors,
        words: sum.words + t.words,
        clips: sum.clips + t.clips,
        firstWordRight: sum.firstWordRight + t.firstWordRight,
        cpuMs: sum.cpuMs + t.cpuMs,
      }),
      newTally(),
    );
    const perCondition = Object.fromEntries(
      conditions.length > 1
        ? conditions.map((noise) => [conditionName(noise), percent(byCondition.get(conditionName(noise)))])
        : [],
    );
    const perSet = Object.fromEntries(
      sets.length > 1 ? sets.map(({ name }) => [`clean ${name}`, percent(setTallies[i]?.get(name))]) : [],
    );
    const perFormat = Object.fromEntries(
      (formats ?? []).map((format) => [`clean ${format}`, percent(formatTallies[i]?.get(format))]),
    );
    return {
      setting: setting || "current",
      wer: percent(all),
      ...perCondition,
      ...perSet,
      ...perFormat,
      firstWordRight: `${all.firstWordRight}/${all.clips}`,
      cpuMsPerClip: Math.round(all.cpuMs / Math.max(1, all.clips)),
    };
  });
const heard: Array<{ text: string; condition: string; format: string; heard: string[] }> = [];
for (const [n, clip] of clips.entries()) {
  const row: string[] = [];
  for (const [i, recogniser] of recognisers.entries()) {
    const before = process.cpuUsage();
    const text = await recogniser.transcribe(clip.samples.slice());
    const cpu = process.cpuUsage(before);
    const byCondition = tallies[i] as Map<string, Tally>;
    const tally = byCondition.get(clip.condition) ?? newTally();
    byCondition.set(clip.condition, tally);
    const { errors, referenceWords } = wordErrors(clip.text, text);
    tally.clips += 1;
    tally.errors += errors;
    tally.words += referenceWords;
    tally.firstWordRight += words(text)[0] === words(clip.text)[0] ? 1 : 0;
    tally.cpuMs += (cpu.user + cpu.system) / 1000;
    if (clip.condition === "clean") {
      for (const [byKey, key] of [
        [setTallies[i], clip.set],
        [formatTallies[i], clip.format],
      ] as const) {
        const keyTally = byKey?.get(key) ?? newTally();
        byKey?.set(key, keyTally);
        keyTally.clips += 1;
        keyTally.errors += errors;
        keyTally.words += referenceWords;
      }
    }
    row.push(text);
  }
  heard.push({ text: clip.text, condition: clip.condition, format: clip.format, heard: row });
  if ((n + 1) % 20 === 0) console.error(`${n + 1}/${clips.length}`, tableAfter());
}
await Promise.all(recognisers.map((recogniser) => recogniser.close()));

const table = tableAfter();
console.table(table);
// Every transcript beside its sentence, for reading what a setting changed (git-ignored, beside the clips).
writeFileSync(resolve(here, "../../data/speech-eval/compare-settings.json"), JSON.stringify({ table, heard }, null, 1));
