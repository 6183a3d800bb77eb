// `npm run eval:speech`: word error rate and latency of the speech recognisers on generated meal descriptions.
// Needs Debian's flite to speak the sentences; compares with Debian pocketsphinx when it is installed.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { findFfmpeg } from "../../src/server/features/transcribe/index.js";
import { FORMATS, hasFlite, makeClips, sentencesSchema, type Clip, type ClipFormat } from "./speech-clips.js";
import {
  debianPocketsphinxEngine,
  hasDebianPocketsphinx,
  soundSwallowerEngine,
  type SpeechEngine,
} from "./speech-engines.js";
import { wordErrors } from "./word-error-rate.js";

const VOICES = ["slt", "rms", "awb", "kal16"];
const here = new URL(".", import.meta.url).pathname;

if (!hasFlite()) {
  console.error("flite is needed to speak the test sentences: apt-get install -y flite");
  process.exit(1);
}
const ffmpeg = findFfmpeg();
if (!ffmpeg) {
  console.error("ffmpeg from the npm package @ffmpeg-installer/linux-x64 is missing: run npm install");
  process.exit(1);
}

const sentences = sentencesSchema.parse(JSON.parse(readFileSync(resolve(here, "sentences.json"), "utf8")));
const clips = makeClips(sentences, VOICES, ffmpeg, resolve(here, "../../data/speech-eval"));

interface Tally {
  errors: number;
  words: number;
  clips: number;
  ms: number;
}
const empty = (): Tally => ({ errors: 0, words: 0, clips: 0, ms: 0 });
const summary = (t: Tally) => ({
  wer: Number((t.errors / Math.max(1, t.words)).toFixed(3)),
  clips: t.clips,
  meanLatencyMs: Math.round(t.ms / Math.max(1, t.clips)),
});

async function measure(engine: SpeechEngine, formats: readonly ClipFormat[]) {
  const tallies = new Map<string, Tally>();
  const samples: { text: string; heard: string; voice: string; format: string }[] = [];
  await engine.transcribe(clips[0]?.files.wav ?? ""); // warm-up: loading the model is not per-clip latency
  for (const clip of clips) {
    for (const format of formats) {
      const started = performance.now();
      const heard = await engine.transcribe(clip.files[format]).catch(() => "");
      const ms = performance.now() - started;
      const { errors, referenceWords } = wordErrors(clip.text, heard);
      for (const key of [`${clip.kind}/${format}`, `${clip.kind}/all`]) {
        const tally = tallies.get(key) ?? empty();
        tally.errors += errors;
        tally.words += referenceWords;
        tally.clips += 1;
        tally.ms += ms;
        tallies.set(key, tally);
      }
      if (errors > 0 && format === "wav" && samples.length < 12)
        samples.push({ text: clip.text, heard, voice: clip.voice, format });
    }
  }
  await engine.close();
  const result: Record<string, Record<string, ReturnType<typeof summary>>> = { meal: {}, other: {} };
  for (const [key, tally] of [...tallies].sort()) {
    const [kind = "", format = ""] = key.split("/");
    (result[kind] ??= {})[format] = summary(tally);
  }
  return { ...result, errorsHeard: samples };
}

const engines: Array<[() => Promise<SpeechEngine>, readonly ClipFormat[]]> = [
  [async () => soundSwallowerEngine(), FORMATS],
];
if (hasDebianPocketsphinx()) {
  engines.push([() => debianPocketsphinxEngine("meal"), FORMATS]);
  engines.push([() => debianPocketsphinxEngine("general"), ["wav"]]);
}

const report: Record<string, unknown> = {
  clips: {
    meal: clips.filter((c: Clip) => c.kind === "meal").length,
    other: clips.filter((c: Clip) => c.kind === "other").length,
    voices: VOICES,
    formats: FORMATS,
  },
  engines: {},
};
for (const [make, formats] of engines) {
  const engine = await make();
  (report.engines as Record<string, unknown>)[engine.name] = await measure(engine, formats);
}
const json = JSON.stringify(report, null, 2);
writeFileSync(resolve(here, "results.json"), `${json}\n`);
console.log(json);
