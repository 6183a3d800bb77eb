import { visibleColumns, type MealColumn } from "../../../../contracts/index.js";
import { toast } from "../../../components/ui/use-toast.js";
import { useUserPreferences } from "../api/get-user-preferences.js";
import { useUpdateMealColumns } from "../api/update-user-preferences.js";
import { toggleColumn } from "../lib/column-selection.js";

/** The chosen meal-card columns, saved to the user's preferences as they are toggled. */
export function useMealColumns() {
  const preferences = useUserPreferences(true);
  const save = useUpdateMealColumns({
    onError: () => toast({ title: "Failed to save preferences", variant: "destructive" }),
  });
  const columns = visibleColumns(preferences.data?.mealsVisibleColumns);

  function toggle(column: MealColumn) {
    const result = toggleColumn(columns, column);
    if (!result.ok) {
      toast({ title: result.message, variant: "destructive" });
      return;
    }
    save.mutate(result.columns);
  }

  return { columns, toggle };
}
