import { ChartLine, NotebookPen } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "../../../components/empty-state.js";
import { PageContainer } from "../../../components/page-container.js";
import { PageHeader } from "../../../components/page-header.js";
import { SignInRequired } from "../../../components/sign-in-required.js";
import { Button } from "../../../components/ui/button.js";
import { Card } from "../../../components/ui/card.js";
import { useDocumentMeta } from "../../../lib/use-document-meta.js";
import { useAuth } from "../../auth/index.js";

export function TrendsPage() {
  const { isAuthenticated } = useAuth();
  useDocumentMeta("Trends", "See your nutrition trends over time");

  if (!isAuthenticated) {
    return (
      <PageContainer>
        <SignInRequired
          icon={ChartLine}
          title="Sign In to View Trends"
          description="Sign in to see how your calories, macros and goals add up over the days and weeks."
          returnTo="/trends"
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PageHeader
        title="Your Progress Dashboard"
        description="Weekly and monthly summaries, macro trends and goal tracking, built from the meals you log."
      />
      <Card>
        <EmptyState
          icon={ChartLine}
          title="No meals logged yet"
          description="Your trends appear here once you've logged a few meals. Log what you eat today and come back to see how your days add up."
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
    </PageContainer>
  );
}
