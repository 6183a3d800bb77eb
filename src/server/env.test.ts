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

  it("trusts no proxy by default, or a number of hops, or a list of proxy addresses", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: "10.0.0.2, 192.168.0.0/16,::1" }).TRUST_PROXY).toBe("10.0.0.2,192.168.0.0/16,::1");
    expect(loadEnv({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toBe("loopback");
  });

  it("refuses a proxy setting that would let any client forge its address", () => {
    expect(() => loadEnv({ TRUST_PROXY: "true" })).toThrow(
      "TRUST_PROXY: true would trust every hop, so any client could forge its address",
    );
    expect(() => loadEnv({ TRUST_PROXY: "10.0.0.300" })).toThrow(
      'TRUST_PROXY: "10.0.0.300" is not an IP address or CIDR range',
    );
    expect(() => loadEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(
      'TRUST_PROXY: "10.0.0.0/33" is not an IP address or CIDR range',
    );
  });
});
