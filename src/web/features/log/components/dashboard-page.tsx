import { PageContainer } from "../../../components/page-container.js";
import { useDocumentMeta } from "../../../lib/use-document-meta.js";
import { useAuth } from "../../auth/index.js";
import { LogHistoryCard } from "./log-history-card.js";
import { MealComposerCard } from "./meal-composer-card.js";
import { SignInBanner } from "./sign-in-banner.js";

export function DashboardPage() {
  const { isAuthenticated } = useAuth();
  useDocumentMeta(
    "Dashboard",
    "Log your meals and track calories with AI-powered analysis",
  );

  return (
    <PageContainer>
      <h1 className="sr-only">Dashboard</h1>
      {isAuthenticated ? null : <SignInBanner />}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
        <MealComposerCard signedIn={isAuthenticated} showExamples />
        <LogHistoryCard signedIn={isAuthenticated} />
      </div>
    </PageContainer>
  );
}
