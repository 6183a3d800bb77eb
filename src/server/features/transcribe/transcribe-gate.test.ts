import { describe, expect, it } from "vitest";
import { TRANSCRIBE_MESSAGES } from "../../../contracts/transcribe.js";
import { createTranscribeGate } from "./transcribe-gate.js";

const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe("transcribe gate", () => {
  it("runs two at once, lets the third wait its turn, and turns away the one past the line", async () => {
    const gate = createTranscribeGate({ maxConcurrent: 2, maxWaiting: 1, maxWaitMs: 5_000 });
    const first = deferred();
    const second = deferred();
    const order: string[] = [];
    const a = gate.run(async () => (await first.promise, order.push("a")));
    const b = gate.run(async () => (await second.promise, order.push("b")));
    const c = gate.run(async () => order.push("c"));
    await expect(gate.run(async () => "d")).rejects.toMatchObject({
      status: 503,
      userMessage: TRANSCRIBE_MESSAGES.busy,
    });
    expect(gate.running).toBe(2);
    first.resolve();
    await Promise.all([a, c]);
    expect(order).toEqual(["a", "c"]);
    second.resolve();
    await b;
    expect(gate.running).toBe(0);
  });

  it("says it is busy when the wait runs out", async () => {
    const gate = createTranscribeGate({ maxConcurrent: 1, maxWaiting: 4, maxWaitMs: 50 });
    const hold = deferred();
    const running = gate.run(() => hold.promise);
    await expect(gate.run(async () => "late")).rejects.toMatchObject({ status: 503 });
    hold.resolve();
    await running;
    expect(await gate.run(async () => "next")).toBe("next");
  });
});
