import { useState } from "react";
import type { EstimateItem } from "../../../../contracts/index.js";
import { Badge } from "../../../components/ui/badge.js";
import { Card } from "../../../components/ui/card.js";
import { EstimateItemRow } from "./estimate-item-row.js";

/** 'Meal Breakdown': the first item starts open; each row opens and closes on its own. */
export function EstimateBreakdown({ items }: { items: EstimateItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-4 sm:px-5">
        <h2 className="text-lg font-semibold tracking-tight text-slate-900">Meal Breakdown</h2>
        <Badge variant="neutral">
          {items.length} {items.length === 1 ? "item" : "items"}
        </Badge>
      </div>
      <ul>
        {items.map((item, index) => (
          <EstimateItemRow key={index} item={item} expanded={open.has(index)} onToggle={() => toggle(index)} />
        ))}
      </ul>
    </Card>
  );
}
