import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { CHAT_SUBMISSIONS_PER_MINUTE, ESTIMATE_LIMITS } from "../contracts/index.js";

/** A text setting where an empty value means "not set". */
const optionalText = () =>
  z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : value));

/** A positive whole number of milliseconds for a remote service's answer. */
const timeoutMs = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int()
    .positive()
    .default(fallback);

const optionalUrl = (what: string) =>
  optionalText()
    .pipe(
      z
        .url({
          error: `${what} must be a full URL such as https://example.com`,
        })
        .optional(),
    )
    .optional();

/** Names proxy-addr (Fastify's trustProxy) gives to whole address ranges. */
const namedProxyRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string) {
  if (namedProxyRanges.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which hops' X-Forwarded-For entries to believe: none (false), the last N hops, or the proxies at these addresses.
 * Trusting every hop is refused: the client's own X-Forwarded-For would then name its address, and a forged one
 * would escape the per-address sign-in limit.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default("false")
  .transform((value, context): false | number | string => {
    if (value === "" || value === "false") return false;
    if (value === "true") {
      context.addIssue({
        code: "custom",
        message:
          "true would trust every hop, so any client could forge its address; set the number of proxies in front of the app (e.g. 1) or their addresses",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 20) return hops === 0 ? false : hops;
      context.addIssue({ code: "custom", message: "TRUST_PROXY must be at most 20 hops" });
      return z.NEVER;
    }
    const entries = value.split(",").map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isProxyAddress(entry));
    if (wrong !== undefined) {
      context.addIssue({
        code: "custom",
        message: `"${wrong}" is not an IP address or CIDR range; TRUST_PROXY takes false, a number of hops or a comma-separated list of proxy addresses`,
      });
      return z.NEVER;
    }
    return entries.join(",");
  });

const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "test", "production"], {
      error: "NODE_ENV must be development, test or production",
    })
    .default("production"),
  PORT: z.coerce
    .number({ error: "PORT must be a number" })
    .int()
    .min(0)
    .max(65535, { error: "PORT must be between 0 and 65535" })
    .default(5000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1, { error: "DATA_DIR must not be empty" }).default("./data"),
  DATABASE_URL: optionalText()
    .pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, {
          error: "DATABASE_URL must start with postgres:// or postgresql://",
        })
        .optional(),
    )
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: "DATABASE_POOL_SIZE must be a number" })
    .int()
    .min(1)
    .max(200)
    .default(10),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  PUBLIC_URL: optionalUrl("PUBLIC_URL"),
  TRUST_PROXY: trustProxySchema,
  SESSION_TTL_HOURS: z.coerce
    .number({ error: "SESSION_TTL_HOURS must be a number" })
    .positive()
    .default(24 * 30),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: "AUTH_RATE_LIMIT_PER_MINUTE must be a number" })
    .int()
    .positive()
    .default(10),
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: "CHAT_RATE_LIMIT_PER_MINUTE must be a number" })
    .int()
    .positive()
    .default(CHAT_SUBMISSIONS_PER_MINUTE),
  JOB_LEASE_SECONDS: z.coerce.number({ error: "JOB_LEASE_SECONDS must be a number" }).positive().default(30),
  JOB_MAX_ATTEMPTS: z.coerce.number({ error: "JOB_MAX_ATTEMPTS must be a number" }).int().min(1).default(3),
  JOB_POLL_MS: z.coerce.number({ error: "JOB_POLL_MS must be a number" }).int().min(10).default(500),
  WORKER_CONCURRENCY: z.coerce.number({ error: "WORKER_CONCURRENCY must be a number" }).int().min(1).max(32).default(1),
  OIDC_ISSUER_URL: optionalUrl("OIDC_ISSUER_URL"),
  OIDC_CLIENT_ID: z.string().trim().optional(),
  OIDC_CLIENT_SECRET: z.string().trim().optional(),
  OIDC_SCOPES: z.string().trim().default("openid email profile"),
  // Voice input: an OpenAI-compatible speech service instead of the built-in recogniser (features/transcribe).
  STT_BASE_URL: optionalUrl("STT_BASE_URL"),
  STT_API_KEY: z.string().trim().optional(),
  STT_MODEL: z.string().trim().default("whisper-1"),
  STT_TIMEOUT_MS: timeoutMs("STT_TIMEOUT_MS", 30_000),
  // Photo estimates: an OpenAI-compatible vision model names the foods (features/estimates); both needed to use one.
  VISION_BASE_URL: optionalUrl("VISION_BASE_URL"),
  VISION_API_KEY: z.string().trim().optional(),
  VISION_MODEL: optionalText().optional(),
  VISION_TIMEOUT_MS: timeoutMs("VISION_TIMEOUT_MS", 30_000),
  UPLOAD_MAX_BYTES: z.coerce
    .number({ error: "UPLOAD_MAX_BYTES must be a number of bytes" })
    .int()
    .min(1024, { error: "UPLOAD_MAX_BYTES must be at least 1024" })
    .default(ESTIMATE_LIMITS.maxBytes),
  // Meal text and edits: an OpenAI-compatible chat model reads the words (features/llm); both needed to use one.
  LLM_BASE_URL: optionalUrl("LLM_BASE_URL"),
  LLM_API_KEY: z.string().trim().optional(),
  LLM_MODEL: optionalText().optional(),
  LLM_TIMEOUT_MS: timeoutMs("LLM_TIMEOUT_MS", 8000),
});

/** Checked on the raw values, so it is reported even when other variables are wrong too. */
function oidcProblems(source: Record<string, string | undefined>): string[] {
  const set = ["OIDC_ISSUER_URL", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"].filter((name) => source[name]?.trim());
  return set.length > 0 && set.length < 3
    ? [
        "  OIDC_ISSUER_URL: OIDC needs all three of OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (or none of them)",
      ]
    : [];
}

export type Env = z.infer<typeof envSchema> & {
  pgliteDir: string;
  uploadsDir: string;
};

export class EnvError extends Error {}

/** Reads configuration once at boot; every bad variable is named with what is wrong with it. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  const lines = [
    ...(result.error?.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`) ?? []),
    ...oidcProblems(source),
  ];
  if (!result.success || lines.length > 0) throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  const dataDir = path.resolve(result.data.DATA_DIR);
  return {
    ...result.data,
    DATA_DIR: dataDir,
    pgliteDir: path.join(dataDir, "pglite"),
    uploadsDir: path.join(dataDir, "uploads"),
  };
}

export const roles = ["web", "worker", "all"] as const;
export type Role = (typeof roles)[number];

export function parseRole(argv: string[]): Role {
  const flag = argv.find((arg) => arg.startsWith("--role="));
  const role = flag ? flag.slice("--role=".length) : "all";
  if (!(roles as readonly string[]).includes(role)) {
    throw new EnvError(`Invalid configuration:\n  --role: must be web, worker or all (got "${role}")`);
  }
  return role as Role;
}
