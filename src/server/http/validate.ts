import type { z } from "zod";
import { AppError } from "./app-error.js";

/** Parses untrusted input with a contract schema; the first problem becomes the 400's message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join(".") : undefined;
  const message = issue?.message ?? "The request is not valid.";
  throw new AppError("validation_failed", 400, message, field);
}
