import type { ParsedQuantity, SizeWord, UnitId } from "../parse/types.js";

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, single: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, half: 0.5, quarter: 0.25, couple: 2, few: 3, dozen: 12, several: 3, some: 1,
};

const UNIT_ALIASES: [RegExp, UnitId][] = [
  [/^(fl\.? ?oz|fluid ounces?)$/, "fl_oz"],
  [/^(g|grams?|gr)$/, "g"],
  [/^(kg|kilograms?|kilos?)$/, "kg"],
  [/^(mg|milligrams?)$/, "mg"],
  [/^(oz|ounces?)$/, "oz"],
  [/^(lbs?|pounds?)$/, "lb"],
  [/^(ml|milliliters?|millilitres?)$/, "ml"],
  [/^(l|liters?|litres?)$/, "l"],
  [/^cups?$/, "cup"],
  [/^(tbsp|tablespoons?|tbs)$/, "tbsp"],
  [/^(tsp|teaspoons?)$/, "tsp"],
  [/^pints?$/, "pint"],
  [/^quarts?$/, "quart"],
  [/^slices?$/, "slice"],
  [/^(pieces?|pcs?)$/, "piece"],
  [/^bowls?$/, "bowl"],
  [/^plates?$/, "plate"],
  [/^glass(es)?$/, "glass"],
  [/^mugs?$/, "mug"],
  [/^cans?$/, "can"],
  [/^bottles?$/, "bottle"],
  [/^handfuls?$/, "handful"],
  [/^scoops?$/, "scoop"],
  [/^servings?$/, "serving"],
  [/^(packets?|packs?|packages?|bags?|pouch(es)?)$/, "packet"],
  [/^bars?$/, "bar"],
  [/^cloves?$/, "clove"],
  [/^sticks?$/, "stick"],
  [/^(containers?|cartons?|tubs?|jars?)$/, "container"],
  [/^orders?$/, "order"],
  [/^strips?$/, "strip"],
  [/^links?$/, "link"],
  [/^patt(y|ies)$/, "patty"],
  [/^fillets?$/, "fillet"],
  [/^wedges?$/, "wedge"],
  [/^stalks?$/, "stalk"],
  [/^ears?$/, "ear"],
  [/^squares?$/, "square"],
];

const SIZES: [RegExp, SizeWord][] = [
  [/^(extra[- ]large|xl)$/, "extra large"],
  [/^(jumbo|king[- ]?size(d)?|giant)$/, "jumbo"],
  [/^(large|big|lg)$/, "large"],
  [/^(medium|med|regular|medium[- ]sized)$/, "medium"],
  [/^(small|sm|little|mini|fun[- ]?size(d)?|snack[- ]size(d)?)$/, "small"],
];

export function unitOf(word: string): UnitId | undefined {
  return UNIT_ALIASES.find(([re]) => re.test(word))?.[1];
}

export function sizeOf(word: string): SizeWord | undefined {
  return SIZES.find(([re]) => re.test(word))?.[1];
}

function numberOf(word: string): number | undefined {
  if (/^\d+(\.\d+)?$/.test(word)) return Number(word);
  const frac = /^(\d+)\/(\d+)$/.exec(word);
  if (frac) return Number(frac[1]) / Number(frac[2]);
  if (word === "½") return 0.5;
  if (word === "¼") return 0.25;
  return NUMBER_WORDS[word];
}

/** Reads a quantity at the start of a word list; returns it and how many words it used. */
export function readQuantity(ws: string[]): { q?: ParsedQuantity; used: number } {
  let i = 0;
  let amount: number | undefined;
  let unit: UnitId | undefined;
  let size: SizeWord | undefined;
  const n = numberOf(ws[0] ?? "");
  if (n !== undefined) {
    amount = n;
    i = 1;
    const next = numberOf(ws[1] ?? "");
    if (next !== undefined && next < 1 && /^\d/.test(ws[1] ?? "")) {
      amount += next;
      i = 2;
    }
    if (ws[i] === "of") i++;
  }
  for (let guard = 0; guard < 4 && i < ws.length; guard++) {
    const w = ws[i] ?? "";
    const two = `${w} ${ws[i + 1] ?? ""}`;
    if (!unit && /^(fl oz|fluid ounce|fluid ounces)$/.test(two)) {
      unit = "fl_oz";
      i += 2;
    } else if (!size && sizeOf(two)) {
      size = sizeOf(two);
      i += 2;
    } else if (!size && sizeOf(w)) {
      size = sizeOf(w);
      i++;
    } else if (!unit && unitOf(w)) {
      unit = unitOf(w);
      i++;
    } else break;
    if (ws[i] === "of") i++;
  }
  if (amount === undefined && !unit && !size) return { used: 0 };
  return { q: { amount: amount ?? 1, unit, size, raw: ws.slice(0, i).join(" ") }, used: i };
}
