import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { escapeRegExp } from "../escape-reg-exp.js";
import { PART_JOINERS } from "./part-joiners.js";

/** assets/chain-menus.json, the one list of restaurant chains (shared with the speech model): only the names here. */
const ASSET = resolve(dirname(fileURLToPath(import.meta.url)), "../../../../assets/chain-menus.json");
const chainNamesSchema = z.object({
  chains: z.array(
    z.object({
      said: z.array(z.string().min(1)).min(1),
      sizes: z.array(z.string().min(1)).optional(),
      dish: z.string().min(1).optional(),
    }),
  ),
  fillings: z.array(z.string().regex(/^\d+$/)).min(1),
});

/** "Chick-fil-A", "chick fil a" and "chickfila" are one key: letters and digits only. */
const key = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, "");

interface ChainNames {
  /** Every name as the table spells it. */
  said: string[];
  /** Each name's key → the one dish that chain is known for ("littlecaesars" → "pizza"). */
  dishes: Map<string, string>;
  /** USDA (WWEIA) category code prefixes of what goes into such a dish. */
  fillings: string[];
  keys: Set<string>;
  /** The size words chains use ("regular", "giant", "venti"). */
  sizes: Set<string>;
  /** Every beginning of a key: a word whose key is none of them starts no chain's name. */
  starts: Set<string>;
  longest: number;
}
let names: ChainNames | undefined;
function chainNames(): ChainNames {
  if (!names) {
    const table = chainNamesSchema.parse(JSON.parse(readFileSync(ASSET, "utf8")));
    const said = table.chains.flatMap((c) => c.said);
    const keys = new Set(said.map(key));
    const starts = new Set([...keys].flatMap((k) => [...k].map((_c, i) => k.slice(0, i + 1))));
    const dishes = new Map<string, string>();
    for (const c of table.chains) if (c.dish) for (const s of c.said) dishes.set(key(s), c.dish);
    const longest = Math.max(...said.map((s) => s.split(" ").length));
    const sizes = new Set(table.chains.flatMap((c) => c.sizes ?? []));
    names = { said, keys, starts, longest, dishes, sizes, fillings: table.fillings };
  }
  return names;
}

/** How many tokens from `from` on name a chain ("taco bell 3 soft tacos" → 2 at 0), or 0. */
export function chainNameLength(tokens: readonly string[], from = 0): number {
  const { keys, starts, longest } = chainNames();
  // The key of n tokens is their keys joined: grow it a token at a time, stop once no name begins so.
  let joined = "";
  let found = 0;
  for (let n = 1; n <= Math.min(longest, tokens.length - from); n++) {
    joined += key(tokens[from + n - 1] as string);
    if (joined !== "" && !starts.has(joined)) break;
    if (keys.has(joined)) found = n;
  }
  return found;
}

/** Whether the tokens up to and including `end` close a chain's name ("taco bell", "bell" at 1). */
export function endsChainName(tokens: readonly string[], end: number): boolean {
  const { longest } = chainNames();
  for (let n = 1; n <= Math.min(longest, end + 1); n++) if (chainNameLength(tokens, end - n + 1) === n) return true;
  return false;
}

/**
 * A chain's name of several words as one token ("five_guys", "little_caesars", "jack_in_the_box"): no reader takes a
 * word of it for an amount, a size or a filler.
 */
export function joinChainNames(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const n = chainNameLength(tokens, i);
    out.push(n > 1 ? tokens.slice(i, i + n).join("_") : (tokens[i] as string));
    if (n > 1) i += n - 1;
  }
  return out;
}

/** A chain named in one word ("dunkin", "mcdonalds", "kfc"): it says where a food came from, not what it is. */
export function isChainName(word: string): boolean {
  return chainNames().keys.has(key(word));
}

/**
 * "in and out burger": a chain's name that holds a listing word the item splitter cuts at ("and", part-joiners.json)
 * as one token, so the splitter never cuts inside it.
 */
export function protectChainNames(text: string): string {
  if (joined === undefined) {
    const cut = chainNames().said.filter((s) => s.split(" ").some((w) => LISTING.has(w)));
    joined = cut.length > 0 ? new RegExp(`\\b(?:${cut.map(escapeRegExp).join("|")})\\b`, "gi") : null;
  }
  return joined ? text.replace(joined, (m) => m.replace(/ /g, "_")) : text;
}
let joined: RegExp | null | undefined;
const LISTING = new Set(PART_JOINERS.listing);

/** The one dish a chain named in the tokens is known for ("little caesars …" → "pizza"), if any. */
export function chainDishIn(tokens: readonly string[]): string | undefined {
  const { dishes } = chainNames();
  for (let i = 0; i < tokens.length; i++) {
    const n = chainNameLength(tokens, i);
    const dish = n > 0 ? dishes.get(key(tokens.slice(i, i + n).join(""))) : undefined;
    if (dish) return dish;
  }
  return undefined;
}

/** Whether a USDA (WWEIA) category is of what goes into a chain's dish: protein foods, cheese. */
export function isFillingCategory(category: string): boolean {
  return chainNames().fillings.some((prefix) => category.startsWith(prefix));
}

/** Whether a word is a size some chain sells in ("regular", "giant", "venti"). */
export function isChainSize(word: string): boolean {
  return chainNames().sizes.has(word);
}
