/** The day view's shape while the meals load. */
export function MealsSkeleton() {
  return (
    <div role="status" className="grid gap-5">
      <span className="sr-only">Loading your meals...</span>
      <div aria-hidden="true" className="flex animate-pulse items-center justify-between">
        <span className="h-10 w-48 rounded-lg bg-slate-200/70" />
        <span className="hidden h-9 w-52 rounded-lg bg-slate-200/70 sm:block" />
      </div>
      <div
        aria-hidden="true"
        className="flex animate-pulse items-center gap-5 rounded-2xl border border-slate-200/80 bg-white p-6"
      >
        <span className="size-24 shrink-0 rounded-full bg-slate-100" />
        <span className="grid flex-1 gap-3">
          <span className="h-4 w-1/3 rounded bg-slate-100" />
          <span className="h-2 w-full rounded bg-slate-100" />
          <span className="h-2 w-5/6 rounded bg-slate-100" />
          <span className="h-2 w-2/3 rounded bg-slate-100" />
        </span>
      </div>
      {[0, 1].map((row) => (
        <div
          key={row}
          aria-hidden="true"
          className="grid animate-pulse gap-3 rounded-2xl border border-slate-200/80 bg-white p-5"
        >
          <span className="h-3 w-24 rounded bg-slate-100" />
          <span className="h-4 w-1/2 rounded bg-slate-100" />
          <span className="h-3 w-4/5 rounded bg-slate-100" />
          <span className="grid grid-cols-4 gap-1.5">
            {[0, 1, 2, 3].map((cell) => (
              <span key={cell} className="h-11 rounded-lg bg-slate-50" />
            ))}
          </span>
        </div>
      ))}
    </div>
  );
}
