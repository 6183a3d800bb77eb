import { readVocabulary } from "../../vocabulary/read-vocabulary.js";

/**
 * Clauses that comment on the meal: everything from one of these to the end of its fragment is dropped. Written as
 * regular-expression sources over the normalized text, in src/nutrition/vocabulary/clause-words.json.
 */
export const TRAILING_CLAUSE_STARTS: readonly string[] = readVocabulary("clause-words.json").clauses.map((c) =>
  typeof c === "string" ? c : c.pattern,
);

/** Where a clause commenting on the meal starts in normalized text ("… at the bar", "… that was delicious"). */
export const TRAILING_CLAUSE = new RegExp(`(?:^|\\s)(?:${TRAILING_CLAUSE_STARTS.join("|")})`);
