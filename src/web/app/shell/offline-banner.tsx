import { WifiOff } from "lucide-react";
import { useOnlineStatus } from "../../lib/use-online-status.js";

/**
 * Shown under the top bar while the browser is offline. The shell itself comes from the service worker's
 * cache; anything that needs the server waits, and a typed meal stays in its session-stored draft.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <div className="border-t border-amber-200/80 bg-amber-50">
          <p className="mx-auto flex max-w-6xl items-start gap-2.5 px-4 py-2.5 text-sm leading-snug text-amber-950 sm:items-center sm:px-6">
            <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700 sm:mt-0" />
            <span>
              <span className="font-semibold">You're offline.</span> What you type and the meals you log stay saved on
              this device; meals are sent and your data loads again once you're back online.
            </span>
          </p>
        </div>
      )}
    </div>
  );
}
