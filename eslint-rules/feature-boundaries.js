import path from "node:path";

/*
 * A feature folder (src/server/features/<name>/, src/web/features/<name>/) is used by the rest of the code only
 * through its index.ts, so its other files can change without breaking anyone. Files inside the folder, its own tests
 * included, import one another freely. Only relative specifiers are checked: the project has no path aliases.
 */

const DEFAULT_ROOTS = ["src/server/features", "src/web/features"];
const PUBLIC_ENTRY = /^index(\.(ts|tsx|js|mjs))?$/;

/** @type {import("eslint").Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "A feature folder is imported from outside only through its index.ts" },
    schema: [
      {
        type: "object",
        properties: { roots: { type: "array", items: { type: "string" }, minItems: 1 } },
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{specifier}}' reaches inside the {{feature}} feature. Import it from the feature's public entry " +
        "('{{entry}}'), exporting what you need from its index.ts, or move the shared piece out of the feature.",
    },
  },
  create(context) {
    const roots = (context.options[0]?.roots ?? DEFAULT_ROOTS).map((root) => path.resolve(context.cwd, root));
    const importer = context.physicalFilename;

    function check(node, specifier) {
      if (typeof specifier !== "string" || !specifier.startsWith(".")) return;
      const target = path.resolve(path.dirname(importer), specifier);
      for (const root of roots) {
        const [feature, ...rest] = path.relative(root, target).split(path.sep);
        if (!feature || feature === ".." || path.isAbsolute(feature)) continue;
        const featureDir = path.join(root, feature);
        if (isInside(importer, featureDir)) return;
        if (rest.length === 0 || (rest.length === 1 && PUBLIC_ENTRY.test(rest[0]))) return;
        const entry = path
          .relative(path.dirname(importer), path.join(featureDir, "index.js"))
          .split(path.sep)
          .join("/");
        context.report({
          node,
          messageId: "internal",
          data: { specifier, feature, entry: entry.startsWith(".") ? entry : `./${entry}` },
        });
        return;
      }
    }

    const checkSource = (node) => {
      if (node.source?.type === "Literal") check(node.source, node.source.value);
    };
    return {
      ImportDeclaration: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ImportExpression: checkSource,
      CallExpression(node) {
        const [first] = node.arguments;
        if (node.callee.type === "Identifier" && node.callee.name === "require" && first?.type === "Literal") {
          check(first, first.value);
        }
      },
    };
  },
};

function isInside(file, dir) {
  const relative = path.relative(dir, file);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

export default { meta: { name: "local" }, rules: { "feature-boundaries": featureBoundaries } };
