import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { createOfflineRecogniser, decodeAudio, SPEECH_ASSETS } from "../../src/server/features/transcribe/index.js";

const run = promisify(execFile);

export interface SpeechEngine {
  name: string;
  /** Clip file → transcript, the whole way a request would go (decoding included). */
  transcribe(file: string): Promise<string>;
  close(): Promise<void>;
}

/** The product's recogniser: npm soundswallower with the meal grammar, in its worker thread. */
export function soundSwallowerEngine(): SpeechEngine {
  const recogniser = createOfflineRecogniser(1);
  return {
    name: "soundswallower-meal-lm",
    async transcribe(file) {
      const audio = await decodeAudio(await readFile(file));
      return recogniser.transcribe(audio.samples);
    },
    close: () => recogniser.close(),
  };
}

const DEBIAN_MODEL = "/usr/share/pocketsphinx/model/en-us";

export function hasDebianPocketsphinx(): boolean {
  return existsSync("/usr/bin/pocketsphinx_continuous") && existsSync(`${DEBIAN_MODEL}/en-us/mdef`);
}

/**
 * Debian's pocketsphinx_continuous (one process per clip, as a server would run it), either with the
 * same meal language model and dictionary or with its own general English model.
 */
export async function debianPocketsphinxEngine(languageModel: "meal" | "general"): Promise<SpeechEngine> {
  const folder = await mkdtemp(join(tmpdir(), "speech-eval-"));
  const models =
    languageModel === "meal"
      ? ["-lm", join(folder, "meals.arpa"), "-dict", SPEECH_ASSETS.dictionary]
      : ["-lm", `${DEBIAN_MODEL}/en-us.lm.bin`, "-dict", `${DEBIAN_MODEL}/cmudict-en-us.dict`];
  if (languageModel === "meal")
    await writeFile(join(folder, "meals.arpa"), gunzipSync(await readFile(SPEECH_ASSETS.languageModel)));
  let n = 0;
  return {
    name: `pocketsphinx-debian-${languageModel}-lm`,
    async transcribe(file) {
      const audio = await decodeAudio(await readFile(file));
      const input = join(folder, `clip-${n++}.raw`);
      await writeFile(
        input,
        Buffer.from(
          Int16Array.from(audio.samples, (s) => Math.max(-32768, Math.min(32767, Math.round(s * 32768)))).buffer,
        ),
      );
      const { stdout } = await run("pocketsphinx_continuous", [
        "-infile",
        input,
        "-hmm",
        `${DEBIAN_MODEL}/en-us`,
        ...models,
        "-logfn",
        "/dev/null",
      ]);
      return stdout.trim().split("\n").join(" ");
    },
    close: async () => undefined,
  };
}
