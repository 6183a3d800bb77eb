import { RefreshCw } from "lucide-react";
import { Alert } from "./alert.js";
import { Button } from "./button.js";
import { cn } from "../../lib/cn.js";

/** An inline failed read with a way to try again. */
export function FetchError({
  title,
  retrying,
  onRetry,
  className,
}: {
  title: string;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Alert title={title} className={className}>
      <p>Check your connection, then try again.</p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying} className="mt-2.5">
        <RefreshCw aria-hidden="true" className={cn(retrying && "animate-spin")} />
        Try again
      </Button>
    </Alert>
  );
}
