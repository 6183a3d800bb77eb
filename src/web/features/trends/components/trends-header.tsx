import type { ReactNode } from "react";
import { PageHeader } from "../../../components/page-header.js";

export function TrendsHeader({ actions }: { actions?: ReactNode }) {
  return (
    <PageHeader
      title="Your Progress Dashboard"
      description="Weekly and monthly summaries, macro trends and goal tracking, built from the meals you log."
      actions={actions}
    />
  );
}
