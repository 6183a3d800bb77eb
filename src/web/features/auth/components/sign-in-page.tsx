import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link, Redirect, useSearch } from "wouter";
import { BackLink } from "../../../components/back-link.js";
import { Card } from "../../../components/ui/card.js";
import { safeReturnTo } from "../../../../contracts/return-to.js";
import { useDocumentMeta } from "../../../lib/use-document-meta.js";
import { useAuth } from "../api/get-user.js";
import type { AuthMode } from "../api/submit-credentials.js";
import { AuthModeSwitch } from "./auth-mode-switch.js";
import { SignInForm } from "./sign-in-form.js";

const copy: Record<AuthMode, { heading: string; subheading: string }> = {
  signin: {
    heading: "Welcome back",
    subheading: "Sign in to log meals and see your history.",
  },
  signup: {
    heading: "Create your account",
    subheading: "Free, no credit card. Start logging in seconds.",
  },
};

function initialMode(search: string): AuthMode {
  return new URLSearchParams(search).get("mode") === "signup" ? "signup" : "signin";
}

export function SignInPage() {
  const search = useSearch();
  const [mode, setMode] = useState<AuthMode>(() => initialMode(search));
  const { isAuthenticated } = useAuth();
  const returnTo = new URLSearchParams(search).get("returnTo");
  useDocumentMeta(
    mode === "signup" ? "Create Account" : "Sign In",
    "Sign in to Meals & Calories or create a free account.",
  );

  if (isAuthenticated) return <Redirect to={safeReturnTo(returnTo)} replace />;

  return (
    <div className="relative isolate flex justify-center overflow-hidden px-4 py-8 sm:py-16">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-brand-100/70 via-brand-50/40 to-transparent"
      />
      <div className="w-full max-w-md">
        <Card className="p-6 shadow-xl shadow-slate-900/5 sm:p-8">
          <div className="mb-6 flex flex-col items-center text-center">
            <img src="/logo.svg" alt="" width={48} height={48} className="mb-4 size-12" />
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{copy[mode].heading}</h1>
            <p className="mt-1.5 text-sm text-slate-600">{copy[mode].subheading}</p>
          </div>
          <div className="mb-6">
            <AuthModeSwitch mode={mode} onChange={setMode} />
          </div>
          <SignInForm mode={mode} onModeChange={setMode} returnTo={returnTo} />
          {mode === "signup" ? (
            <p className="mt-5 text-center text-xs leading-relaxed text-slate-500">
              By creating an account you agree to our{" "}
              <Link
                href="/terms"
                className="font-medium text-slate-700 underline underline-offset-2 hover:text-brand-700"
              >
                Terms of Service
              </Link>{" "}
              and{" "}
              <Link
                href="/privacy"
                className="font-medium text-slate-700 underline underline-offset-2 hover:text-brand-700"
              >
                Privacy Policy
              </Link>
              .
            </p>
          ) : null}
        </Card>
        <div className="mt-6 flex flex-col items-center gap-3 text-sm text-slate-600">
          <p className="flex items-center gap-1.5">
            <ShieldCheck aria-hidden="true" className="size-4 text-brand-700" />
            Your account and meals stay on this server.
          </p>
          <BackLink href="/" className="font-medium text-slate-700 hover:text-brand-700">
            Back to home
          </BackLink>
        </div>
      </div>
    </div>
  );
}
