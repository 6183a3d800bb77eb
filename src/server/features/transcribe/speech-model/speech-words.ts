import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import { SPEECH_ASSETS } from "../speech-assets.js";

const spoken = z.string().regex(/^[a-z][a-z' ]*$/, "lower-case words");

export const speechWordsSchema = z.object({
  about: z.string(),
  everydayFoods: z.array(spoken).min(1),
  oneSpelling: z.record(spoken, spoken),
});
export type SpeechWords = z.infer<typeof speechWordsSchema>;

/** assets/speech-words.json: everyday foods people say, and the one spelling kept for words written two ways. */
export function readSpeechWords(path = resolve(SPEECH_ASSETS.folder, "../speech-words.json")): SpeechWords {
  return speechWordsSchema.parse(JSON.parse(readFileSync(path, "utf8")));
}

/** "sour dough toast" → "sourdough toast": every spelling on the left of `oneSpelling` written as on its right. */
export function oneSpelling(spellings: SpeechWords["oneSpelling"]): (words: string[]) => string[] {
  const entries = Object.entries(spellings).map(([from, to]) => [` ${from} `, ` ${to} `] as const);
  return (words) => {
    let text = ` ${words.join(" ")} `;
    for (const [from, to] of entries) while (text.includes(from)) text = text.replace(from, to);
    return text.trim().split(" ").filter(Boolean);
  };
}
