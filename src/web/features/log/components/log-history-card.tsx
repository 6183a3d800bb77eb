import { History } from "lucide-react";
import { EmptyState } from "../../../components/empty-state.js";
import {
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card.js";

export function LogHistoryCard({ signedIn }: { signedIn: boolean }) {
  return (
    <Card>
      <CardHeader className="border-b border-slate-100">
        <CardTitle>Log History</CardTitle>
        <CardDescription>Track your submissions</CardDescription>
      </CardHeader>
      {signedIn ? (
        <EmptyState
          as="h3"
          icon={History}
          title="No submissions yet"
          description="Meals you log appear here, newest first, with the status of their analysis."
        />
      ) : (
        <EmptyState
          as="h3"
          icon={History}
          title="Your submissions will appear here"
          description="Sign in to log meals and follow each one from submission to finished entry."
        />
      )}
    </Card>
  );
}
