import { TRANSCRIBE_MESSAGES } from "../../../contracts/transcribe.js";
import { AppError } from "../../http/app-error.js";

export interface GateOptions {
  maxConcurrent: number;
  maxWaiting: number;
  maxWaitMs: number;
}

const busy = () => new AppError("voice_busy", 503, TRANSCRIBE_MESSAGES.busy);

/**
 * A counting semaphore: at most `maxConcurrent` recognitions run; a few more wait in line for a
 * short while; beyond that the caller hears at once that voice input is busy.
 */
export function createTranscribeGate({ maxConcurrent, maxWaiting, maxWaitMs }: GateOptions) {
  let running = 0;
  const waiting: Array<() => void> = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  async function acquire(): Promise<void> {
    if (running < maxConcurrent) {
      running += 1;
      return;
    }
    if (waiting.length >= maxWaiting) throw busy();
    await new Promise<void>((resolve, reject) => {
      const admit = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(admit), 1);
        reject(busy());
      }, maxWaitMs);
      waiting.push(admit);
    });
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
  };
}
export type TranscribeGate = ReturnType<typeof createTranscribeGate>;
