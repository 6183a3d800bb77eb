import { readVocabulary } from "../../vocabulary/read-vocabulary.js";

/** Words for finding where an item ends when no comma or "and" says so: src/nutrition/vocabulary/break-words.json. */
const BREAKS = readVocabulary("break-words.json");

/** After these, a food word is a verb or a clause's word ("I spread a…", "to drink a…", "which added a…"). */
export const BEFORE_A_VERB: ReadonlySet<string> = new Set(BREAKS.beforeVerb);

/** Words that join two items themselves ("a coffee plus a banana"): the splitter reads them, no mark is needed. */
export const JOINING_WORDS: ReadonlySet<string> = new Set(BREAKS.joining);
