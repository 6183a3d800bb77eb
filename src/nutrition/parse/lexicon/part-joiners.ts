import { readFileSync } from "node:fs";
import { z } from "zod";

const lexiconSchema = z.object({
  note: z.string(),
  joiners: z.array(z.string().min(1)).min(1),
  listing: z.array(z.string().min(1)),
  describers: z.array(z.string().min(1)),
  pointers: z.array(z.string().min(1)),
});

/** part-joiners.json: the words that join a second food inside one item's words, and their companions. */
export const PART_JOINERS = lexiconSchema.parse(
  JSON.parse(readFileSync(new URL("./part-joiners.json", import.meta.url), "utf8")),
);

const JOINERS = new Set(PART_JOINERS.joiners);

/** The item's words before its first joining word: "chicken burrito bowl with guac" → "chicken burrito bowl". */
export function partBeforeJoiner(foodText: string): { head: string; tail: string } {
  const said = foodText.split(/\s+/).filter(Boolean);
  const at = said.findIndex((w) => JOINERS.has(w));
  return at <= 0
    ? { head: foodText, tail: "" }
    : { head: said.slice(0, at).join(" "), tail: said.slice(at + 1).join(" ") };
}
