import { z } from "zod";
import { jobStatusSchema } from "./chat.js";
import { userTextSchema } from "./text.js";

/** Limits of photo estimates, shared by the server and the /log photo card. */
export const ESTIMATE_LIMITS = {
  /** Multipart field that carries the photo. */
  field: "photo",
  captionField: "caption",
  timeZoneField: "time_zone",
  /** Default upload limit; the server's UPLOAD_MAX_BYTES may change it. */
  maxBytes: 8 * 1024 * 1024,
  captionMaxLength: 500,
  /** Longest side of the stored image, in pixels. */
  maxSidePx: 1280,
  /** Uploads one user may make per minute. */
  perMinute: 10,
  /** How often the /log card asks for an estimate's progress. */
  pollMs: 2000,
} as const;

export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The user-facing words of every estimate failure, in one place. */
export const ESTIMATE_MESSAGES = {
  noPhoto: "Attach a meal photo in the form field 'photo'.",
  notMultipart: "Send the photo as multipart/form-data with the field 'photo'.",
  notImage: "That file isn't a JPEG, PNG or WebP image. Please choose a photo of your meal.",
  tooLarge: (maxBytes: number) =>
    `The photo is too large (the limit is ${megabytes(maxBytes)}). Please choose a smaller photo.`,
  undecodable: "We couldn't read this image; it may be damaged. Please choose another photo.",
  captionTooLong: `Keep the caption under ${ESTIMATE_LIMITS.captionMaxLength} characters.`,
  needsCaption:
    "Add a few words about what's in the photo, for example “chicken salad with avocado”. Photo recognition isn't available on this server.",
  nothingRecognised:
    "We couldn't recognise any food in this photo. Add a few words about what's in it, for example “chicken salad with avocado”.",
  visionFailed:
    "Photo recognition isn't answering right now. Add a few words about what's in the photo, for example “chicken salad with avocado”, and try again.",
  rateLimited: "You're uploading photos faster than we can keep up. Please wait a minute and try again.",
  notReady: "This estimate isn't ready yet. Share it once it's finished.",
  notCompleted: "Only a finished estimate can be logged as a meal.",
  alreadyLogged: "This estimate is already in your meals.",
  publicNotFound: "We couldn't find this estimate. The link may be invalid or expired.",
} as const;

export const estimateItemSchema = z.object({
  title: z.string(),
  description: z.string(),
  serving: z.object({
    serving_size_g: z.number(),
    servings: z.number(),
    household_unit: z.string(),
  }),
  macros: z.object({
    calories_kcal: z.number(),
    protein_g: z.number(),
    carbs_g: z.number(),
    fat_g: z.number(),
  }),
});
export type EstimateItem = z.infer<typeof estimateItemSchema>;

/** Where the foods were read from: the user's caption, or a vision model looking at the photo. */
export const estimateSourceSchema = z.enum(["caption", "vision"]);

/** What a finished estimate says: every number comes from the food database. */
export const estimateResultSchema = z.object({
  total_calories_kcal: z.number(),
  notes: z.string(),
  meals: z.array(estimateItemSchema),
  source: estimateSourceSchema,
});
export type EstimateResult = z.infer<typeof estimateResultSchema>;

/** GET /api/public/calorie-guess/{id}: the spec's public estimate, and nothing about who made it. */
export const publicEstimateSchema = z.object({
  image_url: z.string(),
  total_calories_kcal: z.number(),
  notes: z.string().optional(),
  meals: z.array(estimateItemSchema),
});
export type PublicEstimate = z.infer<typeof publicEstimateSchema>;

/** An estimate as its owner sees it. */
export const estimateSchema = z.object({
  id: z.string(),
  status: jobStatusSchema,
  error: z.string().nullable(),
  caption: z.string().nullable(),
  created_at: z.string(),
  is_shared: z.boolean(),
  /** The owner's view of the image (works whether or not the estimate is shared). */
  image_url: z.string(),
  /** The public page's path, /calorie-guess/{id}; it answers only while shared. */
  share_path: z.string(),
  result: estimateResultSchema.nullable(),
  /** The meal created from this estimate, once logged. */
  logged_meal_id: z.string().nullable(),
});
export type Estimate = z.infer<typeof estimateSchema>;

export const estimateListSchema = z.object({ items: z.array(estimateSchema) });
export type EstimateList = z.infer<typeof estimateListSchema>;

export const estimateShareRequestSchema = z.object({
  shared: z.boolean({ error: 'Send {"shared": true} to share or {"shared": false} to stop sharing.' }),
});

export const estimateLogResponseSchema = z.object({ meal_id: z.string() });
export type EstimateLogResponse = z.infer<typeof estimateLogResponseSchema>;

export const estimateCaptionSchema = userTextSchema("The caption")
  .trim()
  .max(ESTIMATE_LIMITS.captionMaxLength, { error: ESTIMATE_MESSAGES.captionTooLong })
  .transform((value) => (value === "" ? undefined : value))
  .optional();

export const publicEstimatePath = (id: string) => `/calorie-guess/${encodeURIComponent(id)}`;

/** Whether this server has a vision model; without one the estimate is read from the caption alone. */
export const photoReaderSchema = z.object({ recognises_photos: z.boolean() });
export type PhotoReader = z.infer<typeof photoReaderSchema>;
