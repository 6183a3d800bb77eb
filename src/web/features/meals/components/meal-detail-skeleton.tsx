export function MealDetailSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="grid animate-pulse gap-3">
        <span className="h-4 w-28 rounded bg-slate-200/70" />
        <span className="h-8 w-2/3 max-w-md rounded-lg bg-slate-200/70" />
      </div>
      <div aria-hidden="true" className="grid animate-pulse gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
        <span className="h-72 rounded-2xl border border-slate-200/80 bg-white" />
        <span className="h-72 rounded-2xl border border-slate-200/80 bg-white" />
      </div>
    </div>
  );
}
