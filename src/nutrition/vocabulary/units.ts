import { z } from "zod";
import type { SizeWord, UnitId } from "../parse/types.js";
import { readVocabulary } from "./read-vocabulary.js";

const SIZES = ["small", "medium", "large", "extra large", "jumbo"] as const satisfies readonly SizeWord[];
const word = z.string().min(1);
const regexSource = z.string().refine((source) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}, "a regular expression");

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

export const unitsSchema = z.object({
  note: z.string(),
  units: z.array(unitSchema).min(1),
  informal: z.array(z.object({ said: z.array(word).min(1), amount: z.number().positive(), unit: word })),
  sizes: z.object({
    said: z.record(word, z.enum(SIZES)),
    written: z.record(word, regexSource),
    afterSize: z.array(word),
    inUsdaPortions: z.record(z.enum(SIZES), z.array(word).min(1)),
  }),
  lengths: z.object({
    of: z.array(word).min(1),
    said: z.array(z.object({ token: word, inches: z.array(word).min(1) })),
  }),
});

export type UnitsTable = z.infer<typeof unitsSchema>;
export type UnitEntry = UnitsTable["units"][number] & { id: UnitId };

/** units.json: the one table of units, their spellings, kinds, sizes and household amounts. */
export const UNITS_TABLE = readVocabulary("units.json", unitsSchema);
export const UNITS: readonly UnitEntry[] = UNITS_TABLE.units as UnitEntry[];

/** The units of these kinds, by id. */
export const unitIdsOfKind = (...kinds: UnitEntry["kind"][]): UnitId[] =>
  UNITS.filter((u) => kinds.includes(u.kind)).map((u) => u.id);
