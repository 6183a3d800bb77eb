import { expect, it } from "vitest";

it("makes zod parse without generating code (the CSP forbids eval)", async () => {
  await import("./zod-preset.js");
  const { z } = await import("zod");
  expect(z.config().jitless).toBe(true);
});
