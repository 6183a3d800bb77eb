import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { History, RefreshCw } from "lucide-react";
import { useState } from "react";
import type { ChatJob, ChatJobList } from "../../../../contracts/index.js";
import { EmptyState } from "../../../components/empty-state.js";
import { Alert } from "../../../components/ui/alert.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { toast } from "../../../components/ui/use-toast.js";
import { cn } from "../../../lib/cn.js";
import { JobList } from "./job-list.js";
import { JobListSkeleton } from "./job-list-skeleton.js";

interface LogHistoryCardProps {
  signedIn: boolean;
  query: UseInfiniteQueryResult<InfiniteData<ChatJobList>>;
  jobs: ChatJob[];
  onRetry: (job: ChatJob) => void;
}

export function LogHistoryCard({ signedIn, query, jobs, onRetry }: LogHistoryCardProps) {
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    setRefreshing(true);
    const result = await query.refetch();
    setRefreshing(false);
    if (result.isError) {
      toast({
        title: "Refresh failed",
        description: "Please try again.",
        variant: "destructive",
      });
    } else {
      toast({
        title: "Log history refreshed",
        variant: "success",
        duration: 2000,
      });
    }
  }

  return (
    <Card className="lg:sticky lg:top-24">
      <CardHeader className="flex-row items-start justify-between gap-3 border-b border-slate-100">
        <div className="grid gap-1">
          <CardTitle>Log History</CardTitle>
          <CardDescription>Track your submissions</CardDescription>
        </div>
        {signedIn ? (
          <Button variant="secondary" size="sm" onClick={() => void refresh()} disabled={refreshing}>
            <RefreshCw aria-hidden="true" className={cn(refreshing && "animate-spin")} />
            Refresh
          </Button>
        ) : null}
      </CardHeader>
      <HistoryBody signedIn={signedIn} query={query} jobs={jobs} onRetry={onRetry} />
    </Card>
  );
}

function HistoryBody({ signedIn, query, jobs, onRetry }: LogHistoryCardProps) {
  if (!signedIn) {
    return (
      <EmptyState
        as="h3"
        icon={History}
        title="Your submissions will appear here"
        description="Sign in to log meals and follow each one from submission to finished entry."
      />
    );
  }
  if (query.isPending) return <JobListSkeleton />;
  const failedNotice = query.isError ? (
    <Alert title="Failed to fetch jobs" className={cn(jobs.length > 0 && "mb-3")}>
      <p>Check your connection, then try again.</p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
        className="mt-2.5"
      >
        <RefreshCw aria-hidden="true" className={cn(query.isFetching && "animate-spin")} />
        Try again
      </Button>
    </Alert>
  ) : null;
  if (jobs.length === 0) {
    return failedNotice ? (
      <CardContent className="pt-5 sm:pt-6">{failedNotice}</CardContent>
    ) : (
      <EmptyState
        as="h3"
        icon={History}
        title="No submissions yet"
        description="Meals you log appear here, newest first, with the status of their analysis."
      />
    );
  }
  return (
    <CardContent className="pt-4 sm:pt-5 lg:max-h-[calc(100dvh-15rem)] lg:overflow-y-auto">
      {failedNotice}
      <JobList jobs={jobs} onRetry={onRetry} />
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          className="mt-3 w-full"
        >
          {query.isFetchingNextPage ? <RefreshCw aria-hidden="true" className="animate-spin" /> : null}
          Show more
        </Button>
      ) : null}
    </CardContent>
  );
}
