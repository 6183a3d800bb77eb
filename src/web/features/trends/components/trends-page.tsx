import { ChartLine } from "lucide-react";
import { lazy, Suspense } from "react";
import { PageContainer } from "../../../components/page-container.js";
import { SignInRequired } from "../../../components/sign-in-required.js";
import { useDocumentMeta } from "../../../lib/use-document-meta.js";
import { useAuth } from "../../auth/index.js";
import { useTrendsData } from "../hooks/use-trends-data.js";
import { TrendsEmptyState } from "./trends-empty-state.js";
import { TrendsFetchError } from "./trends-fetch-error.js";
import { TrendsHeader } from "./trends-header.js";
import { TrendsSkeleton } from "./trends-skeleton.js";

// The charts and their library load only when a signed-in user with meals opens Trends, never with the landing page.
const TrendsDashboard = lazy(() =>
  import("./trends-dashboard.js").then((module) => ({
    default: module.TrendsDashboard,
  })),
);

export function TrendsPage() {
  const { isAuthenticated } = useAuth();
  useDocumentMeta("Trends", "See your nutrition trends over time");

  return (
    <PageContainer>
      {isAuthenticated ? (
        <SignedInTrends />
      ) : (
        <SignInRequired
          icon={ChartLine}
          title="Sign In to View Trends"
          description="Sign in to see how your calories, macros and goals add up over the days and weeks."
          returnTo="/trends"
        />
      )}
    </PageContainer>
  );
}

function SignedInTrends() {
  const { query, today } = useTrendsData();
  const header = <TrendsHeader />;

  if (query.isPending)
    return (
      <>
        {header}
        <TrendsSkeleton />
      </>
    );
  if (query.isError && !query.data)
    return (
      <>
        {header}
        <TrendsFetchError retrying={query.isFetching} onRetry={() => void query.refetch()} />
      </>
    );
  if (!query.data.days.some((day) => day.meal_count > 0))
    return (
      <>
        {header}
        <TrendsEmptyState />
      </>
    );
  return (
    <Suspense
      fallback={
        <>
          {header}
          <TrendsSkeleton />
        </>
      }
    >
      <TrendsDashboard summary={query.data} today={today} />
    </Suspense>
  );
}
