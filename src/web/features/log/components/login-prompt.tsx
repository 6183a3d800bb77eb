import { LogIn, X } from "lucide-react";
import { Button } from "../../../components/ui/button.js";
import { loginUrl } from "../../../lib/navigation.js";

/** Shown instead of a server call when a visitor presses "Log Meals". */
export function LoginPrompt({ onClose }: { onClose: () => void }) {
  return (
    <div role="alert" className="relative mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 pr-12">
      <p className="font-semibold text-amber-950">Sign in to log this meal</p>
      <p className="mt-1 text-sm text-amber-900">
        Your text stays here while you sign in, so you won't need to type it again.
      </p>
      <Button asChild size="sm" className="mt-3">
        <a href={loginUrl("/log")}>
          <LogIn aria-hidden="true" />
          Sign In
        </a>
      </Button>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close sign-in prompt"
        className="absolute right-2 top-2 rounded-md p-1.5 text-amber-800 hover:bg-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-600"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
