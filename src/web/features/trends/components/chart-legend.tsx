export interface LegendItem {
  label: string;
  color: string;
  /** A dashed reference line rather than a series. */
  dashed?: boolean;
}

/** An HTML legend: wraps at 390 px and stays readable at any zoom, unlike one drawn on the canvas. */
export function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
      {items.map((item) => (
        <li key={item.label} className="inline-flex items-center gap-1.5">
          {item.dashed ? (
            <span className="w-4 border-t-2 border-dashed" style={{ borderColor: item.color }} />
          ) : (
            <span className="size-2.5 rounded-sm" style={{ backgroundColor: item.color }} />
          )}
          {item.label}
        </li>
      ))}
    </ul>
  );
}
