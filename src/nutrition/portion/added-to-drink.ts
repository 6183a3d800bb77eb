import type { Food } from "../db/food-types.js";
import { CEREALS, isCereal } from "./cereals.js";
import { densityGPerMl, isDrink } from "./resolve-portion.js";
import { VOLUME_ML } from "./units.js";

const PER_FL_OZ = /^guideline amount per fl oz of beverage/i;
const FL_OZ_ML = VOLUME_ML.fl_oz ?? 29.5735;
/** A USDA portion of this name, or of this name with more said after a comma ("1 cup, cooked"). */
const isPortion = (description: string, name: string): boolean => {
  const d = description.toLowerCase();
  const n = name.toLowerCase();
  return d === n || d.startsWith(`${n},`);
};

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

/**
 * Milk said with a cereal and no amount of its own ("cheerios w 2%", "oatmeal with milk") is poured on it, not a
 * glass of milk: on a hot cereal USDA's "Guideline amount per cup of hot cereal" times the cereal's cups; on a
 * ready-to-eat one half the milk's cup per cup of cereal, as cereal labels pour it (units.json `cereals`). Undefined
 * when the second food is no cereal, or either has no such measure.
 */
export function pouredOnCereal(
  milk: Food,
  cereal: Food,
  cerealGrams: number,
): { grams: number; assumption: string } | undefined {
  if (!isCereal(cereal)) return undefined;
  const cold = CEREALS.coldCategories.some((c) => cereal.category.startsWith(c));
  // What USDA gives a guideline for pouring on a cereal is a milk; on a cold cereal its cup is poured by the label.
  const guideline = milk.portions.find((p) => isPortion(p.description, CEREALS.milkGuideline));
  const per = guideline && cold ? milk.portions.find((p) => isPortion(p.description, CEREALS.measure)) : guideline;
  const cup = cereal.portions.find((p) => isPortion(p.description, CEREALS.measure));
  if (!per || !cup || cup.grams <= 0) return undefined;
  const share = cold ? CEREALS.coldMilkCups : 1;
  const cups = cerealGrams / cup.grams;
  const grams = Math.round(per.grams * share * cups * 10) / 10;
  const name = milk.description.split(",")[0]?.toLowerCase() ?? milk.description;
  const rule = cold ? `${share} × USDA "${per.description}"` : `USDA "${per.description}"`;
  return {
    grams,
    assumption: `${name} on the cereal = ${grams} g (${rule} × ${Math.round(cups * 10) / 10} cups of cereal)`,
  };
}
