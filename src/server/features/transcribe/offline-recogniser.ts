import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { gunzipSync } from "node:zlib";
import { z } from "zod";
import { languageModelToFsg } from "./speech-model/arpa-to-fsg.js";
import { parseArpa } from "./speech-model/bigram-model.js";
import { DEFAULT_PADDING, padWithFaintNoise, type Padding } from "./recording-padding.js";
import { SPEECH_ASSETS, soundSwallowerModelFolder } from "./speech-assets.js";
import { createTempFolder, type TempFolder } from "./temp-folders.js";

const replySchema = z.union([
  z.object({ ready: z.literal(true) }),
  z.object({ id: z.number(), text: z.string() }),
  z.object({ id: z.number(), error: z.string() }),
]);

export interface OfflineRecogniser {
  transcribe(samples: Float32Array): Promise<string>;
  close(): Promise<void>;
}

let grammar: Promise<Buffer> | undefined;

/** The committed language model as the finite-state grammar SoundSwallower reads (built once per process). */
function grammarText(): Promise<Buffer> {
  grammar ??= (async () => {
    const arpa = gunzipSync(await readFile(SPEECH_ASSETS.languageModel)).toString("utf8");
    return Buffer.from(languageModelToFsg(parseArpa(arpa)));
  })();
  grammar.catch(() => (grammar = undefined));
  return grammar;
}

/** The grammar as a file, which a decoder reads only while it starts; the caller removes it then. */
async function grammarFile(): Promise<TempFolder & { file: string }> {
  const text = await grammarText();
  const folder = await createTempFolder("speech-");
  const file = join(folder.path, "meals.fsg");
  try {
    await writeFile(file, text);
  } catch (error) {
    await folder.remove();
    throw error;
  }
  return { ...folder, file };
}

/**
 * SoundSwallower decoder options that replace the worker's own, and `padStart` / `padEnd` (samples of padding noise
 * before and after the recording): the evaluation compares settings with them.
 */
export type DecoderOverrides = Record<string, string | number | boolean>;

const paddingOverridesSchema = z.object({
  padStart: z.number().int().nonnegative().default(DEFAULT_PADDING.before),
  padEnd: z.number().int().nonnegative().default(DEFAULT_PADDING.after),
});

function splitOverrides(overrides: DecoderOverrides): { padding: Padding; decoderOptions: DecoderOverrides } {
  const { padStart, padEnd, ...decoderOptions } = overrides;
  const padding = paddingOverridesSchema.parse({ padStart, padEnd });
  return { padding: { before: padding.padStart, after: padding.padEnd }, decoderOptions };
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  pending: Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>;
}

/**
 * A pool of decoder threads, started on first use. Callers limit how many jobs run at once
 * (the transcribe gate); the pool hands each job to the least busy thread.
 */
export function createOfflineRecogniser(threads: number, overrides: DecoderOverrides = {}): OfflineRecogniser {
  const slots: Slot[] = [];
  let nextId = 1;
  const { padding, decoderOptions } = splitOverrides(overrides);

  async function startSlot(): Promise<Slot> {
    const grammarOnDisk = await grammarFile();
    const workerData = {
      modelBase: soundSwallowerModelFolder(),
      dictionary: SPEECH_ASSETS.dictionary,
      grammar: grammarOnDisk.file,
      overrides: decoderOptions,
    };
    const worker = new Worker(new URL("./recogniser-worker.mjs", import.meta.url), { workerData });
    worker.unref();
    const slot: Slot = { worker, pending: new Map(), ready: Promise.resolve() };
    slot.ready = new Promise<void>((resolve, reject) => {
      worker.on("message", (message: unknown) => {
        const reply = replySchema.parse(message);
        if ("ready" in reply) return resolve();
        const waiter = slot.pending.get(reply.id);
        slot.pending.delete(reply.id);
        if ("text" in reply) waiter?.resolve(reply.text);
        else waiter?.reject(new Error(`Speech recogniser failed: ${reply.error}`));
      });
      const fail = (error: Error) => {
        reject(error);
        for (const waiter of slot.pending.values()) waiter.reject(error);
        slot.pending.clear();
        const index = slots.indexOf(slot);
        if (index >= 0) slots.splice(index, 1);
      };
      worker.on("error", fail);
      worker.on("exit", (code) => fail(new Error(`Speech recogniser thread stopped (exit code ${code})`)));
    }).finally(() => grammarOnDisk.remove());
    return slot;
  }

  const starting: Promise<Slot>[] = [];
  async function pickSlot(): Promise<Slot> {
    if (slots.length + starting.length < threads && slots.every((slot) => slot.pending.size > 0)) {
      const next = startSlot();
      starting.push(next);
      try {
        const slot = await next;
        slots.push(slot);
        return slot;
      } finally {
        starting.splice(starting.indexOf(next), 1);
      }
    }
    if (slots.length === 0) return (await Promise.race(starting)) ?? pickSlot();
    return slots.reduce((best, slot) => (slot.pending.size < best.pending.size ? slot : best));
  }

  return {
    async transcribe(samples) {
      const slot = await pickSlot();
      await slot.ready;
      const id = nextId++;
      const padded = padWithFaintNoise(samples, padding);
      return new Promise<string>((resolve, reject) => {
        slot.pending.set(id, { resolve, reject });
        slot.worker.postMessage({ id, samples: padded }, [padded.buffer as ArrayBuffer]);
      });
    },
    async close() {
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
