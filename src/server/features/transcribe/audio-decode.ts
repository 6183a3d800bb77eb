import { execFile } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { TRANSCRIBE_LIMITS, TRANSCRIBE_MESSAGES } from "../../../contracts/transcribe.js";
import { AppError } from "../../http/app-error.js";
import { pcm16ToFloat, readWav, sniffAudioContainer } from "./audio-format.js";
import { createTempFolder } from "./temp-folders.js";

export const SAMPLE_RATE = 16_000;
const DECODE_TIMEOUT_MS = 20_000;

let ffmpegPath: string | null | undefined;

/** The ffmpeg binary shipped by the npm package @ffmpeg-installer/linux-x64; null on other platforms. */
export function findFfmpeg(): string | null {
  if (ffmpegPath !== undefined) return ffmpegPath;
  try {
    const path = join(createRequire(import.meta.url).resolve("@ffmpeg-installer/linux-x64/package.json"), "../ffmpeg");
    accessSync(path, constants.X_OK);
    ffmpegPath = path;
  } catch {
    ffmpegPath = null;
  }
  return ffmpegPath;
}

export interface DecodedAudio {
  samples: Float32Array;
  seconds: number;
}

const notAudio = () => new AppError("not_audio", 415, TRANSCRIBE_MESSAGES.notAudio);
const unreadable = () => new AppError("unreadable_audio", 400, TRANSCRIBE_MESSAGES.unreadable);
const tooLong = () => new AppError("audio_too_long", 413, TRANSCRIBE_MESSAGES.tooLong);

/**
 * Any recording → 16 kHz mono floats. 16 kHz mono 16-bit WAV is read directly; everything else
 * (webm/opus, mp4, other WAVs) goes through ffmpeg. Longer than the limit is refused.
 */
export async function decodeAudio(bytes: Buffer): Promise<DecodedAudio> {
  const container = sniffAudioContainer(bytes);
  if (!container) throw notAudio();
  if (container === "wav") {
    const wav = readWav(bytes);
    if (!wav) throw unreadable();
    if (wav.format === 1 && wav.bitsPerSample === 16 && wav.channels === 1 && wav.sampleRate === SAMPLE_RATE) {
      const samples = pcm16ToFloat(wav.data);
      const seconds = samples.length / SAMPLE_RATE;
      if (seconds > TRANSCRIBE_LIMITS.maxSeconds) throw tooLong();
      return { samples, seconds };
    }
  }
  return decodeWithFfmpeg(bytes);
}

async function decodeWithFfmpeg(bytes: Buffer): Promise<DecodedAudio> {
  const ffmpeg = findFfmpeg();
  if (!ffmpeg) throw new AppError("format_unsupported", 415, "This server reads only 16 kHz mono WAV recordings.");
  // A file, not a pipe: mp4 keeps its index at the end, which ffmpeg must seek to.
  const folder = await createTempFolder("transcribe-");
  try {
    const input = join(folder.path, "input");
    await writeFile(input, bytes);
    const limit = String(TRANSCRIBE_LIMITS.maxSeconds + 1);
    const args = ["-nostdin", "-hide_banner", "-loglevel", "error", "-i", input, "-t", limit];
    const pcm = await run(ffmpeg, [...args, "-vn", "-ac", "1", "-ar", String(SAMPLE_RATE), "-f", "s16le", "pipe:1"]);
    const samples = pcm16ToFloat(pcm);
    const seconds = samples.length / SAMPLE_RATE;
    if (seconds > TRANSCRIBE_LIMITS.maxSeconds) throw tooLong();
    return { samples, seconds };
  } finally {
    await folder.remove();
  }
}

function run(command: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        encoding: "buffer",
        maxBuffer: (TRANSCRIBE_LIMITS.maxSeconds + 2) * SAMPLE_RATE * 2,
        timeout: DECODE_TIMEOUT_MS,
      },
      (error, stdout) => (error ? reject(unreadable()) : resolve(stdout)),
    );
  });
}

/** True when the recording is too quiet to hold speech (a muted or missing microphone). */
export function isSilent(samples: Float32Array): boolean {
  let peak = 0;
  let energy = 0;
  for (const sample of samples) {
    const level = Math.abs(sample);
    if (level > peak) peak = level;
    energy += sample * sample;
  }
  const rms = Math.sqrt(energy / Math.max(1, samples.length));
  return samples.length < SAMPLE_RATE / 4 || peak < 0.01 || rms < 0.001;
}
