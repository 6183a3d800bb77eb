import { NotebookPen, UtensilsCrossed } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "../../../components/empty-state.js";
import { Button } from "../../../components/ui/button.js";
import { Card } from "../../../components/ui/card.js";

export function MealsEmptyState() {
  return (
    <Card>
      <EmptyState
        icon={UtensilsCrossed}
        title="No meals yet"
        description="Start logging your meals to see them here"
        action={
          <Button asChild>
            <Link href="/log">
              <NotebookPen aria-hidden="true" />
              Log Your First Meal
            </Link>
          </Button>
        }
      />
    </Card>
  );
}
