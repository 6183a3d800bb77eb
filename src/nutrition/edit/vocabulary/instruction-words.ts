/** Fractions of a portion said in words ("I only ate a third", "two thirds of the pizza"). */
export const FRACTION_WORDS: Readonly<Record<string, number>> = {
  half: 1 / 2,
  "a half": 1 / 2,
  "one half": 1 / 2,
  "a third": 1 / 3,
  "one third": 1 / 3,
  third: 1 / 3,
  "two thirds": 2 / 3,
  "2 thirds": 2 / 3,
  "a quarter": 1 / 4,
  "one quarter": 1 / 4,
  quarter: 1 / 4,
  "a fourth": 1 / 4,
  "one fourth": 1 / 4,
  "three quarters": 3 / 4,
  "3 quarters": 3 / 4,
  "three fourths": 3 / 4,
  "a fifth": 1 / 5,
  "a tenth": 1 / 10,
  "1/2": 1 / 2,
  "1/3": 1 / 3,
  "2/3": 2 / 3,
  "1/4": 1 / 4,
  "3/4": 3 / 4,
  "0.5": 1 / 2,
  "0.25": 1 / 4,
  "0.75": 3 / 4,
  "half of": 1 / 2,
  "most of": 3 / 4,
  "a bit of": 1 / 4,
  "a few bites of": 1 / 4,
};

/** What opens a clause that says how much of it was eaten: "I only ate", "just", "only had". */
export const PORTION_EATEN_OPENERS: readonly string[] = [
  "i only ate",
  "i only had",
  "i only drank",
  "i ate",
  "i had",
  "i drank",
  "only ate",
  "only had",
  "ate",
  "had",
  "only",
  "just",
  "actually",
  "it was",
  "it was only",
  "make it",
  "make that",
  "cut it to",
  "i finished",
  "i finished only",
  "we shared it so",
  "i shared it so",
  "shared it so",
  "we split it so",
  "i split it so",
  "split it so",
  "i only finished",
];

/** What opens a clause that says what the item was like: "make it skim", "the soda was diet", "switch to decaf". */
export const DESCRIBE_OPENERS: readonly string[] = [
  "make it",
  "make that",
  "make them",
  "make the",
  "change it to",
  "change that to",
  "change to",
  "switch to",
  "switch it to",
  "it was",
  "it's",
  "that was",
  "they were",
  "it should be",
  "should be",
  "actually",
  "i had",
  "i got",
  "i ordered",
  "it was actually",
  "that was actually",
  "use",
  "go with",
  "went with",
];

/** Joining words between the new words and the old in "skim, not whole", "grande instead of tall". */
export const INSTEAD_WORDS: readonly string[] = ["not", "and not", "instead of", "rather than", "not the", "not a"];

/** Words that name where a part sits: "the milk in my latte", "the cheese on the burger". */
export const PART_OF_WORDS: readonly string[] = ["in", "on", "inside", "from", "of"];

/** Words that say nothing about which item: "make IT skim". */
export const POINTING_WORDS: readonly string[] = ["it", "that", "this", "them", "those", "one", "mine", "the meal"];

/** What opens a clause that says an item was not eaten after all ("I skipped the chicken"). */
export const NOT_EATEN_OPENERS: readonly string[] = [
  "i skipped",
  "skipped",
  "i left",
  "left",
  "i left out",
  "i gave away",
  "gave away",
  "i didn't touch",
  "i never had",
  "i never ate",
  "i didn't end up eating",
  "i didn't end up having",
  "i shared",
  "scrap",
  "lose",
];

/** What opens a clause that gives an item's true amount ("actually 2 pancakes", "make it 3 slices", "I had 4, not 2"). */
export const AMOUNT_OPENERS: readonly string[] = [
  "actually",
  "i only had",
  "i only ate",
  "i only drank",
  "only had",
  "i actually had",
  "i had",
  "i ate",
  "i drank",
  "there were",
  "there was",
  "it was",
  "they were",
  "make it",
  "make that",
  "make them",
  "change it to",
  "only",
  "just",
];

/** Verbs that open a clause adding or removing something: such a clause never only describes an item. */
export const ACTION_OPENERS: readonly string[] = [
  "add",
  "also",
  "plus",
  "and",
  "remove",
  "delete",
  "drop",
  "no",
  "without",
  "hold",
  "skip",
  "i also",
  "include",
  "throw in",
];
