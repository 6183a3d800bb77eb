import { afterAll, describe, expect, it } from "vitest";
import { installAddressSchema } from "../../src/contracts/index.js";
import { createTestApp, type TestApp } from "../helpers/app.js";

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

async function addressFrom(env: Record<string, string>, host: string) {
  const t = await createTestApp(env);
  apps.push(t);
  const response = await t.app.inject({ url: "/api/public/install-address", headers: { host } });
  expect(response.statusCode).toBe(200);
  return installAddressSchema.parse(response.json());
}

describe("the install page's address for the desktop QR code", () => {
  it("is PUBLIC_URL's install page when set, whatever address the browser used", async () => {
    expect(await addressFrom({ PUBLIC_URL: "https://meals.example.com" }, "127.0.0.1:5000")).toEqual({
      address: "https://meals.example.com/install-app",
      reachable_from_phone: true,
    });
  });

  it("is the address the browser used otherwise, which a phone can reach on the network", async () => {
    expect(await addressFrom({}, "192.168.1.20:5000")).toEqual({
      address: "http://192.168.1.20:5000/install-app",
      reachable_from_phone: true,
    });
  });

  it.each(["localhost:5000", "127.0.0.1:5000", "[::1]:5000"])("says a phone cannot reach %s", async (host) => {
    const body = await addressFrom({}, host);
    expect(body.address).toBe(`http://${host}/install-app`);
    expect(body.reachable_from_phone).toBe(false);
  });
});
