import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.js";
import {
  promptNativeInstall,
  useNativeInstallAvailable,
  type NativeInstallOutcome,
} from "../../../lib/install-offer-store.js";

/** Offered only where the browser handed over its own install dialog (Chromium's beforeinstallprompt). */
export function NativeInstallButton({ className }: { className?: string }) {
  const available = useNativeInstallAvailable();
  const [outcome, setOutcome] = useState<NativeInstallOutcome | null>(null);

  if (outcome === "accepted")
    return (
      <p role="status" className="text-sm font-medium text-brand-800">
        Installed. You'll find Meals &amp; Calories with your other apps.
      </p>
    );
  if (!available) return null;

  return (
    <Button
      size="lg"
      className={className}
      onClick={() => {
        // The browser's dialog can refuse to open (the event was already used); the steps still apply.
        promptNativeInstall()
          .then(setOutcome)
          .catch(() => setOutcome("unavailable"));
      }}
    >
      <Download aria-hidden="true" />
      Install
    </Button>
  );
}
