import type { MealSummary } from "../../../../contracts/index.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";

export function DeleteMealDialog({
  meal,
  pending,
  onCancel,
  onConfirm,
}: {
  meal: MealSummary | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={meal !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Delete this meal?"
      description={
        <>
          <span className="font-semibold text-slate-800">{meal?.title}</span> will be removed from your log and your
          daily totals. This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      destructive
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
