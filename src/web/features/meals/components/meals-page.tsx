import { UtensilsCrossed } from "lucide-react";
import { PageContainer } from "../../../components/page-container.js";
import { PageHeader } from "../../../components/page-header.js";
import { SignInRequired } from "../../../components/sign-in-required.js";
import { useIsTabVisible } from "../../../lib/tab-visibility.js";
import { useDocumentMeta } from "../../../lib/use-document-meta.js";
import { useAuth } from "../../auth/index.js";
import { useMeals } from "../api/get-meals.js";
import { useChatJobsWatch } from "../hooks/use-chat-jobs-watch.js";
import { useWatchedProcessingMeals } from "../hooks/use-watched-processing-meals.js";
import { FetchError } from "../../../components/ui/fetch-error.js";
import { MealDayView } from "./meal-day-view.js";
import { MealsEmptyState } from "./meals-empty-state.js";
import { MealsSkeleton } from "./meals-skeleton.js";
import { ProcessingBanner } from "./processing-banner.js";

/** While meals are being analysed the list is refetched this often, so new entries appear on their own. */
const PENDING_REFRESH_MS = 3000;

export function MealsPage() {
  const { isAuthenticated } = useAuth();
  useDocumentMeta("Meals", "Browse your logged meals by day");

  return (
    <PageContainer>
      {isAuthenticated ? (
        <SignedInMeals />
      ) : (
        <SignInRequired
          icon={UtensilsCrossed}
          title="Sign In to See Your Meals"
          description="Sign in to browse your meals by day, open their nutrition details and edit them."
          returnTo="/meals"
        />
      )}
    </PageContainer>
  );
}

function SignedInMeals() {
  const visible = useIsTabVisible();
  const { pending } = useChatJobsWatch({ signedIn: true, visible });
  const meals = useMeals({
    enabled: true,
    refetchIntervalMs: pending && visible ? PENDING_REFRESH_MS : false,
  });
  const processing = useWatchedProcessingMeals({ signedIn: true, visible });

  return (
    <>
      <PageHeader title="Meals" />
      {pending ? <ProcessingBanner /> : null}
      {meals.isPending ? (
        <MealsSkeleton />
      ) : meals.isError && !meals.data ? (
        <FetchError title="Failed to fetch meals" retrying={meals.isFetching} onRetry={() => void meals.refetch()} />
      ) : meals.data.length === 0 ? (
        <MealsEmptyState />
      ) : (
        <MealDayView meals={meals.data} processing={processing} visible={visible} onRefresh={meals.refetch} />
      )}
    </>
  );
}
