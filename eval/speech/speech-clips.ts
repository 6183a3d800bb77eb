import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

export const sentencesSchema = z.object({
  meals: z.array(z.string().min(1)).min(25),
  other: z.array(z.string().min(1)),
});

export const FORMATS = ["wav", "webm", "mp4"] as const;
export type ClipFormat = (typeof FORMATS)[number];

export interface Clip {
  kind: "meal" | "other";
  text: string;
  voice: string;
  /** One file per format, same speech. */
  files: Record<ClipFormat, string>;
}

/**
 * Speaks each sentence with two flite voices (rotating through `voices`) and converts the WAV to
 * webm/opus and mp4/aac with the npm ffmpeg, as browsers' MediaRecorder would send them.
 * Files are cached in `folder` (under the git-ignored data/).
 */
export function makeClips(
  sentences: z.infer<typeof sentencesSchema>,
  voices: string[],
  ffmpeg: string,
  folder: string,
): Clip[] {
  mkdirSync(folder, { recursive: true });
  const all = [
    ...sentences.meals.map((text) => ({ kind: "meal" as const, text })),
    ...sentences.other.map((text) => ({ kind: "other" as const, text })),
  ];
  const clips: Clip[] = [];
  all.forEach(({ kind, text }, i) => {
    for (const voice of [voices[i % voices.length], voices[(i + 1) % voices.length]] as string[]) {
      const base = join(folder, `${kind}-${String(i).padStart(2, "0")}-${voice}`);
      const files = { wav: `${base}.wav`, webm: `${base}.webm`, mp4: `${base}.mp4` };
      if (!existsSync(files.wav)) execFileSync("flite", ["-voice", voice, "-t", text, "-o", files.wav]);
      const convert = (out: string, codec: string[]) => {
        if (!existsSync(out))
          execFileSync(ffmpeg, [
            "-loglevel",
            "error",
            "-y",
            "-i",
            files.wav,
            "-ac",
            "1",
            "-ar",
            "48000",
            ...codec,
            out,
          ]);
      };
      convert(files.webm, ["-c:a", "libopus", "-b:a", "32k"]);
      convert(files.mp4, ["-c:a", "aac", "-b:a", "64k"]);
      clips.push({ kind, text, voice, files });
    }
  });
  return clips;
}

export function hasFlite(): boolean {
  try {
    execFileSync("flite", ["-lv"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
