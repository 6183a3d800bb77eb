import { z } from "zod";
import { mealTypeSchema } from "../../contracts/index.js";
import type { SizeWord } from "../parse/types.js";

// The schema of every vocabulary file in this folder. A file is read only through readVocabulary(), which checks
// it; `npm run build:foods` and vocabulary.test.ts check them all, with the cross-references between them.

/** A word or phrase as the readers compare it: lowercase, not empty. */
const word = z
  .string()
  .min(1)
  .refine((w) => w === w.toLowerCase(), "lowercase");
const words = z.array(word);
const regexSource = z.string().refine((source) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}, "a regular expression");

const SIZES = ["small", "medium", "large", "extra large", "jumbo"] as const satisfies readonly SizeWord[];

const unitSchema = z
  .object({
    id: z.string().regex(/^[a-z_]+$/),
    kind: z.enum(["mass", "volume", "kitchen", "household"]),
    abbreviated: z.boolean().optional(),
    said: z.array(word).min(1),
    onlyAfterDigits: z.array(word).optional(),
    onlyAfterAmount: z.array(word).optional(),
    onlyBeforeOf: z.array(word).optional(),
    written: regexSource.optional(),
    grams: z.number().positive().optional(),
    ml: z.number().positive().optional(),
    inUsdaPortions: z.array(word).min(1).optional(),
    measures: word.optional(),
    /** The state USDA names a food sold in this unit ("canned"): counted by it, the food in that state. */
    soldAs: word.optional(),
    household: z
      .object({ g: z.number().positive().optional(), ml: z.number().positive().optional(), label: word })
      .refine((h) => (h.g === undefined) !== (h.ml === undefined), "grams or millilitres, not both")
      .optional(),
  })
  .superRefine((unit, ctx) => {
    for (const key of ["onlyAfterDigits", "onlyAfterAmount", "onlyBeforeOf"] as const)
      for (const spelling of unit[key] ?? [])
        if (!unit.said.includes(spelling))
          ctx.addIssue({ code: "custom", message: `${key} "${spelling}" not in said` });
    if (unit.kind === "mass" && unit.grams === undefined)
      ctx.addIssue({ code: "custom", message: "a mass needs grams" });
    if ((unit.kind === "volume" || unit.kind === "kitchen") && unit.ml === undefined)
      ctx.addIssue({ code: "custom", message: "a volume needs ml" });
  });

