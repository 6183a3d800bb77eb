import { ChartLine, NotebookPen } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "../../../components/empty-state.js";
import { Button } from "../../../components/ui/button.js";
import { Card } from "../../../components/ui/card.js";

/** A new user (or one with no meals in the last 90 days). */
export function TrendsEmptyState() {
  return (
    <Card>
      <EmptyState
        icon={ChartLine}
        title="Your trends start with your first meal"
        description="Log what you eat and this page fills in with weekly averages, macro charts and how your days line up with your goals."
        action={
          <Button asChild>
            <Link href="/log">
              <NotebookPen aria-hidden="true" />
              Log a Meal
            </Link>
          </Button>
        }
      />
    </Card>
  );
}
