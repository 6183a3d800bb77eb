import { Sparkles } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { EDIT_INSTRUCTIONS_MAX_LENGTH } from "../../../../contracts/index.js";
import { Button } from "../../../components/ui/button.js";
import { Card } from "../../../components/ui/card.js";
import { Label } from "../../../components/ui/label.js";
import { Spinner } from "../../../components/ui/spinner.js";
import { Textarea } from "../../../components/ui/textarea.js";
import { useMealEdit } from "../hooks/use-meal-edit.js";
import { EditStatus } from "./edit-status.js";

const PLACEHOLDER = "e.g. add 1 tbsp olive oil, double portion, change to yesterday";

export function MealEditForm({ id }: { id: string }) {
  const [, navigate] = useLocation();
  const [instructions, setInstructions] = useState("");
  const edit = useMealEdit(id);
  const empty = instructions.trim() === "";

  return (
    <Card className="p-5 sm:p-6">
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          edit.submit(instructions);
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="edit-instructions">Edit Instructions</Label>
          <p id="edit-instructions-hint" className="text-sm text-slate-500">
            Say what is different, in your own words. The meal is recalculated from the food data.
          </p>
        </div>
        <Textarea
          id="edit-instructions"
          aria-describedby="edit-instructions-hint"
          rows={4}
          placeholder={PLACEHOLDER}
          value={instructions}
          maxLength={EDIT_INSTRUCTIONS_MAX_LENGTH}
          disabled={edit.busy || edit.state.phase === "completed"}
          onChange={(event) => setInstructions(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              edit.submit(instructions);
            }
          }}
        />
        <EditStatus state={edit.state} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={edit.busy} onClick={() => navigate("/meals")}>
            Cancel
          </Button>
          <Button type="submit" disabled={empty || edit.busy || edit.state.phase === "completed"}>
            {edit.busy ? <Spinner className="text-current" /> : <Sparkles aria-hidden="true" />}
            Update Meal
          </Button>
        </div>
      </form>
    </Card>
  );
}
