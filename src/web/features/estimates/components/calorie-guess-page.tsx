import type { ReactNode } from "react";
import { CircleAlert, LoaderCircle, SearchX, Sparkles } from "lucide-react";
import { Link, useParams } from "wouter";
import type { PublicEstimate } from "../../../../contracts/index.js";
import { PageContainer } from "../../../components/page-container.js";
import { Button } from "../../../components/ui/button.js";
import { Card } from "../../../components/ui/card.js";
import { useDocumentMeta } from "../../../lib/use-document-meta.js";
import { usePublicEstimate } from "../api/get-public-estimate.js";
import { estimateTotals } from "../lib/estimate-totals.js";
import { EstimateBreakdown } from "./estimate-breakdown.js";
import { NutritionSummaryCard } from "./nutrition-summary-card.js";

/** /calorie-guess/{id}: a shared photo estimate anyone with the link can read, signed in or not. */
export function CalorieGuessPage() {
  const { id } = useParams<{ id: string }>();
  const query = usePublicEstimate(id);
  const kcal = query.data ? Math.round(query.data.total_calories_kcal) : undefined;
  useDocumentMeta(
    kcal === undefined ? "Meal estimate" : `${kcal} kcal meal estimate`,
    "A shared calorie estimate of a meal photo, with calories, protein, carbs and fat for each item.",
  );

  return (
    <PageContainer className="max-w-2xl lg:max-w-5xl">
      {query.isPending && id ? (
        <Centered>
          <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600" />
          <p role="status" className="mt-3 text-slate-600">
            Loading meal estimate...
          </p>
        </Centered>
      ) : query.isError ? (
        <Centered>
          <Card className="w-full max-w-xl p-7 text-center sm:p-9">
            <CircleAlert aria-hidden="true" className="mx-auto size-10 text-red-600" />
            <h1 className="mt-4 text-xl font-bold tracking-tight text-slate-900">Unable to Load Meal</h1>
            <p className="mt-2 text-slate-600">
              We couldn't find the estimate you're looking for. The link may be invalid or expired.
            </p>
            <div className="mt-5 rounded-lg bg-red-50 px-4 py-3 text-left text-sm text-red-900">
              <p className="font-semibold">Error</p>
              <p className="mt-0.5 break-words">
                {query.error instanceof Error ? query.error.message : "Unknown error"}
              </p>
            </div>
          </Card>
        </Centered>
      ) : !query.data || query.data.meals.length === 0 ? (
        <Centered>
          <SearchX aria-hidden="true" className="size-10 text-slate-400" />
          <h1 className="mt-3 text-lg font-semibold text-slate-800">No meal estimate found</h1>
        </Centered>
      ) : (
        <EstimateView estimate={query.data} />
      )}
      <TrackYourOwnFooter />
    </PageContainer>
  );
}

function EstimateView({ estimate }: { estimate: PublicEstimate }) {
  const totals = estimateTotals(estimate.total_calories_kcal, estimate.meals);
  return (
    <article className="grid gap-4 sm:gap-5 lg:grid-cols-2 lg:items-start lg:gap-6">
      <h1 className="sr-only">Meal estimate: {totals.calories} calories</h1>
      <img
        src={estimate.image_url}
        alt="The meal this estimate is for"
        className="max-h-[26rem] w-full rounded-2xl bg-slate-100 object-cover shadow-sm lg:sticky lg:top-24 lg:max-h-[36rem]"
      />
      <div className="grid min-w-0 gap-4 sm:gap-5">
        <NutritionSummaryCard totals={totals} />
        {estimate.notes ? (
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold tracking-tight text-slate-900">Analysis Notes</h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{estimate.notes}</p>
          </Card>
        ) : null}
        <EstimateBreakdown items={estimate.meals} />
      </div>
    </article>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return <div className="flex min-h-[45dvh] flex-col items-center justify-center text-center">{children}</div>;
}

function TrackYourOwnFooter() {
  return (
    <footer className="mx-auto mt-8 max-w-2xl rounded-2xl bg-brand-50 px-5 py-6 text-center ring-1 ring-brand-100 sm:px-8">
      <Sparkles aria-hidden="true" className="mx-auto size-6 text-brand-700" />
      <h2 className="mt-2 text-lg font-semibold tracking-tight text-brand-950">Track your own meals</h2>
      <p className="mt-1 text-sm text-brand-900/80">
        Describe what you ate, or snap a photo, and get calories and macros in seconds. Free to start.
      </p>
      <Button asChild className="mt-4">
        <Link href="/">Start tracking free</Link>
      </Button>
    </footer>
  );
}
