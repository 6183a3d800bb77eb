import { RefreshCw } from "lucide-react";
import { Alert } from "../../../components/ui/alert.js";
import { Button } from "../../../components/ui/button.js";
import { cn } from "../../../lib/cn.js";

export function TrendsFetchError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <Alert title="Failed to fetch trends">
      <p>Check your connection, then try again.</p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying} className="mt-2.5">
        <RefreshCw aria-hidden="true" className={cn(retrying && "animate-spin")} />
        Try again
      </Button>
    </Alert>
  );
}