/** units.json */
export const unitsSchema = z.object({
  note: z.string(),
  units: z.array(unitSchema).min(1),
  informal: z.array(z.object({ said: z.array(word).min(1), amount: z.number().positive(), unit: word })),
  sizes: z.object({
    said: z.record(word, z.enum(SIZES)),
    written: z.record(word, regexSource),
    afterSize: z.array(word),
    usdaPieceIs: z.partialRecord(z.enum(SIZES), z.array(word).min(1)),
    inUsdaPortions: z.record(z.enum(SIZES), z.array(word).min(1)),
  }),
  lengths: z.object({
    /** How an inch is written after a number ("6 inch", "6in", "12\""). */
    inch: z.array(z.string().min(1)).min(1),
    of: z.array(word).min(1),
    /** A sub's nouns: one said with no length is the six-inch sub ("half a turkey sub"). */
    subs: z.array(word).min(1),
    /** Round foods a length opening an item is the width of ("12 inch pizza"), not a sub's length. */
    notOf: z.array(word).min(1),
    said: z.array(z.object({ token: word, inches: z.array(word).min(1) })),
  }),
  /** Containers and shapes said after a food's name ("a kit kat bar"); those also read in the plural ("pizza slices"). */
  afterFoodName: z.object({ said: z.array(word).min(1), countedInPlural: z.array(word) }),
  /** Units that count the food's own items, whatever name it was said by ("4 pc lumpia" are 4 egg rolls). */
  countsTheItem: z.array(word).min(1),
  /** Units that, said alone after a food with no number, are one of them ("ipa pint"). */
  saidLastAlone: z.array(word).min(1),
  /** Units that are a piece cut from a food or a handful of pieces, never one whole item ("a square", "a handful"). */
  notOneItem: z.array(word).min(1),
  /** Units that hold several of a food's pieces ("an order", "a bag"), never weighed by one piece ("1 fry"). */
  holdsSeveral: z.array(word).min(1),
  servedIn: z.array(word).min(1),
  takeout: z.object({ said: z.array(word).min(1), flOz: z.number().positive() }),
  pieceOfServing: z.object({ g: z.number().positive(), label: z.string().min(1) }),
  aServing: z.array(word).min(1),
  pieceOfDish: z.record(
    word,
    z.object({
      only: z.array(z.string().min(1)).min(1).optional(),
      except: z.array(z.string().min(1)).min(1).optional(),
      keptWhen: z.enum(["named", "severalNamed"]),
    }),
  ),
  cameIn: z.array(word).min(1),
  measuresWhatFollows: z.array(word).min(1),
  putInto: z.object({ said: z.array(word).min(1), before: words, into: words }),
  /** What holds a counted food, said before the count ("a package containing two breakfast tarts"). */
  holdingCount: z.array(word).min(1),
  /** A measure typed last after a part ("latte w oat milk 16 oz") of at least this many ml or g weighs the dish. */
  wholeDishMeasure: z.number().positive(),
  /**
   * How USDA's portion names say one whole item as served, a cut from it, all of what servings are cut from, a
   * diameter, one whole item as it is bought (a share counted of such a food is of the whole one), and what a food
   * sold by the order is sold by.
   */
  /** Foods sprinkled over another food, by WWEIA category: said after "with" with no amount, a share of a measure. */
  toppings: z.object({
    categories: z.array(z.string().regex(/^\d{2,4}$/)).min(1),
    measure: z.string().min(1),
    share: z.number().positive().max(1),
  }),
  /** What a spread or condiment said with a food goes on, by the host's WWEIA category, and USDA's guideline for it. */
  spreadHosts: z
    .array(
      z.object({
        categories: z.array(z.string().regex(/^\d{2,4}$/)).min(1),
        guidelines: z.array(z.string().min(1)).min(1),
        perPiece: z.boolean().optional(),
        halvedCategories: z.array(z.string().regex(/^\d{2,4}$/)).optional(),
      }),
    )
    .min(1),
  /** Cereals, cold and hot, by WWEIA category: what milk is poured on, by USDA's guideline; a bowl of one is a cup. */
  cereals: z.object({
    categories: z.array(z.string().regex(/^\d{2,4}$/)).min(1),
    measure: z.string().min(1),
    milkGuideline: z.string().min(1),
    coldCategories: z.array(z.string().regex(/^\d{2,4}$/)).min(1),
    coldMilkCups: z.number().positive(),
    bowlFlOz: z.number().positive(),
  }),
  usdaPortions: z.object({
    soldWhole: z.array(word).min(1),
    boughtWhole: z.array(word).min(1),
    byTheOrder: z.array(word).min(1),
    cutFrom: z.array(word).min(1),
    entire: z.array(word).min(1),
    diameter: z.array(word).min(1),
  }),
});

/** filler-words.json */
export const fillerWordsSchema = z.object({
  note: z.string(),
  anywhere: words,
  leading: words,
  verbsAfterPronoun: words,
  verbsBeforeAmount: words,
  takeBack: words,
  saysWhichOne: words,
  modals: words,
});

/** describer-words.json */
export const describerWordsSchema = z.object({
  note: z.string(),
  carried: words,
  packaging: words,
  neverFood: words,
  keptLyWords: words,
  lightVariantFoods: words,
  labelNutrients: words,
});

const comboSides = z.array(
  z.object({ food: z.string().min(1), unlessCategories: z.array(z.string().regex(/^\d+$/)).min(1) }),
);

/** extra-words.json */
export const extraWordsSchema = z.object({
  note: z.string(),
  extras: words,
  extraKinds: words,
  sides: words,
  cookingVerbs: words,
  milkKinds: words,
  dressingKinds: words,
  sauceKinds: words,
  milkDrinkVariants: z.record(z.string().regex(/^\d{4}$/), z.string().min(1)),
  blendedDrinks: z.object({
    drinks: z.array(z.string().regex(/^\d+$/)).min(1),
    parts: z.array(z.string().regex(/^\d+$/)).min(1),
    measuredPart: z.array(z.string().regex(/^\d+$/)).min(1),
    needsPart: z.record(z.string().regex(/^\d+$/), z.array(z.string().regex(/^\d+$/)).min(1)),
  }),
  servedWith: z.record(z.string().min(1), z.string().min(1)),
  combo: z.object({
    words,
    notAfter: words,
    comesWith: comboSides,
    kids: z.object({ words, comesWith: comboSides }),
  }),
});

