import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { parseAsset } from "../../../scripts/build-foods/serialize.js";
import { DEFAULT_ASSET_PATH, loadFoodDatabase } from "./load-food-database.js";
import { NUTRIENT_INDEX, NUTRIENT_KEYS } from "./nutrient-keys.js";

describe("loadFoodDatabase", () => {
  const db = loadFoodDatabase();
  const asset = parseAsset(gunzipSync(readFileSync(DEFAULT_ASSET_PATH)));

  it("holds FNDDS survey foods and SR28 ingredients with stable ids", () => {
    expect(db.foods.length).toBeGreaterThan(14000);
    expect(db.byId.get("fndds:63107010")?.description).toBe("Banana, raw");
    expect(db.byId.get("sr:09040")?.description).toBe("Bananas, raw");
  });

  it("keeps household portions with gram weights", () => {
    const banana = db.byId.get("sr:09040");
    expect(banana?.portions).toContainEqual({ description: '1 medium (7" to 7-7/8" long)', grams: 118 });
  });

  it("marks nutrients USDA never measured as unknown, not zero", () => {
    const milk = db.byId.get("fndds:11111000");
    expect(Number.isNaN(milk?.values[NUTRIENT_INDEX.trans_fat_g] ?? 0)).toBe(true); // FNDDS has no trans fat
    expect(milk?.values[NUTRIENT_INDEX.calories_kcal]).toBe(61);
  });

  it("gives every food exactly the values of its own asset row (the rows share one buffer)", () => {
    expect(db.foods.map((f) => f.id)).toEqual(asset.foods.map((row) => row[0]));
    const mismatched = asset.foods.filter((row, r) => {
      const values = db.foods[r]?.values;
      if (values?.length !== NUTRIENT_KEYS.length) return true;
      return row[5].some((v, i) => (v === null ? !Number.isNaN(values[i]) : values[i] !== v));
    });
    expect(mismatched.map((row) => row[0])).toEqual([]);
  });

  it("reads every name, synonym and portion as the UTF-8 asset spells it ('Papa John’s Cinnapie')", () => {
    const names = (rows: typeof asset.foods) =>
      rows.map(([id, description, synonyms, , portions]) => [id, description, synonyms, portions.map((p) => p[0])]);
    const loaded = db.foods.map((f) => [f.id, f.description, f.synonyms, f.portions.map((p) => p.description)]);
    expect(loaded).toEqual(names(asset.foods));
    expect(db.foods.some((f) => f.synonyms.includes("Papa John’s Cinnapie"))).toBe(true);
  });

  it("sums omega-3 from the individual n-3 fatty acids", () => {
    const oil = db.byId.get("sr:04053"); // olive oil: ALA 0.761 g/100 g, no long-chain n-3
    expect(oil?.values[NUTRIENT_INDEX.omega3_g]).toBeCloseTo(0.761, 3);
    expect(oil?.values[NUTRIENT_INDEX.omega6_g]).toBeCloseTo(9.762, 3);
  });
});
