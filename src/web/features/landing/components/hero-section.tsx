import { ArrowRight, Check } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button.js";
import { HeroPreview } from "./hero-preview.js";

const reassurances = ["Free, no credit card", "No streaks to keep", "No weighing needed"];

function scrollToFeatures(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById("features");
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: "smooth", block: "start" });
  target.focus({ preventScroll: true });
}

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_70%_-10%,var(--color-brand-100),transparent_70%),radial-gradient(40rem_24rem_at_0%_10%,var(--color-brand-50),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 md:pt-20 lg:grid-cols-[1.15fr_1fr] lg:gap-16 lg:pb-24">
        <div className="flex flex-col items-start">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-500" />
            Free beta · Nutrition from USDA data
          </p>
          <h1
            id="hero-heading"
            className="text-4xl font-extrabold leading-[1.08] tracking-tight text-slate-900 sm:text-5xl xl:text-[3.5rem]"
          >
            Track Your Meals <span className="block text-brand-700">In 10 Seconds</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">
            Type what you ate the way you'd tell a friend. Meals &amp; Calories turns it into calories, macros and
            micronutrients, and shows the portions it assumed so you can fix them.
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link href="/log">
                Start Tracking Free
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <a href="#features" onClick={scrollToFeatures}>
                Learn More
              </a>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            {reassurances.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4 text-brand-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
