import { AlertCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { PASSWORD_MIN_LENGTH } from "../../../../contracts/index.js";
import { Button } from "../../../components/ui/button.js";
import { FormField } from "../../../components/ui/form-field.js";
import { Input } from "../../../components/ui/input.js";
import { Spinner } from "../../../components/ui/spinner.js";
import { AUTH_FORM_ID } from "./auth-mode-switch.js";
import { PasswordInput } from "./password-input.js";
import { HttpError } from "../../../lib/api-client.js";
import { useSubmitCredentials, type AuthMode } from "../api/submit-credentials.js";
import { validateCredentials, type CredentialFieldErrors } from "../lib/validate-credentials.js";

function describeFailure(error: unknown): string {
  if (error instanceof HttpError) {
    return error.userMessage ?? error.detail ?? "Something went wrong on our side. Please try again.";
  }
  return "We couldn't reach the server. Check your connection and try again.";
}

interface SignInFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Where to go once signed in (the page whose sign-in gate sent the visitor here). */
  returnTo: string | null;
}

export function SignInForm({ mode, onModeChange, returnTo }: SignInFormProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<CredentialFieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [formMode, setFormMode] = useState(mode);
  const submit = useSubmitCredentials(mode, returnTo);
  if (formMode !== mode) {
    // Switching between sign-in and sign-up keeps the email but clears messages meant for the other form.
    setFormMode(mode);
    setFieldErrors({});
    setAttempted(false);
    submit.reset();
  }
  const isSignUp = mode === "signup";
  // After a redirect starts, keep the button busy so nobody submits twice.
  const busy = submit.isPending || submit.isSuccess;
  const duplicateEmail = submit.error instanceof HttpError && submit.error.status === 409;

  function revalidate(next: { email: string; password: string }) {
    if (!attempted) return;
    const result = validateCredentials(mode, next);
    setFieldErrors(result.ok ? {} : result.errors);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const result = validateCredentials(mode, { email, password });
    if (!result.ok) {
      setFieldErrors(result.errors);
      return;
    }
    setFieldErrors({});
    submit.mutate(result.data);
  }

  return (
    <div id={AUTH_FORM_ID} role="tabpanel" aria-labelledby={`auth-tab-${mode}`}>
      <form
        noValidate
        onSubmit={handleSubmit}
        className="grid gap-5"
        aria-label={isSignUp ? "Create account" : "Sign in"}
      >
        {submit.isError ? (
          <div
            role="alert"
            className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-3.5 text-sm text-red-800"
          >
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="grid gap-1">
              <p className="font-medium">{describeFailure(submit.error)}</p>
              {duplicateEmail ? (
                <button
                  type="button"
                  onClick={() => {
                    submit.reset();
                    onModeChange("signin");
                  }}
                  className="justify-self-start font-semibold text-red-900 underline underline-offset-2"
                >
                  Switch to sign in
                </button>
              ) : null}
            </div>
          </div>
        ) : null}

        <FormField id="auth-email" label="Email" error={fieldErrors.email}>
          {(describedBy) => (
            <Input
              id="auth-email"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="you@example.com"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                revalidate({ email: event.target.value, password });
              }}
              aria-invalid={fieldErrors.email ? true : undefined}
              aria-describedby={describedBy}
              required
            />
          )}
        </FormField>

        <FormField
          id="auth-password"
          label="Password"
          error={fieldErrors.password}
          hint={isSignUp ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
        >
          {(describedBy) => (
            <PasswordField
              value={password}
              autoComplete={isSignUp ? "new-password" : "current-password"}
              invalid={Boolean(fieldErrors.password)}
              describedBy={describedBy}
              onChange={(value) => {
                setPassword(value);
                revalidate({ email, password: value });
              }}
            />
          )}
        </FormField>

        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? <Spinner className="text-white" /> : null}
          {busy ? (isSignUp ? "Creating account..." : "Signing in...") : isSignUp ? "Create account" : "Sign in"}
        </Button>
      </form>
    </div>
  );
}

interface PasswordFieldProps {
  value: string;
  autoComplete: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
}

function PasswordField({ value, autoComplete, invalid, describedBy, onChange }: PasswordFieldProps) {
  return (
    <PasswordInput
      id="auth-password"
      name="password"
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      required
    />
  );
}
