import { describe, expect, it } from "vitest";
import { createMealListCache } from "./meal-list-cache.js";

const builder = (label: string) => {
  let builds = 0;
  return { build: async () => ({ label, build: ++builds }), count: () => builds };
};

describe("meal list cache", () => {
  it("rebuilds a page when the user's meals version changes, and only then", async () => {
    const cache = createMealListCache();
    const pages = builder("a");
    await cache.page("u1", 1, "100|", pages.build);
    const again = await cache.page("u1", 1, "100|", pages.build);
    expect(pages.count()).toBe(1);
    expect(JSON.parse(again.toString())).toEqual({ label: "a", build: 1 });
    const changed = await cache.page("u1", 2, "100|", pages.build);
    expect(JSON.parse(changed.toString())).toEqual({ label: "a", build: 2 });
  });

  it("never serves one user's page to another", async () => {
    const cache = createMealListCache();
    await cache.page("alice", 1, "100|", builder("alice").build);
    const bobs = await cache.page("bob", 1, "100|", builder("bob").build);
    expect(JSON.parse(bobs.toString()).label).toBe("bob");
  });

  it("keeps a page built from newer meals when a slower, older build finishes later", async () => {
    const cache = createMealListCache();
    let finishOld!: () => void;
    const old = cache.page("u1", 1, "100|", () => new Promise((resolve) => (finishOld = () => resolve({ v: 1 }))));
    await cache.page("u1", 2, "100|", async () => ({ v: 2 }));
    finishOld();
    await old;
    const current = await cache.page("u1", 2, "100|", async () => ({ v: "rebuilt" }));
    expect(JSON.parse(current.toString())).toEqual({ v: 2 });
  });

  it("drops the least recently used pages past its byte budget", async () => {
    const cache = createMealListCache(100);
    const first = builder("first");
    await cache.page("u1", 1, "p", async () => "x".repeat(40));
    await cache.page("u2", 1, "p", async () => "y".repeat(40));
    await cache.page("u1", 1, "p", first.build); // a hit: u1 becomes the most recent
    await cache.page("u3", 1, "p", async () => "z".repeat(40));
    expect(first.count()).toBe(0);
    const u2 = builder("u2");
    await cache.page("u2", 1, "p", u2.build);
    expect(u2.count()).toBe(1); // evicted
    await cache.page("u3", 1, "p", u2.build);
    expect(u2.count()).toBe(1); // still cached
  });
});
