import { readVocabulary } from "../../vocabulary/read-vocabulary.js";

/** Words that describe the eating, not the food: data in src/nutrition/vocabulary/filler-words.json. */
const FILLER = readVocabulary("filler-words.json");

/** Dropped wherever they stand: praise, feelings, and intensifiers that never name a food. */
export const FILLER_WORDS: ReadonlySet<string> = new Set(FILLER.anywhere);

/** Words that begin an item only as talk: "I had", "I treated myself to", "washed it down with". */
export const LEAD_FILLER_WORDS: ReadonlySet<string> = new Set(FILLER.leading);

/** Words after which a food of the same kind says which one the food just named was ("…, like frosted flakes"). */
export const SAYS_WHICH_ONE: readonly string[] = FILLER.saysWhichOne;

/** Verbs dropped only right after "I"/"we": they can also describe a food ("made", "cooked", "baked"). */
export const LEAD_VERBS_AFTER_PRONOUN: ReadonlySet<string> = new Set(FILLER.verbsAfterPronoun);

/** Verbs that can also name a food ("cheese spread", "poured fondant"), dropped when an amount follows them. */
export const LEAD_VERBS_BEFORE_AMOUNT: ReadonlySet<string> = new Set(FILLER.verbsBeforeAmount);

/** What a speaker says to take back the food just said: "no wait", "i mean", "make that". */
export const TAKE_BACK_WORDS: readonly string[] = FILLER.takeBack;

/** Words said before the verb after "I" ("I couldn't resist …"), not that verb. */
export const MODALS: ReadonlySet<string> = new Set(FILLER.modals);
