import type { z } from "zod";
import type { UnitId } from "../parse/types.js";
import { readVocabulary } from "./read-vocabulary.js";
import type { unitsSchema } from "./schemas.js";

export type UnitsTable = z.infer<typeof unitsSchema>;
export type UnitEntry = UnitsTable["units"][number] & { id: UnitId };

/** units.json: the one table of units, their spellings, kinds, sizes and household amounts. */
export const UNITS_TABLE = readVocabulary("units.json");
export const UNITS: readonly UnitEntry[] = UNITS_TABLE.units as UnitEntry[];

/** The units of these kinds, by id. */
export const unitIdsOfKind = (...kinds: UnitEntry["kind"][]): UnitId[] =>
  UNITS.filter((u) => kinds.includes(u.kind)).map((u) => u.id);
