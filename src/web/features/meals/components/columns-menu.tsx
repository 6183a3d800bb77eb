import { Columns3 } from "lucide-react";
import { MEAL_COLUMNS, type MealColumn } from "../../../../contracts/index.js";
import { Button } from "../../../components/ui/button.js";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu.js";
import { allMealColumns, isFixedColumn } from "../lib/column-selection.js";

interface ColumnsMenuProps {
  columns: readonly MealColumn[];
  onToggle: (column: MealColumn) => void;
}

/** The meal cards' columns; calories, protein, carbs and fat are always shown and cannot be unticked. */
export function ColumnsMenu({ columns, onToggle }: ColumnsMenuProps) {
  const fixed = allMealColumns.filter(isFixedColumn);
  const optional = allMealColumns.filter((column) => !isFixedColumn(column));
  const item = (column: MealColumn) => (
    <DropdownMenuCheckboxItem
      key={column}
      checked={columns.includes(column)}
      disabled={isFixedColumn(column)}
      onCheckedChange={() => onToggle(column)}
      // Keep the menu open so several columns can be chosen in one go.
      onSelect={(event) => event.preventDefault()}
    >
      {MEAL_COLUMNS[column]}
    </DropdownMenuCheckboxItem>
  );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm">
          <Columns3 aria-hidden="true" />
          Columns
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Always shown</DropdownMenuLabel>
        {fixed.map(item)}
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Optional</DropdownMenuLabel>
        {optional.map(item)}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
