import { useState } from "react";
import type { ChatJob } from "../../../../contracts/index.js";
import { useCancelChatJob } from "../api/cancel-chat-job.js";
import { JobListItem } from "./job-list-item.js";

interface JobListProps {
  jobs: ChatJob[];
  onRetry: (job: ChatJob) => void;
}

export function JobList({ jobs, onRetry }: JobListProps) {
  const [cancelling, setCancelling] = useState<ReadonlySet<string>>(new Set());
  const cancel = useCancelChatJob({
    onSettled: (id) =>
      setCancelling((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      }),
  });

  function handleCancel(id: string) {
    setCancelling((current) => new Set(current).add(id));
    cancel.mutate(id);
  }

  return (
    <ul aria-label="Submissions" className="grid gap-2.5">
      {jobs.map((job) => (
        <JobListItem
          key={job.id}
          job={job}
          cancelling={cancelling.has(job.id)}
          onCancel={handleCancel}
          onRetry={onRetry}
        />
      ))}
    </ul>
  );
}
