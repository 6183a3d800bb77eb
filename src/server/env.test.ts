import { describe, expect, it } from "vitest";
import { EnvError, loadEnv, parseRole } from "./env.js";

describe("configuration", () => {
  it("runs on embedded defaults with nothing set", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 5000, LOG_LEVEL: "info" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.pgliteDir).toMatch(/data[/\\]pglite$/);
  });

  it("names every bad variable with what is wrong", () => {
    const read = () =>
      loadEnv({ PORT: "seventy", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud", OIDC_CLIENT_ID: "only-this" });
    expect(read).toThrow(EnvError);
    const message = (() => {
      try {
        read();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain("PORT: PORT must be a number");
    expect(message).toContain("DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://");
    expect(message).toContain("LOG_LEVEL: LOG_LEVEL must be one of");
    expect(message).toContain("OIDC needs all three");
  });

  it("treats empty optional variables as unset", () => {
    expect(loadEnv({ DATABASE_URL: "", OIDC_ISSUER_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("reads the process role", () => {
    expect(parseRole([])).toBe("all");
    expect(parseRole(["--role=worker"])).toBe("worker");
    expect(() => parseRole(["--role=boss"])).toThrow('--role: must be web, worker or all (got "boss")');
  });
});
