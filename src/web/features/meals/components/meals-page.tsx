import { NotebookPen, UtensilsCrossed } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "../../../components/empty-state.js";
import { PageContainer } from "../../../components/page-container.js";
import { PageHeader } from "../../../components/page-header.js";
import { SignInRequired } from "../../../components/sign-in-required.js";
import { Button } from "../../../components/ui/button.js";
import { Card } from "../../../components/ui/card.js";
import { useDocumentMeta } from "../../../lib/use-document-meta.js";
import { useAuth } from "../../auth/index.js";

export function MealsPage() {
  const { isAuthenticated } = useAuth();
  useDocumentMeta("Meals", "Browse your logged meals by day");

  if (!isAuthenticated) {
    return (
      <PageContainer>
        <SignInRequired
          icon={UtensilsCrossed}
          title="Sign In to See Your Meals"
          description="Sign in to browse your meals by day, open their nutrition details and edit them."
          returnTo="/meals"
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PageHeader title="Meals" />
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
    </PageContainer>
  );
}
