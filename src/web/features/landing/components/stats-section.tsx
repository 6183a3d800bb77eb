import { FOOD_DATA_SOURCE } from "../../../../contracts/site.js";
import { FOOD_COUNT_LABEL, TRACKED_NUTRIENT_COUNT } from "../lib/product-facts.js";

/** Only facts about this product that hold without a measurement campaign; no user counts or ratings. */
const stats = [
  { value: "~1 s", label: "to analyze a typical meal" },
  {
    value: String(TRACKED_NUTRIENT_COUNT),
    label: "nutrients tracked per meal",
  },
  { value: FOOD_COUNT_LABEL, label: "USDA foods in the database" },
  { value: "$0", label: "free beta, no credit card" },
];

export function StatsSection() {
  return (
    <section aria-labelledby="stats-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="stats-heading" className="sr-only">
          Meals &amp; Calories in numbers
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-6"
            >
              <dt className="order-2 mt-1 text-sm text-slate-600">{stat.label}</dt>
              <dd className="order-1 text-3xl font-extrabold tracking-tight text-brand-700 sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-center text-sm text-slate-500">
          Nutrition data source: <span className="font-semibold text-slate-700">{FOOD_DATA_SOURCE}</span> (FNDDS and SR
          Legacy), public-domain data from the U.S. Department of Agriculture.
        </p>
      </div>
    </section>
  );
}
