import { z } from "zod";
import { userTextSchema } from "./text.js";
import { mealTypeSchema } from "./meal-entry.js";

/** Longest meal message we analyse; both the text box and the server enforce it. */
export const MEAL_MESSAGE_MAX_LENGTH = 2000;
/** Submissions one user may make per minute before the server answers 429. */
export const CHAT_SUBMISSIONS_PER_MINUTE = 20;

export const jobStatusSchema = z.enum(["queued", "processing", "completed", "failed", "cancelled"]);
export type JobStatus = z.infer<typeof jobStatusSchema>;

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, { error: "time_zone must be an IANA time zone such as Europe/Paris." });

export const chatQueueRequestSchema = z.object({
  session_id: userTextSchema("session_id").max(100, { error: "session_id is too long." }).optional(),
  message: userTextSchema("The meal description", { required: "Describe what you ate." })
    .trim()
    .min(1, { error: "Describe what you ate." })
    .max(MEAL_MESSAGE_MAX_LENGTH, {
      error: `That's too long to analyse: keep it under ${MEAL_MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters.`,
    }),
  /** The browser's IANA zone, so "yesterday" and "at 7pm" mean what the user meant. Beyond the original payload. */
  time_zone: timeZoneSchema.optional(),
  /** The browser's id for this submission; sending it again returns the job already stored (200), never a second. */
  client_id: z.uuid({ error: "client_id must be a UUID." }).optional(),
});
export type ChatQueueRequest = z.infer<typeof chatQueueRequestSchema>;

/** A meal entry a completed job created, as Log History and the confirmation show it. */
export const chatJobEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  meal_type: mealTypeSchema.nullable(),
  calories_kcal: z.number(),
  consumed_at: z.string().nullable(),
});
export type ChatJobEntry = z.infer<typeof chatJobEntrySchema>;

export const chatJobSchema = z.object({
  id: z.string(),
  status: jobStatusSchema,
  message: z.string(),
  error: z.string().nullable(),
  created_at: z.string(),
  /** How many meal entries the job created (0 until it completes). */
  entry_count: z.number().int(),
  /** The entries it created that still exist (empty until it completes, and after they are deleted). */
  entries: z.array(chatJobEntrySchema),
});
export type ChatJob = z.infer<typeof chatJobSchema>;

export const CHAT_JOBS_PAGE_SIZE = 20;
export const CHAT_JOBS_PAGE_MAX = 100;

export const chatJobsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number." })
    .int({ error: "limit must be a whole number." })
    .min(1, { error: "limit must be at least 1." })
    .max(CHAT_JOBS_PAGE_MAX, { error: `limit must be at most ${CHAT_JOBS_PAGE_MAX}.` })
    .default(CHAT_JOBS_PAGE_SIZE),
  /** Opaque cursor from the previous page's `next_cursor`. */
  cursor: z.string().max(200).optional(),
});

export const chatJobListSchema = z.object({
  items: z.array(chatJobSchema),
  /** Present when there are older submissions; pass it as `cursor` for the next page. */
  next_cursor: z.string().nullable(),
});
export type ChatJobList = z.infer<typeof chatJobListSchema>;

/** Rate-limit answer text (also sent as `detail`, which the dashboard shows). */
export const CHAT_RATE_LIMIT_MESSAGE = "You're logging faster than we can keep up. Please wait a minute and try again.";
