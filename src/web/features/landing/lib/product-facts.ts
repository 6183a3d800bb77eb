import {
  lipidsDetailSchema,
  macrosSchema,
  microsSchema,
} from "../../../../contracts/index.js";
import { FOOD_DATABASE_MIN_FOODS } from "../../../../contracts/site.js";

/**
 * Distinct nutrient fields in a meal entry. Sodium appears in both macros and micros,
 * so it is counted once: the figure must match what a user can actually see.
 */
export const TRACKED_NUTRIENT_COUNT = new Set([
  ...Object.keys(macrosSchema.shape),
  ...Object.keys(lipidsDetailSchema.shape),
  ...Object.keys(microsSchema.shape),
]).size;

/** "5,400+": rounded down to the hundred so the claim stays true as the database changes. */
export const FOOD_COUNT_LABEL = `${(Math.floor(FOOD_DATABASE_MIN_FOODS / 100) * 100).toLocaleString("en-US")}+`;
