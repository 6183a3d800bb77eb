import { Sparkles } from "lucide-react";

/**
 * Shows how a typed meal is read, without inventing numbers: portions are USDA household measures,
 * nutrient values only ever come from a real analysis.
 */
const exampleItems = [
  { food: "Egg, scrambled", portion: "2 large" },
  { food: "Butter", portion: "1 tsp" },
  { food: "Bread, whole wheat, toasted", portion: "1 slice" },
  { food: "Banana, raw", portion: "1 medium" },
];

export function HeroPreview() {
  return (
    <figure aria-label="Example of a logged meal" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div aria-hidden="true" className="absolute -inset-4 -z-10 rounded-[2rem] bg-brand-200/30 blur-2xl" />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-slate-900/5 sm:p-6">
        <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">You type</p>
        <p className="mt-2 rounded-xl bg-slate-50 p-4 text-[0.95rem] leading-relaxed text-slate-800 ring-1 ring-slate-200">
          "Two scrambled eggs with a teaspoon of butter, a slice of whole wheat toast and a banana"
        </p>
        <div className="my-4 flex items-center gap-2 text-xs font-semibold text-brand-800">
          <Sparkles aria-hidden="true" className="size-4" />
          Matched to USDA foods
        </div>
        <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
          {exampleItems.map((item) => (
            <li key={item.food} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
              <span className="font-medium text-slate-800">{item.food}</span>
              <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                {item.portion}
              </span>
            </li>
          ))}
        </ul>
        <figcaption className="mt-4 text-xs leading-relaxed text-slate-500">
          Each item gets calories, macros, lipids and micronutrients from USDA FoodData Central, with the assumed
          portion shown so you can correct it.
        </figcaption>
      </div>
    </figure>
  );
}
