import { HeartHandshake, Sparkles, Zap, type LucideIcon } from "lucide-react";

interface Feature {
  icon: LucideIcon;
  title: string;
  body: string;
}

const features: Feature[] = [
  {
    icon: Zap,
    title: "Lightning Fast",
    body: "Describe a meal in one sentence and you're done. The nutrition engine runs on this server against a built-in USDA food database, with no calls to outside AI services, so an entry is ready in about a second.",
  },
  {
    icon: HeartHandshake,
    title: "Wellness First",
    body: "No streaks to break and no guilt trips when you skip a day. Log when it helps you, look at gentle weekly views when you want them, and ignore them when you don't.",
  },
  {
    icon: Sparkles,
    title: "Smart Insights",
    body: "Every meal comes with macros, lipids and micronutrients, a daily score against your goals, and the assumptions behind each estimate, so you can correct a portion in plain words.",
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      tabIndex={-1}
      aria-labelledby="features-heading"
      className="scroll-mt-20 border-y border-slate-200/70 bg-white py-16 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Why Meals &amp; Calories</p>
          <h2 id="features-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Logging that fits into a busy day
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Built for people who want to know what they eat without turning it into a second job.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {features.map(({ icon: Icon, title, body }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-slate-50/60 p-6 transition-shadow hover:shadow-md"
            >
              <div className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm shadow-brand-900/20">
                <Icon aria-hidden="true" className="size-5" />
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
