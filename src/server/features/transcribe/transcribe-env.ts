import { z } from "zod";

/** The variables the transcriber reads; src/server/env.ts validates the same names at boot. */
export const transcribeEnvSchema = z.object({
  STT_BASE_URL: z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : value.replace(/\/+$/, "")))
    .pipe(z.url({ error: "STT_BASE_URL must be a full URL such as https://api.openai.com" }).optional())
    .optional(),
  STT_API_KEY: z.string().trim().optional(),
  STT_MODEL: z.string().trim().min(1).default("whisper-1"),
  STT_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
});
export type TranscribeEnv = z.infer<typeof transcribeEnvSchema>;

export function readTranscribeEnv(source: object): TranscribeEnv {
  const picked = Object.fromEntries(
    Object.entries(source)
      .filter(([key, value]) => key.startsWith("STT_") && value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  return transcribeEnvSchema.parse(picked);
}
