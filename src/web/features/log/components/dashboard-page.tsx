import { useMemo, useRef } from "react";
import type { ChatJob } from "../../../../contracts/index.js";
import { PageContainer } from "../../../components/page-container.js";
import { useIsTabVisible } from "../../../lib/tab-visibility.js";
import { useDocumentMeta } from "../../../lib/use-document-meta.js";
import { useAuth } from "../../auth/index.js";
import { PhotoEstimateCard } from "../../estimates/index.js";
import { useChatJobHistory } from "../api/get-chat-jobs.js";
import { useLocalFlag } from "../hooks/use-local-flag.js";
import { useMealComposer } from "../hooks/use-meal-composer.js";
import { ANALYSIS_INFO_DISMISSED_KEY } from "../lib/storage-keys.js";
import { hasActiveJob, visibleJobs } from "../lib/visible-jobs.js";
import { InstallBanner } from "./install-banner.js";
import { LogHistoryCard } from "./log-history-card.js";
import { MealComposerCard } from "./meal-composer-card.js";
import { SignInBanner } from "./sign-in-banner.js";

export function DashboardPage() {
  const { isAuthenticated: signedIn } = useAuth();
  const visible = useIsTabVisible();
  useDocumentMeta("Dashboard", "Log your meals and track calories with AI-powered analysis");

  const jobsQuery = useChatJobHistory({ signedIn, polling: visible });
  const jobs = useMemo(() => visibleJobs(jobsQuery.data?.pages.flatMap((page) => page.items) ?? []), [jobsQuery.data]);
  const composer = useMealComposer({ signedIn, active: visible });
  const [analyzingDismissed, dismissAnalyzing] = useLocalFlag(ANALYSIS_INFO_DISMISSED_KEY);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // The submission made here shows its own progress and result; the panel is for others still running.
  const lastJob = composer.lastJob ? (jobs.find((job) => job.id === composer.lastJob?.id) ?? composer.lastJob) : null;
  const othersActive = hasActiveJob(jobs.filter((job) => job.id !== lastJob?.id));
  const showAnalyzing = signedIn && !analyzingDismissed && !composer.isSubmitting && othersActive;
  const historyEmpty = !signedIn || (jobsQuery.isSuccess && jobs.length === 0);

  function retry(job: ChatJob) {
    composer.setDraft(job.message);
    composer.clearAlert();
    window.scrollTo({ top: 0, behavior: "smooth" });
    inputRef.current?.focus({ preventScroll: true });
  }

  return (
    <PageContainer>
      <h1 className="sr-only">Dashboard</h1>
      {signedIn ? null : <SignInBanner />}
      <InstallBanner />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 gap-6">
          <MealComposerCard
            composer={composer}
            showExamples={historyEmpty}
            showAnalyzing={showAnalyzing}
            onDismissAnalyzing={dismissAnalyzing}
            lastJob={signedIn ? lastJob : null}
            onRetry={retry}
            inputRef={inputRef}
          />
          <PhotoEstimateCard signedIn={signedIn} />
        </div>
        <LogHistoryCard signedIn={signedIn} query={jobsQuery} jobs={jobs} onRetry={retry} />
      </div>
    </PageContainer>
  );
}
