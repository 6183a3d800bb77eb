import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRANSCRIBE_LIMITS, TRANSCRIBE_MESSAGES } from "../../../contracts/transcribe.js";
import { createTestApp, signUp, type SignedInUser, type TestApp } from "../../../../test/helpers/app.js";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const URL_PATH = "/api/external/audio/transcribe";

/** A multipart body as a browser's FormData would send it. */
function multipartBody(bytes: Buffer, { field = "audio", filename = "recording.webm", type = "audio/webm" } = {}) {
  const boundary = "----meals-test-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** 16 kHz mono 16-bit WAV of the given samples. */
function wav(samples: Int16Array): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16000, 24);
  header.writeUInt32LE(32000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(samples.byteLength, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer)]);
}

// The first request starts a decoder, which loads the trigram grammar: 17 s on a loaded machine (the bigram's took
// 10 s there), which with the first decoding passed the default test timeout.
describe("voice transcription with the built-in recogniser", { timeout: 90_000 }, () => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signUp(t.app);
  });
  afterAll(() => t.close());

  const send = (body: ReturnType<typeof multipartBody>) => user.request({ method: "POST", url: URL_PATH, ...body });

  it("refuses a signed-out visitor", async () => {
    const response = await t.app.inject({ method: "POST", url: URL_PATH, ...multipartBody(fixture("meal-slt.wav")) });
    expect(response.statusCode).toBe(401);
  });

  it("says the built-in recogniser is available", async () => {
    const response = await t.app.inject({ url: "/api/external/audio/status" });
    expect(response.json()).toEqual({ available: true, engine: "offline" });
  });

  it("turns a spoken meal in WAV into text with its food words", async () => {
    const response = await send(multipartBody(fixture("meal-slt.wav"), { filename: "a.wav", type: "audio/wav" }));
    expect(response.statusCode).toBe(200);
    const { transcript } = response.json<{ transcript: string }>();
    expect(transcript).toMatch(/\beggs\b/);
    // The food, whatever its number: with 0.1 s of padding this clip ends "a bananas" (fifth round of the decision record).
    expect(transcript).toMatch(/\bbananas?\b/);
  });

  it("reads a webm/opus recording as a browser sends it", async () => {
    const response = await send(multipartBody(fixture("meal-rms.webm")));
    expect(response.statusCode).toBe(200);
    const { transcript } = response.json<{ transcript: string }>();
    expect(transcript).toMatch(/\boatmeal\b/);
    expect(transcript).toMatch(/\bblueberries\b/);
  });

  it("keeps the first word of a recording that starts speaking at once, in WAV and in webm/opus", async () => {
    // The fixtures' first word, "two", begins 30 ms into the recording.
    for (const [name, type] of [
      ["meal-starts-at-once.wav", "audio/wav"],
      ["meal-starts-at-once.webm", "audio/webm"],
    ] as const) {
      const response = await send(multipartBody(fixture(name), { filename: name, type }));
      expect(response.statusCode, name).toBe(200);
      expect(response.json<{ transcript: string }>().transcript, name).toMatch(/^two scrambled eggs\b/);
    }
  });

  it("refuses bytes that are not audio, whatever the file is called", async () => {
    const response = await send(
      multipartBody(Buffer.from("<html>this is not a recording at all</html>"), {
        filename: "fake.wav",
        type: "audio/wav",
      }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(TRANSCRIBE_MESSAGES.notAudio);
  });

  it("refuses a file over the size limit", async () => {
    const big = Buffer.concat([fixture("meal-slt.wav"), Buffer.alloc(TRANSCRIBE_LIMITS.maxBytes)]);
    const response = await send(multipartBody(big));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(TRANSCRIBE_MESSAGES.tooLarge);
  });

  it("refuses a recording over the duration limit", async () => {
    const response = await send(
      multipartBody(wav(new Int16Array(16000 * (TRANSCRIBE_LIMITS.maxSeconds + 2)).fill(300))),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(TRANSCRIBE_MESSAGES.tooLong);
  });

  it("asks the user to try again when the recording is silent", async () => {
    const response = await send(multipartBody(wav(new Int16Array(16000 * 2))));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("We couldn't hear any words. Please try again closer to the microphone.");
  });

  it("asks for the audio field when the form has none", async () => {
    const response = await send(multipartBody(fixture("meal-slt.wav"), { field: "file" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TRANSCRIBE_MESSAGES.noFile);
  });

  it("refuses a request that is not a multipart form", async () => {
    const response = await user.request({ method: "POST", url: URL_PATH, payload: { audio: "x" } });
    expect(response.statusCode).toBe(415);
  });
});

describe("voice transcription through an OpenAI-compatible service", () => {
  let fake: Server;
  let received: { path?: string; auth?: string; body: string }[] = [];
  let answer: (status: number) => { status: number; body: string } = () => ({
    status: 200,
    body: JSON.stringify({ text: " Two eggs and toast. " }),
  });
  let t: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    fake = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push({
          path: request.url,
          auth: request.headers.authorization,
          body: Buffer.concat(chunks).toString("latin1"),
        });
        const { status, body } = answer(200);
        response.writeHead(status, { "content-type": "application/json" }).end(body);
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
    const { port } = fake.address() as AddressInfo;
    t = await createTestApp({
      STT_BASE_URL: `http://127.0.0.1:${port}/`,
      STT_API_KEY: "test-key",
      STT_MODEL: "whisper-test",
    });
    user = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  it("forwards the recording with the model and key, and returns the service's text", async () => {
    received = [];
    const response = await user.request({ method: "POST", url: URL_PATH, ...multipartBody(fixture("meal-rms.webm")) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ transcript: "Two eggs and toast." });
    expect(received).toHaveLength(1);
    expect(received[0]?.path).toBe("/v1/audio/transcriptions");
    expect(received[0]?.auth).toBe("Bearer test-key");
    expect(received[0]?.body).toContain('name="model"');
    expect(received[0]?.body).toContain("whisper-test");
    expect(received[0]?.body).toContain("OpusHead");
  });

  it("answers 502 with a clear message when the service fails", async () => {
    answer = () => ({ status: 500, body: JSON.stringify({ error: { message: "boom" } }) });
    const response = await user.request({ method: "POST", url: URL_PATH, ...multipartBody(fixture("meal-rms.webm")) });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(TRANSCRIBE_MESSAGES.providerFailed);
  });

  it("reports the remote engine as available", async () => {
    const response = await t.app.inject({ url: "/api/external/audio/status" });
    expect(response.json()).toEqual({ available: true, engine: "remote" });
  });
});
