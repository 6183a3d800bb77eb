import { LogIn, type LucideIcon } from "lucide-react";
import { loginUrl } from "../lib/navigation.js";
import { Button } from "./ui/button.js";
import { Card } from "./ui/card.js";

interface SignInRequiredProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Where to come back to after signing in. */
  returnTo: string;
}

/** The gated screen signed-out visitors see in place of a signed-in feature. */
export function SignInRequired({ icon: Icon, title, description, returnTo }: SignInRequiredProps) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-10 sm:py-16">
      <Card className="w-full p-8 text-center sm:p-10">
        <div className="mx-auto mb-5 flex size-16 items-center justify-center rounded-2xl bg-brand-50 ring-1 ring-brand-100">
          <Icon aria-hidden="true" className="size-8 text-brand-700" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mx-auto mt-2 max-w-sm leading-relaxed text-slate-600">{description}</p>
        <Button asChild size="lg" className="mt-7">
          <a href={loginUrl(returnTo)}>
            <LogIn aria-hidden="true" />
            Sign In
          </a>
        </Button>
      </Card>
    </div>
  );
}
