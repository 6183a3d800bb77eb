import { request as httpRequest } from "node:http";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_DELETE_CONFIRMATION } from "../../src/contracts/index.js";
import { createTestApp, signUp, type TestApp } from "../helpers/app.js";
import { makeImage, multipart, photo } from "./estimates-helpers.js";

let t: TestApp;
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "upload-race-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("a photo upload racing the deletion of its account", () => {
  it("answers 401 with a clear message, and keeps neither the estimate nor the photo", async () => {
    const user = await signUp(t.app);
    const body = await multipart({ caption: "2 eggs and toast", photo: photo(await makeImage("jpeg")) });
    const upload = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/estimates",
      headers: { ...body.headers, cookie: user.cookie, "content-length": String(body.payload.length) },
    });
    const answer = new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
      upload.on("error", reject);
      upload.on("response", (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ statusCode: response.statusCode ?? 0, body: text }));
      });
    });
    // The server checks the session as soon as the headers arrive, then waits for the photo; the account goes
    // while the photo is still on its way.
    upload.write(body.payload.subarray(0, 64));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const deleted = await user.request({
      method: "DELETE",
      url: "/api/account",
      payload: { confirmation: ACCOUNT_DELETE_CONFIRMATION },
    });
    expect(deleted.statusCode).toBe(204);
    upload.end(body.payload.subarray(64));

    const response = await answer;
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({
      error: "unauthorized",
      message: expect.stringMatching(/account no longer exists|Sign in/),
    });
    const photos = await readdir(path.join(dataDir, "uploads", "estimates")).catch(() => []);
    expect(photos).toEqual([]);
  });
});
