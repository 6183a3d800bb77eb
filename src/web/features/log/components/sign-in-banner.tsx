import { Info, LogIn } from "lucide-react";
import { Button } from "../../../components/ui/button.js";
import { loginUrl } from "../../../lib/navigation.js";

export function SignInBanner() {
  return (
    <div
      role="note"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <p className="flex items-start gap-2.5 text-sm font-medium text-brand-900">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Sign in to start logging and save your meals
      </p>
      <Button asChild size="sm" className="self-start sm:self-auto">
        <a href={loginUrl("/log")}>
          <LogIn aria-hidden="true" />
          Sign In
        </a>
      </Button>
    </div>
  );
}
