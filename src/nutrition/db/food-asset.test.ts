import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildFoodAsset } from "../../../scripts/build-foods/build.js";
import { ASSET_FILE, parseAsset, serializeAsset } from "../../../scripts/build-foods/serialize.js";
import { DEFAULT_ASSET_PATH } from "./load-food-database.js";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const usdaDir = process.env.USDA_DIR
  ? resolve(process.env.USDA_DIR)
  : resolve(repoRoot, "..", "shared", "data", "usda");
const haveUsda = existsSync(usdaDir);
if (!haveUsda)
  console.log(
    `[food-asset.test] skipped: USDA data not found at ${usdaDir} (set USDA_DIR to check the committed asset)`,
  );

describe.skipIf(!haveUsda)("committed food database", () => {
  it("is exactly what npm run build:foods produces from the USDA files", () => {
    const out = mkdtempSync(join(tmpdir(), "foods-"));
    try {
      const asset = buildFoodAsset(usdaDir);
      const { bytes, gz } = serializeAsset(asset);
      const committed = readFileSync(DEFAULT_ASSET_PATH);
      expect(DEFAULT_ASSET_PATH.endsWith(ASSET_FILE)).toBe(true);
      // The bytes are the contract; compare them first so a zlib version change cannot hide a data change.
      expect(gunzipSync(committed).equals(bytes)).toBe(true);
      expect(Buffer.compare(committed, gz)).toBe(0);
      // Every name and every value comes back as built.
      expect(parseAsset(bytes)).toEqual(asset);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});