/** compound-foods.json */
export const compoundFoodsSchema = z.object({
  note: z.string(),
  dishes: words,
  mixedDrinks: z.object({ spirits: words, mixers: words }),
  dishNouns: words,
  brands: words,
});

/** food-shorthand.json */
export const foodShorthandSchema = z
  .object({
    note: z.string(),
    shorthand: z.record(word, word),
    misspellings: z.record(word, word),
    why: z.record(word, z.string().min(1)),
  })
  .superRefine((file, ctx) => {
    for (const key of Object.keys(file.why))
      if (!(key in file.shorthand) && !(key in file.misspellings))
        ctx.addIssue({ code: "custom", path: ["why", key], message: `"${key}" is not a shorthand` });
  });

/** food-synonyms.json */
export const foodSynonymsSchema = z
  .object({
    note: z.string(),
    groups: z.array(z.object({ why: z.string().min(1).optional(), synonyms: z.record(word, word) })).min(1),
  })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.groups.forEach((group, at) => {
      for (const [said, read] of Object.entries(group.synonyms)) {
        if (seen.has(said))
          ctx.addIssue({ code: "custom", path: ["groups", at], message: `"${said}" is listed twice` });
        seen.add(said);
        if (said === read && group.why === undefined)
          ctx.addIssue({ code: "custom", path: ["groups", at], message: `"${said}" is read as said without a why` });
      }
    });
  });

const SOLD_SIZES = ["small", "medium", "large"] as const satisfies readonly SizeWord[];

/** match-words.json */
export const matchWordsSchema = z.object({
  note: z.string(),
  usdaNames: z.object({
    note: z.string(),
    classWords: words,
    classPhrases: words,
    subclasses: words,
    ingredientClasses: words,
    headExempt: words,
    defaultState: words,
    homeRecipe: words,
    cuts: words,
    meats: words,
    addedGroups: words,
    negating: words,
    lessOf: words,
    absentAfter: words,
    notAboutBefore: words,
    cooked: words,
    soldSizes: z.record(word, z.enum(SOLD_SIZES)),
    notSoldSizeBefore: words,
    juiceDrinks: words,
    babyMarkers: words,
    preserved: words,
    packagedMeal: z.string().min(1),
    fatCategories: z.array(word).min(1),
    plainKinds: z.array(z.string().min(1)),
    notFurtherSpecified: z.string().min(1),
  }),
  userWords: z.object({
    note: z.string(),
    meatClass: word,
    redMeats: words,
    breakfastMeats: words,
    opposites: z.array(z.tuple([word, word])),
    keptVariants: words,
    sandwichBreads: words,
    breadDishes: words,
    eggSandwichBreads: words,
    putOnBreads: words,
    handheldDishes: words,
    flavourCategories: z.array(z.string().regex(/^\d{2,4}$/)).min(1),
    tastesAfterProduct: z.array(z.string().regex(/^\d{2,4}$/)).min(1),
    proteinCategories: z.array(z.string().regex(/^\d{2,4}$/)).min(1),
    mixedDishCategories: z.array(z.string().regex(/^\d{2,4}$/)).min(1),
    starchSides: z.array(z.string().regex(/^\d{2,4}$/)).min(1),
    neverAlone: words,
    cuisines: words,
    dishParts: words,
    packages: words,
    shapes: words,
    classHeads: words,
    headBefore: z.array(word).min(1),
    dishesTypedFirst: words,
    askForBaby: words,
    freshIsRawUnless: z.array(word).min(1),
    sourceWords: words,
    kindEndings: words,
    alsoSaid: z.record(word, z.array(word).min(1)),
  }),
});

/** A word list with the reason the item splitter reads it. */
const reasonedWords = z.object({ why: z.string().min(1), words: z.array(word).min(1) });

/** split-words.json */
export const splitWordsSchema = z.object({
  note: z.string(),
  sceneOpeners: reasonedWords,
  newClause: z.object({ why: z.string().min(1), starts: z.array(word).min(1), eatingVerbs: z.array(word).min(1) }),
  restatesDish: z.object({ why: z.string().min(1), allThen: z.array(word).min(1), openers: z.array(word).min(1) }),
  kindOf: reasonedWords,
  commentObjects: reasonedWords,
  descriptorLeads: reasonedWords,
  partHeads: reasonedWords,
  servingWords: reasonedWords,
  adjectiveOnly: reasonedWords,
  trimWords: reasonedWords,
  companions: reasonedWords,
  drinkNouns: reasonedWords,
  neverAFlavour: reasonedWords,
  spreadOn: reasonedWords,
  addedTo: reasonedWords,
});

