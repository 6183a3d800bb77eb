import { readFileSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp } from "../../../../test/helpers/app.js";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

function multipartBody(bytes: Buffer, filename: string, type: string) {
  const boundary = "----meals-temp-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

// Its own file: the recogniser is started once per process (module), and this test must watch it start.
describe("the temp directory after transcriptions", () => {
  let temp: string;
  const previousTmpdir = process.env.TMPDIR;
  beforeAll(async () => {
    temp = await mkdtemp(join(tmpdir(), "transcribe-temp-"));
    process.env.TMPDIR = temp;
  });
  afterAll(async () => {
    if (previousTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpdir;
    await rm(temp, { recursive: true, force: true });
  });

  // A longer timeout: starting the app and two recogniser threads takes many seconds on a busy machine.
  it("holds no speech or transcribe folder once recordings are transcribed, nor after the server stops", async () => {
    const t = await createTestApp();
    try {
      const user = await signUp(t.app);
      const send = (body: ReturnType<typeof multipartBody>) =>
        user.request({ method: "POST", url: "/api/external/audio/transcribe", ...body });
      // Two at once start both recogniser threads; the webm goes through ffmpeg's temp folder.
      const answers = await Promise.all([
        send(multipartBody(fixture("meal-slt.wav"), "a.wav", "audio/wav")),
        send(multipartBody(fixture("meal-rms.webm"), "a.webm", "audio/webm")),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers[0]?.json().transcript).toMatch(/\beggs\b/);
      expect(await readdir(temp)).toEqual([]);
      const later = await send(multipartBody(fixture("meal-slt.wav"), "b.wav", "audio/wav"));
      expect(later.json().transcript).toMatch(/\bbananas?\b/);
      expect(await readdir(temp)).toEqual([]);
    } finally {
      await t.close();
    }
    expect(await readdir(temp)).toEqual([]);
  }, 90_000);
});
