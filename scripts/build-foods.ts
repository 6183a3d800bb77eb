import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { checkVocabulary, foodDatabaseNames } from "../src/nutrition/vocabulary/check-vocabulary.js";
import { buildFoodAsset } from "./build-foods/build.js";
import { ASSET_FILE, serializeAsset } from "./build-foods/serialize.js";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Usage: npm run build:foods [-- --out DIR]; reads USDA_DIR or <repo>/../shared/data/usda. */
function main(): void {
  const outIdx = process.argv.indexOf("--out");
  const outDir = outIdx > 0 ? resolve(process.argv[outIdx + 1] ?? "") : join(repoRoot, "assets");
  const usdaDir = process.env.USDA_DIR
    ? resolve(process.env.USDA_DIR)
    : resolve(repoRoot, "..", "shared", "data", "usda");
  if (!existsSync(usdaDir)) {
    console.error(`USDA data not found at ${usdaDir} (set USDA_DIR).`);
    process.exit(1);
  }
  const started = Date.now();
  const asset = buildFoodAsset(usdaDir);
  // The engine's vocabulary names foods of this database: a file that breaks its schema or names a food the
  // database lacks stops the build here, not a meal later.
  const problems = checkVocabulary(
    foodDatabaseNames(asset.foods.map(([id, description, synonyms]) => ({ id, description, synonyms }))),
  );
  if (problems.length > 0) {
    console.error(
      `The vocabulary (src/nutrition/vocabulary/) has ${problems.length} problem(s):\n${problems.join("\n")}`,
    );
    process.exit(1);
  }
  const { gz } = serializeAsset(asset);
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, ASSET_FILE);
  writeFileSync(file, gz);
  console.log(
    JSON.stringify({
      file,
      foods: asset.foods.length,
      bytes: gz.length,
      vocabulary: "checked",
      ms: Date.now() - started,
    }),
  );
}

main();
