import { CloudOff, X } from "lucide-react";
import { Button } from "../../../components/ui/button.js";
import type { OutboxItem } from "../lib/meal-outbox.js";

interface OutboxListProps {
  items: readonly OutboxItem[];
  online: boolean;
  onCancel: (clientId: string) => void;
}

/** Meals logged without a connection: kept on this device and sent once it is back. */
export function OutboxList({ items, online, onCancel }: OutboxListProps) {
  return (
    <section aria-labelledby="outbox-title" className="mt-4 rounded-xl border border-amber-200 bg-amber-50/70 p-3.5">
      <h3 id="outbox-title" className="flex items-center gap-2 text-sm font-semibold text-amber-950">
        <CloudOff aria-hidden="true" className="size-4 text-amber-700" />
        {online ? "Sending…" : "Waiting for connection"}
      </h3>
      <p className="mt-0.5 text-xs text-amber-900">
        Saved on this device; {items.length === 1 ? "it is" : "they are"} logged once you're back online.
      </p>
      <ul aria-label="Waiting to be sent" className="mt-2 grid gap-1.5">
        {items.map((item) => (
          <li
            key={item.client_id}
            className="flex items-center gap-2 rounded-lg bg-white px-3 py-2 ring-1 ring-amber-100"
          >
            <p className="line-clamp-2 min-w-0 flex-1 text-sm text-slate-800">{item.message}</p>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onCancel(item.client_id)}
              aria-label={`Cancel “${item.message}”`}
              className="h-8 px-2 text-slate-600"
            >
              <X aria-hidden="true" />
              <span className="hidden sm:inline">Cancel</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
