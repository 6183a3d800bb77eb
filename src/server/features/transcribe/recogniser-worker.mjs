// One SoundSwallower decoder on its own thread: decoding is synchronous WebAssembly and would block the server.
// Plain JavaScript because Node 20 worker threads cannot start from a TypeScript file.
import { parentPort, workerData } from "node:worker_threads";
import createModule from "soundswallower";
import { z } from "zod";

const setupSchema = z.object({
  modelBase: z.string(),
  dictionary: z.string(),
  grammar: z.string(),
  // Only the evaluation sets these, to compare SoundSwallower's options on the very path a request takes.
  overrides: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
});
const jobSchema = z.object({ id: z.number(), samples: z.instanceof(Float32Array) });

const setup = setupSchema.parse(workerData);
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
  // Silence between words twenty times likelier than the default 0.005: noise then passes as silence more often
  // than as a short word (20 dB WER 22.6% → 19.3% on the tuning clips, clean unchanged; sixth round).
  silprob: 0.1,
  ...setup.overrides,
});
await decoder.initialize();
// initialize() lays the acoustic model's feat_params.json (cmn, remove_noise, varnorm, filters) over the options given:
// set such overrides again and rebuild the front end, or they are silently ignored.
const lostOverrides = Object.entries(setup.overrides).filter(([key, value]) => decoder.get_config(key) !== value);
for (const [key, value] of lostOverrides) decoder.set_config(key, value);
if (lostOverrides.length > 0) await decoder.reinitialize_audio();

port.on("message", (message) => {
  const job = jobSchema.parse(message);
  try {
    decoder.start();
    decoder.process_audio(job.samples, false, true);
    // The best path so far, whatever grammar state it ends in. After stop() only a path that ends in a final state
    // counts, and when the beams have pruned every such path the result is empty and all the words are lost: a
    // codec's small change to the last frames is enough (eval/speech: one clip in about a thousand).
    const bestPath = decoder.get_text();
    decoder.stop();
    port.postMessage({ id: job.id, text: decoder.get_text() || bestPath });
  } catch (error) {
    port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
port.postMessage({ ready: true });
