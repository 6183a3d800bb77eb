import type { z } from "zod";
import { apiErrorSchema } from "../../contracts/index.js";

/**
 * A non-OK answer. `message` follows the spec's rule ("status: body text");
 * `userMessage` is the server's safe-to-show `message` field when the body had one.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly userMessage: string | undefined;
  readonly detail: string | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "HttpError";
    this.status = status;
    const parsed = parseApiError(bodyText);
    this.code = parsed?.error;
    this.userMessage = parsed?.message;
    this.detail = parsed?.detail;
  }
}

function parseApiError(bodyText: string) {
  try {
    const result = apiErrorSchema.safeParse(JSON.parse(bodyText));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/** The message to put in front of a user: the server's words when it sent some, else the fallback. */
export function errorMessageFor(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.userMessage) return error.userMessage;
  return fallback;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface RequestOptions<T> {
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => "");
  throw new HttpError(response.status, response.statusText, bodyText);
}

/** The app's one HTTP client: cookies always, JSON (or multipart FormData) in, JSON out, typed by a zod schema when given. */
export async function apiRequest<T = unknown>(
  method: Method,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const hasBody = options.body !== undefined;
  // Multipart bodies (the voice recording) go as they are; the browser sets their boundary header.
  const isForm = options.body instanceof FormData;
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers:
      hasBody && !isForm
        ? { "Content-Type": "application/json", Accept: "application/json" }
        : { Accept: "application/json" },
    body: isForm ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  await throwIfNotOk(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return options.schema ? options.schema.parse(data) : (data as T);
}

/** GET that treats 401 as "nothing here" (the auth check's rule); other errors still throw. */
export async function apiGetOrNullOn401<T>(
  path: string,
  schema: z.ZodType<T>,
  signal?: AbortSignal,
): Promise<T | null> {
  try {
    return await apiRequest("GET", path, { schema, signal });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}
