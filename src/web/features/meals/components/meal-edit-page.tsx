import { Pencil } from "lucide-react";
import { PageContainer } from "../../../components/page-container.js";
import { SignInRequired } from "../../../components/sign-in-required.js";
import { useDocumentMeta } from "../../../lib/use-document-meta.js";
import { useAuth } from "../../auth/index.js";
import { useMeal } from "../api/get-meal.js";
import { isUsableMealId } from "../lib/meal-id.js";
import { BackToMealsLink } from "./back-to-meals-link.js";
import { CurrentMealSummary } from "./current-meal-summary.js";
import { MealDetailSkeleton } from "./meal-detail-skeleton.js";
import { MealEditForm } from "./meal-edit-form.js";
import { MealNotFound, mealReadFailure } from "./meal-not-found.js";

export function MealEditPage({ params }: { params: { id: string } }) {
  const { isAuthenticated } = useAuth();
  const id = decodeURIComponent(params.id);
  useDocumentMeta("Edit Meal", "Change a meal by saying what is different");
  return (
    <PageContainer className="max-w-2xl">
      {isAuthenticated ? (
        <SignedInMealEdit id={id} />
      ) : (
        <SignInRequired
          icon={Pencil}
          title="Sign In to Edit Meals"
          description="Please log in to edit meals."
          returnTo={`/meals/${encodeURIComponent(id)}/edit`}
        />
      )}
    </PageContainer>
  );
}

function SignedInMealEdit({ id }: { id: string }) {
  const usable = isUsableMealId(id);
  const meal = useMeal(id, usable);

  if (!usable) return <MealNotFound title="Meal not found." />;
  if (meal.isPending) return <MealDetailSkeleton label="Loading meal..." />;
  if (meal.isError)
    return <MealNotFound title="Meal not found." failure={mealReadFailure(meal, "Failed to fetch meal")} />;
  return (
    <>
      <header className="mb-6 grid gap-3">
        <BackToMealsLink />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Edit Meal</h1>
      </header>
      <div className="grid gap-5">
        <CurrentMealSummary meal={meal.data} />
        <MealEditForm id={id} />
      </div>
    </>
  );
}
