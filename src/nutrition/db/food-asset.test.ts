import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ASSET_FILE, buildFoodAsset, serializeAsset } from "../../../scripts/build-foods/build.js";
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
      const { json, gz } = serializeAsset(buildFoodAsset(usdaDir));
      const committed = readFileSync(DEFAULT_ASSET_PATH);
      expect(DEFAULT_ASSET_PATH.endsWith(ASSET_FILE)).toBe(true);
      // The JSON is the contract; compare it first so a zlib version change cannot hide a data change.
      expect(gunzipSync(committed).toString("utf8") === json).toBe(true);
      expect(Buffer.compare(committed, gz)).toBe(0);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});
