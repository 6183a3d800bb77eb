/** An English plural: "egg" → "eggs", "glass" → "glasses", "patty" → "patties"; "fries" stays. */
export function pluralOf(word: string): string {
  if (/(?:s|x|z|ch|sh)$/.test(word)) return /(?:ss|x|z|ch|sh)$/.test(word) ? `${word}es` : word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/**
 * Unit abbreviations, said the same for one or many ("250 g", "2 tbsp"). The web client cannot read the engine's
 * units table (src/nutrition/vocabulary/units.json), so this copy is checked against its "abbreviated" units by
 * src/nutrition/vocabulary/vocabulary.test.ts and `npm run build:foods`.
 */
export const ABBREVIATED_UNITS: ReadonlySet<string> = new Set([
  "g",
  "kg",
  "mg",
  "oz",
  "lb",
  "ml",
  "l",
  "fl oz",
  "tbsp",
  "tsp",
]);
const SIZES = new Set(["small", "medium", "large", "extra large", "jumbo"]);

/** An item's unit as said with its quantity: (2, "egg") → "eggs", (1, "cup") → "cup", (250, "g") → "g". */
export function unitForQuantity(quantity: number, unit: string): string {
  if (quantity <= 1 || ABBREVIATED_UNITS.has(unit) || SIZES.has(unit)) return unit;
  return unit.replace(/(\S+)$/, pluralOf);
}
