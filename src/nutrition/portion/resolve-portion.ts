import type { Food, Portion } from "../db/food-types.js";
import type { ParsedQuantity, UnitId } from "../parse/types.js";
import { words } from "../match/tokenize.js";
import { HOUSEHOLD_DEFAULTS, MASS_G, SIZE_WORDS, UNIT_WORDS, VOLUME_ML } from "./units.js";

export interface ResolvedPortion {
  grams: number;
  quantity: number;
  /** Short unit label for the item ("cup", "g", "medium", "serving"). */
  unit: string;
  /** What was assumed, in words: "1 medium banana = 118 g". */
  assumption: string;
  /** 0-1: how sure the amount is (a weight the user gave = 1, a default portion is a guess). */
  confidence: number;
}

const IGNORED = /^(guideline amount|quantity not specified)/i;
const SIZE_NEUTRAL = new Set(["nfs", "regular", "medium", "any", "standard"]);
const SIZE_MARKED = new Set(["small", "large", "extra", "mini", "miniature", "king", "jumbo", "snack", "fun", "bite", "personal", "kid", "child", "toddler", "baby", "half", "double", "triple", "junior", "senior"]);
const DRINK_CATEGORY = /^(1[0-4]|7[0-8])\d\d$/; // WWEIA milks, shakes and beverages

const round = (n: number): number => Math.round(n * 10) / 10;
const fmt = (n: number): string => String(Number(n.toFixed(n < 10 ? 2 : 1)));

function portionWords(p: Portion): string[] {
  return words(p.description.replace(/\([^)]*\)/g, " "));
}

export function defaultPortion(food: Food): Portion | undefined {
  return food.portions.find((p) => /^quantity not specified/i.test(p.description));
}

/** Grams per ml from the food's own cup / fl oz / tbsp portions (plain ones first); undefined when it has none. */
export function densityGPerMl(food: Food): number | undefined {
  const tries: [RegExp, number][] = [
    [/^1 cup$/i, 236.588],
    [/^1 fl oz$/i, 29.5735],
    [/^1 (tablespoon|tbsp)$/i, 14.7868],
    [/^1 cup\b/i, 236.588],
    [/^1 fl oz\b/i, 29.5735],
    [/^1 (tablespoon|tbsp)\b/i, 14.7868],
    [/^1 (teaspoon|tsp)\b/i, 4.92892],
  ];
  for (const [re, ml] of tries) {
    const p = food.portions.find((x) => re.test(x.description));
    if (p) return p.grams / ml;
  }
  return undefined;
}

/** Scores USDA portions against the unit, size and other words the user gave; best first. */
function bestPortion(food: Food, q: ParsedQuantity | undefined, phrase: string, foodWords: Set<string>): Portion | undefined {
  const unitWords = q?.unit ? (UNIT_WORDS[q.unit] ?? [q.unit]) : [];
  const sizeWords = q?.size ? SIZE_WORDS[q.size] : [];
  const phraseWords = new Set(words(phrase));
  const counted = q !== undefined && !q.unit && !q.size && /\d|\b(an?|one|two|three|four|five|six|dozen|couple)\b/.test(q.raw);
  let best: Portion | undefined;
  let bestScore = 0;
  for (const p of food.portions) {
    if (IGNORED.test(p.description)) continue;
    const pw = portionWords(p);
    let score = 0;
    let extra = 0;
    for (const w of new Set(pw)) {
      if (/^\d|^(1|a|an|of|or|ns|as|to|from|with|in|and|the|made|type)$/.test(w)) continue;
      if (!q?.size && SIZE_NEUTRAL.has(w) && !phraseWords.has(w)) {
        score += 0.3; // "1 piece, NFS", "1 regular": the usual size when none was said
        continue;
      }
      if (!q?.size && SIZE_MARKED.has(w) && !phraseWords.has(w)) {
        extra += 0.8; // a small or king-size portion the user never asked for
        continue;
      }
      if (unitWords[0] === w) score += 4;
      else if (unitWords.includes(w)) score += 2.5;
      else if (sizeWords[0] === w) score += 3;
      else if (sizeWords.includes(w)) score += 1.5;
      else if (foodWords.has(w)) score += counted ? 2 : 0.6; // "1 banana", "1 egg": the food itself
      else if (phraseWords.has(w)) score += 1;
      else extra += 1;
    }
    score -= 0.35 * extra;
    if (!q?.unit && !q?.size && !counted && score <= 0.6) continue;
    if (score > bestScore) {
      best = p;
      bestScore = score;
    }
  }
  return bestScore > 0 ? best : undefined;
}

