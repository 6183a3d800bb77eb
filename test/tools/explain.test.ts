import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

describe("npm run explain", () => {
  it("shows each phrase's food words and amount, and the foods weighed for it, best first", async () => {
    const { stdout } = await run(process.execPath, [
      "--import",
      "tsx",
      "eval/explain.ts",
      "2 bananas and a can of cola",
    ]);
    expect(stdout).toContain('[2 bananas] → food words "bananas" · 2');
    expect(stdout).toMatch(
      /\[a can of cola\] → food words "cola" · 1 can\n\s+spans: amount:a unit:can other:of food:cola\n\s+[\d.-]+\s+Soft drink, cola \(fndds:/,
    );
  });

  it("says how to use it when given no text", async () => {
    await expect(run(process.execPath, ["--import", "tsx", "eval/explain.ts"])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("usage: npm run explain"),
    });
  });
});
