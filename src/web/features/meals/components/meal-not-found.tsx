import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeft, RefreshCw, SearchX } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button.js";
import { Card } from "../../../components/ui/card.js";
import { HttpError } from "../../../lib/api-client.js";
import { cn } from "../../../lib/cn.js";

interface ReadFailure {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

interface MealNotFoundProps {
  title: string;
  description?: string;
  /** A failed read (not a missing meal): says so and offers a retry. */
  failure?: ReadFailure;
}

/** The failure to show for a meal read that errored; none when the meal is simply missing (404). */
export function mealReadFailure(
  meal: Pick<UseQueryResult, "error" | "isFetching" | "refetch">,
  message: string,
): ReadFailure | undefined {
  if (meal.error instanceof HttpError && meal.error.status === 404) return undefined;
  return { message, retrying: meal.isFetching, onRetry: () => void meal.refetch() };
}

export function MealNotFound({ title, description, failure }: MealNotFoundProps) {
  return (
    <Card className="mx-auto mt-4 max-w-lg p-8 text-center sm:mt-10 sm:p-10">
      <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-slate-100 ring-1 ring-slate-200">
        <SearchX aria-hidden="true" className="size-7 text-slate-500" />
      </div>
      <h1 className="text-xl font-bold tracking-tight text-slate-900">{title}</h1>
      {description ? <p className="mx-auto mt-2 max-w-sm leading-relaxed text-slate-600">{description}</p> : null}
      {failure ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {failure.message}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        {failure ? (
          <Button variant="secondary" onClick={failure.onRetry} disabled={failure.retrying}>
            <RefreshCw aria-hidden="true" className={cn(failure.retrying && "animate-spin")} />
            Try again
          </Button>
        ) : null}
        <Button asChild>
          <Link href="/meals">
            <ArrowLeft aria-hidden="true" />
            Back to Meals
          </Link>
        </Button>
      </div>
    </Card>
  );
}