function describe(amount: number, label: string, foodName: string, grams: number, portion?: string): string {
  const via = portion ? ` (USDA portion "${portion}")` : "";
  return `${fmt(amount)}${label ? ` ${label}` : ""} ${foodName} = ${fmt(round(grams))} g${via}`;
}

/**
 * Turns a parsed amount into grams for one food: its own USDA portions first, then unit conversion
 * with the food's density, then household defaults; the assumption always says which.
 */
export function resolvePortion(food: Food, q: ParsedQuantity | undefined, phrase: string, foodWords: Set<string>): ResolvedPortion {
  const name = food.description.split(",")[0]?.toLowerCase() ?? food.description;
  const amount = q?.amount ?? 1;
  let unit: UnitId | undefined = q?.unit;
  if (unit === "oz" && (DRINK_CATEGORY.test(food.category) || food.category === "sr1400")) unit = "fl_oz";

  const massG = unit ? MASS_G[unit] : undefined;
  if (unit && massG !== undefined) {
    const grams = amount * massG;
    return { grams, quantity: amount, unit, assumption: describe(amount, unit, name, grams), confidence: 1 };
  }

  const volMl = unit ? VOLUME_ML[unit] : undefined;
  if (unit && volMl !== undefined) {
    // A USDA portion in exactly this measure beats the density conversion ("1 cup, chopped" for lettuce).
    const own = bestPortion(food, q, phrase, foodWords);
    const ownWords = own ? portionWords(own) : [];
    const unitWord = UNIT_WORDS[unit]?.[0];
    if (own && unitWord && ownWords.includes(unitWord) && !(unit === "fl_oz" && /bottle|can|container/i.test(own.description))) {
      const grams = amount * own.grams;
      return { grams, quantity: amount, unit, assumption: describe(amount, unit.replace("_", " "), name, grams, own.description), confidence: 0.9 };
    }
    const density = densityGPerMl(food);
    const grams = amount * volMl * (density ?? 1);
    const how = density ? `density ${fmt(density)} g/ml` : "assumed 1 g/ml";
    return {
      grams,
      quantity: amount,
      unit,
      assumption: `${fmt(amount)} ${unit.replace("_", " ")} ${name} = ${fmt(round(grams))} g (${how})`,
      confidence: density ? 0.85 : 0.7,
    };
  }

  const own = bestPortion(food, q, phrase, foodWords);
  if (own) {
    const grams = amount * own.grams;
    return {
      grams,
      quantity: amount,
      unit: q?.size ?? unit ?? "serving",
      assumption: describe(amount, [q?.size, unit].filter(Boolean).join(" "), name, grams, own.description),
      confidence: q?.unit || q?.size ? 0.8 : 0.7,
    };
  }

  const household = unit ? HOUSEHOLD_DEFAULTS[unit] : undefined;
  if (unit && household) {
    const density = densityGPerMl(food) ?? 1;
    const perUnit = household.g ?? (household.ml ?? 0) * density;
    const grams = amount * perUnit;
    return { grams, quantity: amount, unit, assumption: `${describe(amount, unit, name, grams)} (${household.label})`, confidence: 0.55 };
  }

  const fallback = defaultPortion(food) ?? food.portions.find((p) => !IGNORED.test(p.description));
  const perUnit = fallback?.grams ?? 100;
  const grams = amount * perUnit;
  const label = fallback ? `usual portion, USDA "${fallback.description}"` : "no portion data, assumed 100 g";
  return {
    grams,
    quantity: amount,
    unit: unit ?? "serving",
    assumption: `${describe(amount, [q?.size, unit].filter(Boolean).join(" "), name, grams)} (${label})`,
    confidence: fallback ? 0.5 : 0.3,
  };
}
