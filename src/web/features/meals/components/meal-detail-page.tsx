import { UtensilsCrossed } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import type { MealEntry } from "../../../../contracts/index.js";
import { PageContainer } from "../../../components/page-container.js";
import { SignInRequired } from "../../../components/sign-in-required.js";
import { useDocumentMeta } from "../../../lib/use-document-meta.js";
import { useAuth } from "../../auth/index.js";
import { browserTimeZone } from "../../../lib/browser-time-zone.js";
import { useEffectiveGoals } from "../../profile/index.js";
import { useMeal } from "../api/get-meal.js";
import { useDeleteMealFlow } from "../hooks/use-delete-meal-flow.js";
import { useLogAgainFlow } from "../hooks/use-log-again-flow.js";
import { useWatchedProcessingMeals } from "../hooks/use-watched-processing-meals.js";
import { isUsableMealId } from "../lib/meal-id.js";
import { lipidRows, presentMicroRows } from "../lib/nutrient-labels.js";
import { DeleteMealDialog } from "./delete-meal-dialog.js";
import { ItemFixSheet, type TappedItem } from "./item-fix-sheet.js";
import { LogAgainDialog } from "./log-again-dialog.js";
import { MacronutrientsCard } from "./macronutrients-card.js";
import { MealDetailHeader } from "./meal-detail-header.js";
import { MealDetailSkeleton } from "./meal-detail-skeleton.js";
import { MealHistoryCard } from "./meal-history-card.js";
import { MealItemsCard } from "./meal-items-card.js";
import { MealNotFound, mealReadFailure } from "./meal-not-found.js";
import { MealOverviewCard } from "./meal-overview-card.js";
import { MealTagsNotes } from "./meal-tags-notes.js";
import { NutrientTableCard } from "./nutrient-table-card.js";

export const MEAL_NOT_FOUND = {
  title: "Meal Not Found",
  description: "The meal you're looking for doesn't exist or has been deleted.",
};

export function MealDetailPage({ params }: { params: { id: string } }) {
  const { isAuthenticated } = useAuth();
  const id = decodeURIComponent(params.id);
  return (
    <PageContainer className="max-w-5xl">
      {isAuthenticated ? (
        <SignedInMealDetail id={id} />
      ) : (
        <SignInRequired
          icon={UtensilsCrossed}
          title="Sign In to See This Meal"
          description="Please log in to view meal details."
          returnTo={`/meals/${encodeURIComponent(id)}`}
        />
      )}
    </PageContainer>
  );
}

function SignedInMealDetail({ id }: { id: string }) {
  const usable = isUsableMealId(id);
  const meal = useMeal(id, usable);
  useDocumentMeta(meal.data?.title ?? "Meal", "Nutrition details for a meal");

  if (!usable) return <MealNotFound {...MEAL_NOT_FOUND} />;
  if (meal.isPending) return <MealDetailSkeleton label="Loading meal details..." />;
  if (meal.isError)
    return <MealNotFound {...MEAL_NOT_FOUND} failure={mealReadFailure(meal, "Failed to fetch meal details")} />;
  return <MealDetail meal={meal.data} />;
}

function MealDetail({ meal }: { meal: MealEntry }) {
  const [, navigate] = useLocation();
  const timeZone = browserTimeZone();
  const goals = useEffectiveGoals(true);
  const processing = useWatchedProcessingMeals({
    signedIn: true,
    visible: true,
  });
  const deletion = useDeleteMealFlow({
    from: "detail",
    onDeleted: () => navigate("/meals"),
  });
  const logAgain = useLogAgainFlow();
  const [tapped, setTapped] = useState<TappedItem | null>(null);
  const beingEdited = processing.has(meal.id);
  const micros = presentMicroRows(meal.micros);

  return (
    <>
      <MealDetailHeader
        id={meal.id}
        title={meal.title}
        beingEdited={beingEdited}
        onDelete={() => deletion.ask(meal)}
        onLogAgain={() => logAgain.ask(meal)}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
        <div className="lg:sticky lg:top-24">
          <MealOverviewCard meal={meal} timeZone={timeZone} />
        </div>
        <div className="grid gap-6">
          <MacronutrientsCard meal={meal} goals={goals} />
          <MealItemsCard
            items={meal.items}
            onFix={
              beingEdited
                ? undefined
                : (index) => {
                    const item = meal.items[index];
                    if (item) setTapped({ index, item });
                  }
            }
          />
          <NutrientTableCard title="Lipid Profile" rows={lipidRows(meal.lipids_detail)} />
          {micros.length > 0 ? (
            <NutrientTableCard
              title="Micronutrients"
              rows={micros}
              note="Only the nutrients measured for these foods are listed."
            />
          ) : null}
          <MealTagsNotes meal={meal} />
          <MealHistoryCard mealId={meal.id} timeZone={timeZone} />
        </div>
      </div>
      <DeleteMealDialog
        meal={deletion.target}
        pending={deletion.pending}
        onCancel={deletion.close}
        onConfirm={deletion.confirm}
      />
      <ItemFixSheet
        mealId={meal.id}
        tapped={tapped}
        onlyItem={meal.items.length === 1}
        onClose={() => setTapped(null)}
      />
      <LogAgainDialog
        meal={logAgain.target}
        pending={logAgain.pending}
        problem={logAgain.problem}
        onCancel={logAgain.close}
        onConfirm={logAgain.confirm}
      />
    </>
  );
}
