import { describe, expect, it } from "vitest";
import { qrCodeDataUrl, qrMatrixToSvg } from "./qr-code.js";

describe("qrMatrixToSvg", () => {
  it("draws each dark module as a unit square inside a four-module quiet zone", () => {
    const svg = qrMatrixToSvg({
      getModuleCount: () => 2,
      isDark: (row, col) => row === col,
    });
    expect(svg).toContain('viewBox="0 0 10 10"');
    expect(svg).toContain('d="M4 4h1v1h-1zM5 5h1v1h-1z"');
  });
});

describe("qrCodeDataUrl", () => {
  it("encodes a different address as a different image", async () => {
    const first = await qrCodeDataUrl("https://meals.example.org/install-app");
    const second = await qrCodeDataUrl("https://other.example.org/install-app");
    expect(first).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(first).not.toBe(second);
  });

  it("uses a small, easily scanned code for an install address (version 3, 29 modules)", async () => {
    const url = await qrCodeDataUrl("https://meals.example.org/install-app");
    const svg = decodeURIComponent(url.split(",")[1] ?? "");
    expect(svg).toContain('viewBox="0 0 37 37"');
  });
});
