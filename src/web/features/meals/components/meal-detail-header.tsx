import { CopyPlus, Pencil, Trash2 } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button.js";
import { Spinner } from "../../../components/ui/spinner.js";
import { BackToMealsLink } from "./back-to-meals-link.js";

interface MealDetailHeaderProps {
  id: string;
  title: string;
  beingEdited: boolean;
  onDelete: () => void;
  onLogAgain: () => void;
}

export function MealDetailHeader({ id, title, beingEdited, onDelete, onLogAgain }: MealDetailHeaderProps) {
  return (
    <header className="mb-6 grid gap-3">
      <BackToMealsLink />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {beingEdited ? (
            <p role="status" className="mt-1.5 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800">
              <Spinner className="size-4" />
              Being edited...
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">
          <Button variant="secondary" onClick={onLogAgain}>
            <CopyPlus aria-hidden="true" />
            Log again
          </Button>
          {beingEdited ? (
            <Button variant="secondary" disabled>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          ) : (
            <Button variant="secondary" asChild>
              <Link href={`/meals/${encodeURIComponent(id)}/edit`}>
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </Button>
          )}
          <Button variant="secondary" onClick={onDelete} className="text-red-700 hover:border-red-200 hover:bg-red-50">
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </header>
  );
}
