import { describe, expect, it } from "vitest";
import { loadFoodDatabase } from "../db/load-food-database.js";
import { matchFood } from "./match-food.js";
import { buildSearchIndex } from "./search-index.js";

/** Phrases whose candidates overlap (milk, cheese, chicken, juice): each works out entries the others then reuse. */
const PHRASES = [
  "caffeine free diet cola",
  "grilled chicken sandwich",
  "2% milk",
  "macaroni and cheese",
  "strained peas",
  "100% orange juice",
  "chicken noodle soup",
  "sausage patty",
  "large fries",
  "meatless burrito",
];

describe("index entries worked out when a phrase first needs them", () => {
  it("give every phrase the same food and score whichever phrases came before it", () => {
    const db = loadFoodDatabase();
    const answers = (phrases: readonly string[]) => {
      const index = buildSearchIndex(db);
      const out = new Map<string, string>();
      for (const p of phrases) {
        const m = matchFood(p, index);
        out.set(p, `${m?.food.id} ${m?.score} ${m?.confidence}`);
      }
      return out;
    };
    const forward = answers(PHRASES);
    const backward = answers([...PHRASES].reverse());
    expect(PHRASES.map((p) => backward.get(p))).toEqual(PHRASES.map((p) => forward.get(p)));
    // Each phrase alone on a fresh index, where nothing was worked out before it.
    for (const p of PHRASES.slice(0, 3)) expect(answers([p]).get(p)).toBe(forward.get(p));
  });
});
