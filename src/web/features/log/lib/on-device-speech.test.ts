import { describe, expect, it, vi } from "vitest";
import {
  findOnDeviceRecognition,
  startLiveTranscript,
  type Availability,
  type RecognitionResultEvent,
  type SpeechRecognitionLike,
} from "./on-device-speech.js";

/** A stand-in for the browser's SpeechRecognition: records how it was set up and lets the test speak through it. */
function fakeRecognition(availability?: Availability) {
  const instances: FakeRecognition[] = [];
  class FakeRecognition implements SpeechRecognitionLike {
    static available = availability
      ? vi.fn(async (_options: { langs: string[]; processLocally: boolean }) => availability)
      : undefined;
    lang = "";
    continuous = false;
    interimResults = false;
    processLocally = false;
    onresult: SpeechRecognitionLike["onresult"] = null;
    onerror: SpeechRecognitionLike["onerror"] = null;
    onend: SpeechRecognitionLike["onend"] = null;
    started = false;
    stopped = false;
    constructor() {
      instances.push(this);
    }
    start() {
      this.started = true;
    }
    stop() {
      this.stopped = true;
      this.onend?.();
    }
    abort() {
      this.stop();
    }
    /** The browser reports what it heard so far: [text, final?] per result. */
    hear(results: Array<[string, boolean]>) {
      const event: RecognitionResultEvent = {
        resultIndex: 0,
        results: results.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal })),
      };
      this.onresult?.(event);
    }
  }
  return { Recognition: FakeRecognition, instances };
}

describe("choosing the browser's on-device recogniser", () => {
  it("uses it when the browser says English is recognised on the device", async () => {
    const { Recognition } = fakeRecognition("available");
    expect(await findOnDeviceRecognition({ SpeechRecognition: Recognition })).toBe(Recognition);
    expect(Recognition.available).toHaveBeenCalledWith({ langs: ["en-US"], processLocally: true });
  });

  it("finds Chrome's prefixed name too", async () => {
    const { Recognition } = fakeRecognition("available");
    expect(await findOnDeviceRecognition({ webkitSpeechRecognition: Recognition })).toBe(Recognition);
  });

  it("falls back to the server when on-device recognition is missing, not yet installed or unavailable", async () => {
    for (const availability of ["downloadable", "downloading", "unavailable"] as const) {
      const { Recognition } = fakeRecognition(availability);
      expect(await findOnDeviceRecognition({ SpeechRecognition: Recognition }), availability).toBeNull();
    }
    expect(await findOnDeviceRecognition({})).toBeNull();
  });

  it("never uses a recogniser that cannot promise to stay on the device (it would send the audio away)", async () => {
    const { Recognition } = fakeRecognition(undefined);
    expect(await findOnDeviceRecognition({ webkitSpeechRecognition: Recognition })).toBeNull();
  });

  it("falls back when the browser fails to answer", async () => {
    const { Recognition } = fakeRecognition("available");
    Recognition.available = vi.fn(async () => {
      throw new Error("not supported");
    });
    expect(await findOnDeviceRecognition({ SpeechRecognition: Recognition })).toBeNull();
  });
});

describe("a live transcript", () => {
  it("asks for local processing and shows the words as they are spoken", () => {
    const { Recognition, instances } = fakeRecognition("available");
    const onText = vi.fn();
    const onEnd = vi.fn();
    const stop = startLiveTranscript(Recognition, { onText, onEnd, onError: vi.fn() });
    const recognition = instances[0];
    expect(recognition).toMatchObject({ started: true, processLocally: true, interimResults: true, lang: "en-US" });

    recognition?.hear([["two scrambled", false]]);
    expect(onText).toHaveBeenLastCalledWith("two scrambled");
    recognition?.hear([
      ["two scrambled eggs", true],
      [" and toast", false],
    ]);
    expect(onText).toHaveBeenLastCalledWith("two scrambled eggs and toast");

    stop();
    expect(recognition?.stopped).toBe(true);
    expect(onEnd).toHaveBeenCalledWith("two scrambled eggs and toast");
  });

  it("reports a failure before any word, so the caller records for the server instead", () => {
    const { Recognition, instances } = fakeRecognition("available");
    const onError = vi.fn();
    const onEnd = vi.fn();
    startLiveTranscript(Recognition, { onText: vi.fn(), onEnd, onError });
    instances[0]?.onerror?.({ error: "language-not-supported" });
    instances[0]?.onend?.();
    expect(onError).toHaveBeenCalledWith("language-not-supported", false);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it("ends quietly when nobody spoke", () => {
    const { Recognition, instances } = fakeRecognition("available");
    const onError = vi.fn();
    const onEnd = vi.fn();
    startLiveTranscript(Recognition, { onText: vi.fn(), onEnd, onError });
    instances[0]?.onerror?.({ error: "no-speech" });
    instances[0]?.onend?.();
    expect(onError).not.toHaveBeenCalled();
    expect(onEnd).toHaveBeenCalledWith("");
  });
});
