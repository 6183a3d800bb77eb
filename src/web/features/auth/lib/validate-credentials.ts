import { z } from "zod";
import { credentialsSchema, signInSchema } from "../../../../contracts/index.js";
import type { AuthMode } from "../api/submit-credentials.js";

export interface CredentialFieldErrors {
  email?: string;
  password?: string;
}

export type CredentialValidation =
  { ok: true; data: { email: string; password: string } } | { ok: false; errors: CredentialFieldErrors };

/** The same schemas the server enforces: sign-up checks the full rules, sign-in only presence. */
export function validateCredentials(mode: AuthMode, values: { email: string; password: string }): CredentialValidation {
  const schema = mode === "signup" ? credentialsSchema : signInSchema;
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const { fieldErrors } = z.flattenError(result.error);
  return {
    ok: false,
    errors: {
      email: fieldErrors.email?.[0],
      password: fieldErrors.password?.[0],
    },
  };
}
