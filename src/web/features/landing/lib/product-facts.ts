import { FOOD_DATABASE_MIN_FOODS } from "../../../../contracts/site.js";

/**
 * Distinct nutrient fields in a meal entry (sodium is in both macros and micros and counts once), so the figure
 * matches what a user can see. A literal keeps the schemas, and zod, out of the landing page's JavaScript;
 * product-facts.test.ts fails when the schemas change and this does not.
 */
export const TRACKED_NUTRIENT_COUNT = 33;

/** "5,400+": rounded down to the hundred so the claim stays true as the database changes. */
export const FOOD_COUNT_LABEL = `${(Math.floor(FOOD_DATABASE_MIN_FOODS / 100) * 100).toLocaleString("en-US")}+`;
