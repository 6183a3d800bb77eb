import type { Food } from "../db/food-types.js";
import { densityGPerMl, isDrink } from "./resolve-portion.js";
import { VOLUME_ML } from "./units.js";

const PER_FL_OZ = /^guideline amount per fl oz of beverage/i;
const FL_OZ_ML = VOLUME_ML.fl_oz ?? 29.5735;

/**
 * Milk or cream said with a drink and no amount of its own ("iced coffee w milk") is what goes into the drink: USDA's
 * "Guideline amount per fl oz of beverage" times the drink's fluid ounces, not a glass of milk. Undefined when the
 * first food is no drink or the second has no such guideline.
 */
export function addedToDrink(
  added: Food,
  drink: Food,
  drinkGrams: number,
): { grams: number; assumption: string } | undefined {
  const per = isDrink(drink) ? added.portions.find((p) => PER_FL_OZ.test(p.description)) : undefined;
  if (!per) return undefined;
  const flOz = drinkGrams / (densityGPerMl(drink) ?? 1) / FL_OZ_ML;
  const grams = per.grams * flOz;
  const name = added.description.split(",")[0]?.toLowerCase() ?? added.description;
  return {
    grams,
    assumption: `${name} in the drink = ${Math.round(grams * 10) / 10} g (USDA "${per.description}" × ${Math.round(flOz * 10) / 10} fl oz)`,
  };
}
