/** The dashboard's shape while the summary and the charts load. */
export function TrendsSkeleton() {
  return (
    <div role="status" className="grid gap-5">
      <span className="sr-only">Loading your trends...</span>
      <div aria-hidden="true" className="h-28 animate-pulse rounded-2xl border border-slate-200/80 bg-white" />
      <div aria-hidden="true" className="grid gap-5 sm:grid-cols-2">
        {[0, 1].map((card) => (
          <div key={card} className="grid animate-pulse gap-3 rounded-2xl border border-slate-200/80 bg-white p-5">
            <span className="h-4 w-24 rounded bg-slate-100" />
            <span className="h-8 w-36 rounded bg-slate-100" />
            <span className="h-3 w-2/3 rounded bg-slate-100" />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="grid gap-5 lg:grid-cols-2">
        {[0, 1].map((chart) => (
          <div key={chart} className="h-72 animate-pulse rounded-2xl border border-slate-200/80 bg-white" />
        ))}
      </div>
    </div>
  );
}
