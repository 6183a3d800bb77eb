import { readVocabulary } from "../../vocabulary/read-vocabulary.js";

/**
 * Describing words that stand for one another: saying one of a group ("skim") replaces whichever other word of
 * the same group an item carries ("whole"), or is added to the item the group is about ("a latte" → "a skim
 * latte"). `about` names the foods a group can describe when the item carries none of its words; an empty list
 * means any food. The engine's matcher then picks USDA's food for the new words.
 */
export interface VariantGroup {
  name: string;
  words: readonly string[];
  about: readonly string[];
}

const VARIANTS = readVocabulary("edit-variant-words.json");

/** The groups, from src/nutrition/vocabulary/edit-variant-words.json. */
export const VARIANT_GROUPS: readonly VariantGroup[] = VARIANTS.groups;

/** Words that mean the same kind: the engine reads both, so finding one in a USDA name counts as the other. */
export const VARIANT_ALIASES: Readonly<Record<string, readonly string[]>> = VARIANTS.aliases;
