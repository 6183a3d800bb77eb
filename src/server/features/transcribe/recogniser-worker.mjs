// One SoundSwallower decoder on its own thread: decoding is synchronous WebAssembly and would block the server.
// Plain JavaScript because Node 20 worker threads cannot start from a TypeScript file.
import { parentPort, workerData } from "node:worker_threads";
import createModule from "soundswallower";
import { z } from "zod";

const setupSchema = z.object({
  modelBase: z.string(),
  dictionary: z.string(),
  grammar: z.string(),
  // Only the evaluation sets these, to compare decoder settings on the very path a request takes.
  // `padStart` and `padEnd` are the padding below, in samples; the rest are SoundSwallower's own options.
  overrides: z
    .object({ padStart: z.number().int().nonnegative().optional(), padEnd: z.number().int().nonnegative().optional() })
    .catchall(z.union([z.string(), z.number(), z.boolean()]))
    .default({}),
});
const jobSchema = z.object({ id: z.number(), samples: z.instanceof(Float32Array) });

const setup = setupSchema.parse(workerData);
const { padStart = 1600, padEnd = 1600, ...decoderOverrides } = setup.overrides;
const port = parentPort;
if (!port) throw new Error("recogniser-worker must run as a worker thread");

const soundswallower = await createModule({
  modelBase: setup.modelBase.endsWith("/") ? setup.modelBase : `${setup.modelBase}/`,
});
// Tuned on the generated meal clips (eval/speech): a lighter language weight than the default 6.5 lets the
// sounds overrule the grammar more often (WER 6.4% → 3.2%), narrower beams win back the time that costs.
const decoder = new soundswallower.Decoder({
  samprate: 16000,
  loglevel: "FATAL",
  dict: setup.dictionary,
  fsg: setup.grammar,
  lw: 5,
  beam: 1e-40,
  pbeam: 1e-40,
  wbeam: 1e-28,
  ...decoderOverrides,
});
await decoder.initialize();

// A tenth of a second of faint noise on each side: the grammar search must reach its final state before the audio
// ends (clips cut right at the last word otherwise come back empty). Half a second cost a third more processor time
// and more errors (docs/decisions/voice-recogniser.md, fifth round).
function padded(samples) {
  const out = new Float32Array(padStart + samples.length + padEnd);
  let seed = 1;
  for (let i = 0; i < out.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    out[i] = (seed / 0x7fffffff - 0.5) * 2e-4;
  }
  for (let i = 0; i < samples.length; i += 1) out[i + padStart] = (out[i + padStart] ?? 0) + (samples[i] ?? 0);
  return out;
}

port.on("message", (message) => {
  const job = jobSchema.parse(message);
  try {
    decoder.start();
    decoder.process_audio(padded(job.samples), false, true);
    decoder.stop();
    port.postMessage({ id: job.id, text: decoder.get_text() });
  } catch (error) {
    port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
port.postMessage({ ready: true });
