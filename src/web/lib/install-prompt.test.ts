import { describe, expect, it } from "vitest";
import { detectPlatform, installPageUrl } from "./install-prompt.js";

const agents = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  ipadOld:
    "Mozilla/5.0 (iPad; CPU OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1",
  ipadDesktopClass:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
};

describe("detectPlatform", () => {
  it("gives ios for iPhone and iPad, android for Android, desktop otherwise", () => {
    expect(detectPlatform(agents.iphone)).toBe("ios");
    expect(detectPlatform(agents.ipadOld)).toBe("ios");
    expect(detectPlatform(agents.android)).toBe("android");
    expect(detectPlatform(agents.windows)).toBe("desktop");
  });

  it("tells an iPad asking for the desktop site from a Mac by its touch screen", () => {
    expect(detectPlatform(agents.ipadDesktopClass, 5)).toBe("ios");
    expect(detectPlatform(agents.ipadDesktopClass, 0)).toBe("desktop");
  });
});

describe("installPageUrl", () => {
  it("points at this deployment's own install page", () => {
    expect(installPageUrl("https://meals.example.org")).toBe("https://meals.example.org/install-app");
    expect(installPageUrl("http://127.0.0.1:5093")).toBe("http://127.0.0.1:5093/install-app");
  });
});
