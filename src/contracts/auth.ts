import { z } from "zod";
import { userTextSchema } from "./text.js";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(), // ISO 8601
});
export type User = z.infer<typeof userSchema>;

const emailText = () => userTextSchema("The email address", { required: "Enter your email address." });
const passwordText = () => userTextSchema("The password", { required: "Enter your password." });

export const credentialsSchema = z.object({
  email: emailText()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, { error: "That email address is too long." })
    .pipe(z.email({ error: "Enter a valid email address." })),
  password: passwordText()
    .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.` })
    .max(PASSWORD_MAX_LENGTH, { error: `Use at most ${PASSWORD_MAX_LENGTH} characters for your password.` }),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** Sign-in only checks presence: length rules belong to account creation. */
export const signInSchema = z.object({
  email: emailText().trim().toLowerCase().min(1, { error: "Enter your email address." }),
  password: passwordText().min(1, { error: "Enter your password." }),
});

export const authResponseSchema = z.object({ user: userSchema, redirectTo: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Where the built-in sign-in page lives; /api/login redirects here when no OIDC provider is configured. */
export const SIGN_IN_PATH = "/sign-in";
