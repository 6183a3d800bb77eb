import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/** The held-out sentences: written for this test, never part of the language model's corpus. */
export const sentencesSchema = z.object({
  meals: z.array(z.string().min(1)).min(100),
  other: z.array(z.string().min(1)),
});
/** Further held-out sentences, used only to tune decoder settings (eval/speech/tuning-sentences.json). */
export const tuningSentencesSchema = sentencesSchema.extend({ meals: z.array(z.string().min(1)).min(1) });

/** What browsers upload: WAV (16 kHz), webm/opus (Chromium, Firefox) and mp4/aac (Safari). */
export const FORMATS = ["wav", "webm", "mp4"] as const;
export type ClipFormat = (typeof FORMATS)[number];

export const VOICES = ["kal", "kal16", "awb", "rms", "slt"] as const;
/** flite's duration_stretch: 1 is its own pace, 0.8 a fast talker. */
export const RATES = { normal: 1, fast: 0.8 } as const;
export type Rate = keyof typeof RATES;
/** Signal-to-noise ratio of the pink noise mixed in; null is the clean recording. */
export type Noise = null | 20 | 10;

export interface ClipSpec {
  kind: "meal" | "other";
  index: number;
  text: string;
  voice: string;
  rate: Rate;
  noise: Noise;
  format: ClipFormat;
}

export interface EvalTools {
  ffmpeg: string;
  folder: string;
}

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: ["ignore", "pipe", "pipe"] });

/**
 * The spoken sentence as a 16 kHz mono WAV whose first word starts within 50 ms of the file's start:
 * flite's leading pause is cut (sox silence) and 50 ms of silence put back, so a recogniser that drops the
 * first moments of a recording loses the first word here.
 */
function speak(spec: ClipSpec, tools: EvalTools): string {
  const base = join(tools.folder, `${spec.kind}-${String(spec.index).padStart(3, "0")}-${spec.voice}-${spec.rate}`);
  const wav = `${base}.wav`;
  if (existsSync(wav)) return wav;
  const raw = `${base}.flite.wav`;
  run("flite", ["-voice", spec.voice, "--setf", `duration_stretch=${RATES[spec.rate]}`, "-t", spec.text, "-o", raw]);
  // -R: the 8 kHz voices are resampled, and sox's dither is random otherwise; a clip made again then differs in its
  // last bit, which moved a format's WER by up to 0.4 points between two runs of the same code.
  const toSixteenKhzMono = ["-r", "16000", "-c", "1", "-b", "16"];
  run("sox", ["-R", raw, ...toSixteenKhzMono, wav, "silence", "1", "0.01", "0.5%", "pad", "0.05", "0"]);
  return wav;
}

function rmsOf(file: string): number {
  // sox prints `stat` on stderr.
  const { stderr } = spawnSync("sox", [file, "-n", "stat"], { encoding: "utf8" });
  return Number(/RMS\s+amplitude:\s+([0-9.e+-]+)/.exec(stderr)?.[1] ?? "0");
}

/** Pink noise mixed in with sox at the given signal-to-noise ratio (repeatable: sox -R). */
function withNoise(clean: string, snr: 20 | 10): string {
  const out = clean.replace(/\.wav$/, `.snr${snr}.wav`);
  if (existsSync(out)) return out;
  const seconds = Number(execFileSync("soxi", ["-D", clean], { encoding: "utf8" }).trim());
  const noise = clean.replace(/\.wav$/, ".noise.wav");
  if (!existsSync(noise))
    run("sox", ["-R", "-n", "-r", "16000", "-c", "1", "-b", "16", noise, "synth", String(seconds), "pinknoise"]);
  const scale = rmsOf(clean) / (rmsOf(noise) * 10 ** (snr / 20));
  // Both halved so the sum cannot clip; the level does not matter to a recogniser that normalises it.
  run("sox", ["-R", "-m", "-v", "0.5", clean, "-v", String(0.5 * scale), noise, out]);
  return out;
}

/** The clip's file in its format, made (and cached in tools.folder, under the git-ignored data/) when missing. */
export function clipFile(spec: ClipSpec, tools: EvalTools): string {
  mkdirSync(tools.folder, { recursive: true });
  const clean = speak(spec, tools);
  const wav = spec.noise === null ? clean : withNoise(clean, spec.noise);
  if (spec.format === "wav") return wav;
  const out = wav.replace(/\.wav$/, `.${spec.format}`);
  const codec = spec.format === "webm" ? ["-c:a", "libopus", "-b:a", "32k"] : ["-c:a", "aac", "-b:a", "64k"];
  // 48 kHz, as MediaRecorder records: the server resamples it back to 16 kHz.
  if (!existsSync(out))
    run(tools.ffmpeg, ["-loglevel", "error", "-y", "-i", wav, "-ac", "1", "-ar", "48000", ...codec, out]);
  return out;
}

export function hasTool(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
