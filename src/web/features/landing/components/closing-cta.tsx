import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button.js";

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-heading" className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-brand-900 px-6 py-14 text-center shadow-xl shadow-brand-950/20 sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_-20%,var(--color-brand-600),transparent_70%)]"
        />
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Your next meal takes ten seconds to log
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">
          No setup, no food scale, no credit card. Describe what you ate and see what's in it.
        </p>
        <Button asChild size="lg" className="mt-8 bg-white text-brand-900 hover:bg-brand-50 active:bg-brand-100">
          <Link href="/log">
            Get Started Free
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
