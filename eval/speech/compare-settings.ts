// `npm run eval:speech:compare -- --try topn=2 --try maxhmmpf=3000,topn=2`: decoder settings compared on the
// 100 clean tuning clips (the 40 tuning sentences and tuning-sentences.json), never the untouched ones. Every clip
// goes to each setting in turn, one decoder thread each, so load changes hit all settings alike; processor time is
// measured per clip around the one busy thread. Reads the clip lists written by
// `npm run eval:speech -- --quick` and `npm run eval:speech -- --clean --sentences eval/speech/tuning-sentences.json`.
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
const ffmpeg = findFfmpeg();
if (!ffmpeg) throw new Error("ffmpeg from @ffmpeg-installer/linux-x64 is missing: run npm install");
const sets = [
  { list: "heard-quick.json", folder: resolve(here, "../../data/speech-eval") },
  { list: "heard-clean.json", folder: resolve(here, "../../data/speech-eval/tuning-sentences") },
];
const clips = await Promise.all(
  sets.flatMap(({ list, folder }) =>
    clipListSchema
      .parse(JSON.parse(readFileSync(resolve(folder, list), "utf8")))
      .filter((spec) => spec.kind === "meal")
      .map(async (spec) => ({
        text: spec.text,
        samples: (await decodeAudio(await readFile(clipFile(spec, { ffmpeg, folder })))).samples,
      })),
  ),
);
console.error(`${clips.length} clips, settings: ${settings.map((s) => s || "current").join(" | ")}`);

const recognisers = settings.map((setting) => createOfflineRecogniser(1, parseSetting(setting)));
// Loading each decoder is not per-clip time.
for (const recogniser of recognisers) await recogniser.transcribe(new Float32Array(16000));

const tallies = settings.map(() => ({ errors: 0, words: 0, firstWordRight: 0, cpuMs: 0 }));
const tableAfter = (clipCount: number) =>
  settings.map((setting, i) => {
    const tally = tallies[i] as (typeof tallies)[number];
    return {
      setting: setting || "current",
      wer: `${((100 * tally.errors) / tally.words).toFixed(1)}%`,
      firstWordRight: `${tally.firstWordRight}/${clipCount}`,
      cpuMsPerClip: Math.round(tally.cpuMs / clipCount),
    };
  });
const heard: Array<{ text: string; heard: string[] }> = [];
for (const [n, clip] of clips.entries()) {
  const row: string[] = [];
  for (const [i, recogniser] of recognisers.entries()) {
    const before = process.cpuUsage();
    const text = await recogniser.transcribe(clip.samples.slice());
    const cpu = process.cpuUsage(before);
    const tally = tallies[i] as (typeof tallies)[number];
    const { errors, referenceWords } = wordErrors(clip.text, text);
    tally.errors += errors;
    tally.words += referenceWords;
    tally.firstWordRight += words(text)[0] === words(clip.text)[0] ? 1 : 0;
    tally.cpuMs += (cpu.user + cpu.system) / 1000;
    row.push(text);
  }
  heard.push({ text: clip.text, heard: row });
  if ((n + 1) % 20 === 0) console.error(`${n + 1}/${clips.length}`, tableAfter(n + 1));
}
await Promise.all(recognisers.map((recogniser) => recogniser.close()));

const table = tableAfter(clips.length);
console.table(table);
// Every transcript beside its sentence, for reading what a setting changed (git-ignored, beside the clips).
writeFileSync(resolve(here, "../../data/speech-eval/compare-settings.json"), JSON.stringify({ table, heard }, null, 1));
