import path from "node:path";
import { ESLint, RuleTester } from "eslint";
import { describe, expect, it } from "vitest";
import { featureBoundaries } from "../../eslint-rules/feature-boundaries.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const file = (relative: string) => path.join(process.cwd(), relative);
const internal = (specifier: string, feature: string, entry: string) => ({
  message:
    `'${specifier}' reaches inside the ${feature} feature. Import it from the feature's public entry ('${entry}'), ` +
    "exporting what you need from its index.ts, or move the shared piece out of the feature.",
});

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } }).run(
  "feature-boundaries",
  featureBoundaries,
  {
    valid: [
      { filename: file("src/server/app.ts"), code: 'import { registerMealsRoutes } from "./features/meals/index.js";' },
      { filename: file("src/server/app.ts"), code: 'import { registerMealsRoutes } from "./features/meals";' },
      { filename: file("src/server/app.ts"), code: 'export * from "./features/meals/index.ts";' },
      { filename: file("src/web/app/screens.ts"), code: 'const page = import("../features/log/index.js");' },
      // Inside its own folder a feature, its tests and subfolders included, uses its files directly.
      {
        filename: file("src/server/features/meals/meals.routes.ts"),
        code: 'import { x } from "./food-entry.mapper.js";',
      },
      { filename: file("src/server/features/meals/meals.test.ts"), code: 'import { x } from "./meals.repo.js";' },
      { filename: file("src/web/features/meals/hooks/use-x.ts"), code: 'import { x } from "../api/query-keys.js";' },
      // Packages and folders that are not features are not this rule's business.
      { filename: file("src/server/features/chat/chat.job.ts"), code: 'import { x } from "../../http/app-error.js";' },
      { filename: file("src/server/features/chat/chat.job.ts"), code: 'import Fastify from "fastify";' },
    ],
    invalid: [
      {
        filename: file("src/server/features/chat/chat.job.ts"),
        code: 'import { toFoodEntryRow } from "../meals/food-entry.mapper.js";',
        errors: [internal("../meals/food-entry.mapper.js", "meals", "../meals/index.js")],
      },
      {
        filename: file("test/helpers/meals.ts"),
        code: 'import { createMealsRepo } from "../../src/server/features/meals/meals.repo.js";',
        errors: [
          internal(
            "../../src/server/features/meals/meals.repo.js",
            "meals",
            "../../src/server/features/meals/index.js",
          ),
        ],
      },
      {
        filename: file("src/web/features/profile/api/update-user-goals.ts"),
        code: 'import { key } from "../../meals/api/query-keys.js";',
        errors: [internal("../../meals/api/query-keys.js", "meals", "../../meals/index.js")],
      },
      {
        filename: file("src/web/app/lazy-screens.ts"),
        code: 'const page = import("../features/auth/sign-in.js");',
        errors: [internal("../features/auth/sign-in.js", "auth", "../features/auth/index.js")],
      },
      {
        filename: file("src/server/workers.ts"),
        code: 'export { chatJobDefinition } from "./features/chat/chat.job.js";',
        errors: [internal("./features/chat/chat.job.js", "chat", "./features/chat/index.js")],
      },
      {
        filename: file("src/server/features/chat/chat.routes.ts"),
        code: 'const { createMealsRepo } = require("../meals/meals.repo.js");',
        errors: [internal("../meals/meals.repo.js", "meals", "../meals/index.js")],
      },
      {
        // An index.ts deeper than the feature's own folder is not its public entry.
        filename: file("src/server/app.ts"),
        code: 'import { x } from "./features/transcribe/speech-model/index.js";',
        errors: [
          internal("./features/transcribe/speech-model/index.js", "transcribe", "./features/transcribe/index.js"),
        ],
      },
      {
        // A folder whose name starts with another feature's name is still another feature.
        filename: file("src/server/features/meals-export/export.ts"),
        code: 'import { x } from "../meals/meals.repo.js";',
        errors: [internal("../meals/meals.repo.js", "meals", "../meals/index.js")],
      },
    ],
  },
);

describe("npm run lint", () => {
  const eslint = new ESLint();
  const lint = async (code: string, filePath: string) =>
    (await eslint.lintText(code, { filePath: file(filePath) }))[0]?.messages.map((m) => m.ruleId);

  it("fails when a feature reaches into another feature's files, and passes through its index.ts", async () => {
    const deep = 'import { createMealsRepo } from "../meals/meals.repo.js";\nexport const repo = createMealsRepo;\n';
    expect(await lint(deep, "src/server/features/goals/new-file.ts")).toEqual(["local/feature-boundaries"]);
    expect(await lint(deep.replace("meals.repo.js", "index.js"), "src/server/features/goals/new-file.ts")).toEqual([]);
  });
});
