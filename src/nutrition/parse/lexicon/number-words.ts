/** Words people use for amounts. Extend here: the quantity reader reads nothing else. */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ["one", 1], ["two", 2], ["three", 3], ["four", 4], ["five", 5], ["six", 6], ["seven", 7], ["eight", 8],
  ["nine", 9], ["ten", 10], ["eleven", 11], ["twelve", 12], ["thirteen", 13], ["fourteen", 14],
  ["fifteen", 15], ["sixteen", 16], ["seventeen", 17], ["eighteen", 18], ["nineteen", 19], ["twenty", 20],
  ["thirty", 30], ["forty", 40], ["fifty", 50], ["sixty", 60], ["hundred", 100],
  ["half", 0.5], ["quarter", 0.25], ["third", 1 / 3], ["dozen", 12],
  ["couple", 2], ["pair", 2], ["few", 3], ["several", 3], ["both", 2],
]);

/** Words that only count when an article precedes them or "of" follows ("a couple of", "a few"). */
export const VAGUE_COUNT_WORDS: ReadonlySet<string> = new Set(["couple", "pair", "few", "several", "both"]);

/** Unicode fraction glyphs, replaced by decimals before anything else reads the text. */
export const FRACTION_GLYPHS: ReadonlyMap<string, number> = new Map([
  ["½", 0.5], ["¼", 0.25], ["¾", 0.75], ["⅓", 1 / 3], ["⅔", 2 / 3], ["⅛", 0.125], ["⅜", 0.375], ["⅝", 0.625],
  ["⅞", 0.875], ["⅕", 0.2], ["⅖", 0.4], ["⅗", 0.6], ["⅘", 0.8], ["⅙", 1 / 6], ["⅚", 5 / 6],
]);
