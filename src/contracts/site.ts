/** Product facts and mailboxes shown by the web client and usable by the server (emails, headers). */

export const PRODUCT_NAME = "Meals & Calories";

export const CONTACT_EMAIL = "hello@mealsandcalories.app";
export const PRIVACY_EMAIL = "privacy@mealsandcalories.app";
export const LEGAL_EMAIL = "legal@mealsandcalories.app";

/**
 * Lower bound on the foods in the bundled USDA database (FNDDS 2021-2023 alone holds 5,431).
 * Update it when the food database build adds sources; the landing page rounds it down for display.
 */
export const FOOD_DATABASE_MIN_FOODS = 5400;

export const FOOD_DATA_SOURCE = "USDA FoodData Central";

/** Date shown on /privacy and /terms. */
export const LEGAL_LAST_UPDATED = "January 31, 2025";
