import { Check, Copy, Link2, Link2Off, Trash2, Utensils } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { Estimate, EstimateResult } from "../../../../contracts/index.js";
import { Button } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { toast } from "../../../components/ui/use-toast.js";
import { errorMessageFor } from "../../../lib/api-client.js";
import { useLogEstimate, useShareEstimate } from "../api/estimates-api.js";
import type { PhotoEstimateFlow } from "../hooks/use-photo-estimate.js";
import { estimateTotals } from "../lib/estimate-totals.js";

const SHOWN_ITEMS = 4;

/** A finished estimate on /log: the numbers, then log it, share it or delete it. */
export function EstimateResultPanel({
  estimate,
  result,
  flow,
}: {
  estimate: Estimate;
  result: EstimateResult;
  flow: PhotoEstimateFlow;
}) {
  const totals = estimateTotals(result.total_calories_kcal, result.meals);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const log = useLogEstimate();
  const share = useShareEstimate();
  const shareUrl = `${window.location.origin}${estimate.share_path}`;
  const hidden = result.meals.length - SHOWN_ITEMS;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(shareUrl);
      toast({
        title: "Link copied",
        description: "Anyone with the link can see this estimate.",
        variant: "success",
        duration: 3000,
      });
    } catch {
      toast({ title: "Copy the link below", description: "Your browser didn't allow copying.", duration: 4000 });
    }
  }
  async function setShared(shared: boolean) {
    try {
      await share.mutateAsync({ id: estimate.id, shared });
      if (shared) await copyLink();
      else toast({ title: "Sharing stopped", description: "The link no longer opens this estimate.", duration: 3000 });
    } catch (error) {
      toast({
        title: "Sharing failed",
        description: errorMessageFor(error, "Please try again."),
        variant: "destructive",
      });
    }
  }
  async function logMeal() {
    try {
      await log.mutateAsync(estimate.id);
      toast({ title: "Meal logged", description: "Added to your meals.", variant: "success", duration: 3000 });
    } catch (error) {
      toast({
        title: "Logging failed",
        description: errorMessageFor(error, "Please try again."),
        variant: "destructive",
      });
    }
  }
  function deleteEstimate() {
    flow.remove.mutate(estimate.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        flow.reset();
        toast({ title: "Estimate deleted", description: "The photo and its link are gone.", duration: 3000 });
      },
      onError: (error) =>
        toast({
          title: "Delete failed",
          description: errorMessageFor(error, "Please try again."),
          variant: "destructive",
        }),
    });
  }

  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex min-w-0 gap-4">
        <img
          src={estimate.image_url}
          alt="Your meal photo"
          className="size-20 shrink-0 rounded-xl bg-slate-100 object-cover sm:size-24"
        />
        <div className="min-w-0 flex-1">
          <p className="flex items-baseline gap-1.5">
            <span className="text-3xl font-bold tabular-nums tracking-tight text-brand-800">{totals.calories}</span>
            <span className="text-sm font-medium text-slate-600">kcal (estimate)</span>
          </p>
          <p className="mt-0.5 text-sm tabular-nums text-slate-600">
            <span className="whitespace-nowrap">Protein {totals.protein} g</span> ·{" "}
            <span className="whitespace-nowrap">Carbs {totals.carbs} g</span> ·{" "}
            <span className="whitespace-nowrap">Fat {totals.fat} g</span>
          </p>
          <ul className="mt-2 grid gap-0.5 text-sm text-slate-700">
            {result.meals.slice(0, SHOWN_ITEMS).map((item, index) => (
              <li key={index} className="flex min-w-0 justify-between gap-3">
                <span className="min-w-0 truncate">{item.title}</span>
                <span className="shrink-0 tabular-nums text-slate-500">
                  {Math.round(item.macros.calories_kcal)} kcal
                </span>
              </li>
            ))}
            {hidden > 0 ? <li className="text-slate-500">and {hidden} more</li> : null}
          </ul>
        </div>
      </div>
      <p className="line-clamp-3 text-xs leading-relaxed text-slate-500">{result.notes}</p>
      {estimate.is_shared ? (
        <div className="flex items-center gap-2 rounded-lg bg-brand-50 p-2 ring-1 ring-brand-100">
          <label htmlFor={`share-${estimate.id}`} className="sr-only">
            Public link
          </label>
          <input
            id={`share-${estimate.id}`}
            readOnly
            value={shareUrl}
            onFocus={(event) => event.target.select()}
            className="min-w-0 flex-1 bg-transparent px-1 text-sm text-brand-950 focus:outline-none"
          />
          <Button size="sm" variant="secondary" onClick={() => void copyLink()}>
            <Copy aria-hidden="true" />
            Copy link
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {estimate.logged_meal_id ? (
          <Button asChild variant="subtle" size="sm">
            <Link href={`/meals/${estimate.logged_meal_id}`}>
              <Check aria-hidden="true" />
              Logged: view meal
            </Link>
          </Button>
        ) : (
          <Button size="sm" onClick={() => void logMeal()} disabled={log.isPending}>
            <Utensils aria-hidden="true" />
            Log as meal
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void setShared(!estimate.is_shared)}
          disabled={share.isPending}
        >
          {estimate.is_shared ? <Link2Off aria-hidden="true" /> : <Link2 aria-hidden="true" />}
          {estimate.is_shared ? "Stop sharing" : "Share"}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => setConfirmDelete(true)}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this estimate?"
        description="The photo and its public link are removed. A meal you already logged from it stays in your meals."
        confirmLabel="Delete"
        destructive
        pending={flow.remove.isPending}
        onConfirm={deleteEstimate}
      />
    </div>
  );
}
