/** Three placeholder rows while the first page of jobs loads. */
export function JobListSkeleton() {
  return (
    <div role="status" className="grid gap-2.5 px-5 py-5 sm:px-6">
      <span className="sr-only">Loading your submissions...</span>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className="flex animate-pulse gap-3 rounded-xl border border-slate-100 p-4">
          <span className="size-8 shrink-0 rounded-full bg-slate-100" />
          <span className="grid flex-1 gap-2">
            <span className="h-3.5 w-4/5 rounded bg-slate-100" />
            <span className="h-3 w-1/3 rounded bg-slate-100" />
          </span>
        </div>
      ))}
    </div>
  );
}