/** number-words.json */
export const numberWordsSchema = z
  .object({
    note: z.string(),
    numbers: z.record(word, z.number().positive()),
    vague: words,
    fractionGlyphs: z.record(z.string().length(1), z.number().positive().lt(1)),
    fractionOfLast: words,
    sharedWith: z.object({ verbs: words, one: words, many: words }),
    heardAs: z.object({ numbers: z.record(word, z.number().int().positive()), ate: words }),
    tellers: words,
    eatingVerbs: words,
    countDenied: words,
    roughly: words,
    countedBack: words,
    apiece: words,
    priceWords: z.array(z.string().min(1)).min(1),
    times: words,
    menuNumbers: z.array(z.string().min(1)).min(1),
    aLittle: z.array(z.string().min(1)).min(1),
  })
  .superRefine((file, ctx) => {
    for (const w of file.vague)
      if (!(w in file.numbers))
        ctx.addIssue({ code: "custom", path: ["vague"], message: `"${w}" is not a number word` });
  });

/** break-words.json */
export const breakWordsSchema = z.object({ note: z.string(), beforeVerb: words, joining: words });

/** reference-words.json */
export const referenceWordsSchema = z.object({
  note: z.string(),
  openers: words,
  linkWords: words,
  closers: words,
  joiners: words,
  fillerWords: words,
  mealOfPart: z.partialRecord(z.enum(["morning", "afternoon", "evening", "night"]), mealTypeSchema),
});

/** clause-words.json */
export const clauseWordsSchema = z.object({
  note: z.string(),
  clauses: z.array(z.union([regexSource, z.object({ pattern: regexSource, why: z.string().min(1) })])).min(1),
});

/** part-joiners.json */
export const partJoinersSchema = z.object({
  note: z.string(),
  joiners: z.array(word).min(1),
  listing: words,
  withTyped: z.array(z.string().min(1)).min(1),
  describers: words,
  pointers: words,
  inUsdaNames: z.array(word).min(1),
  alternativesInUsdaNames: z.array(word).min(1),
  servedOn: z.array(word).min(1),
  saidAgain: z.array(word).min(1),
});

/** edit-instruction-words.json */
export const editInstructionWordsSchema = z.object({
  note: z.string(),
  fractions: z.record(word, z.number().positive().lt(1)),
  portionEatenOpeners: words,
  describeOpeners: words,
  insteadWords: words,
  partOfWords: words,
  pointingWords: words,
  notEatenOpeners: words,
  amountOpeners: words,
  actionOpeners: words,
});

/** edit-part-words.json */
export const editPartWordsSchema = z.object({
  note: z.string(),
  parts: z.array(
    z.object({
      name: word,
      words: z.array(word).min(1),
      takeOff: word.optional(),
      inDishes: words,
      renames: z.record(word, word).optional(),
    }),
  ),
});

/** edit-plural-food-words.json */
export const editPluralFoodWordsSchema = z.object({ note: z.string(), words });

/** edit-variant-words.json */
export const editVariantWordsSchema = z.object({
  note: z.string(),
  groups: z.array(z.object({ name: word, words: z.array(word).min(2), about: words })),
  aliases: z.record(word, z.array(word).min(1)),
});

/** Every vocabulary file and its schema. */
export const VOCABULARY_FILES = {
  "units.json": unitsSchema,
  "filler-words.json": fillerWordsSchema,
  "describer-words.json": describerWordsSchema,
  "extra-words.json": extraWordsSchema,
  "compound-foods.json": compoundFoodsSchema,
  "food-shorthand.json": foodShorthandSchema,
  "food-synonyms.json": foodSynonymsSchema,
  "match-words.json": matchWordsSchema,
  "split-words.json": splitWordsSchema,
  "number-words.json": numberWordsSchema,
  "break-words.json": breakWordsSchema,
  "reference-words.json": referenceWordsSchema,
  "clause-words.json": clauseWordsSchema,
  "part-joiners.json": partJoinersSchema,
  "edit-instruction-words.json": editInstructionWordsSchema,
  "edit-part-words.json": editPartWordsSchema,
  "edit-plural-food-words.json": editPluralFoodWordsSchema,
  "edit-variant-words.json": editVariantWordsSchema,
} as const;

export type VocabularyFile = keyof typeof VOCABULARY_FILES;
export type Vocabulary<F extends VocabularyFile> = z.infer<(typeof VOCABULARY_FILES)[F]>;
