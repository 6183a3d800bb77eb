import { sql } from "drizzle-orm";
import { MEAL_CHANGE_KINDS } from "../../contracts/meal-history.js";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

const nutrient = (name: string) => numeric(name, { precision: 8, scale: 2, mode: "number" });

export const users = pgTable("users", {
  id: text("id")
    .primaryKey()
    .default(sql`gen_random_uuid()::text`),
  email: text("email").unique(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  profileImageUrl: text("profile_image_url"),
  /** The IANA zone the user last submitted from; jobs fall back to it. */
  timeZone: text("time_zone"),
  /**
   * Bumped by a trigger on every insert, update and delete of the user's food_entries (migration
   * 0002_meals_version_trigger), so any process can tell whether its cached meal list is current.
   */
  mealsVersion: bigint("meals_version", { mode: "number" }).notNull().default(0),
  ...timestamps,
});

/** Built-in accounts: one scrypt hash per user (absent for users who only sign in through OIDC). */
export const passwordCredentials = pgTable("password_credentials", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  passwordHash: text("password_hash").notNull(),
  ...timestamps,
});

export const oidcIdentities = pgTable(
  "oidc_identities",
  {
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index("oidc_identities_user_idx").on(t.userId)],
);

export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: jsonb("sess").notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
  },
  (t) => [index("IDX_session_expire").on(t.expire)],
);

export const jobStatuses = ["queued", "processing", "completed", "failed", "cancelled"] as const;

/** Columns every background job table shares: status, lease and bookkeeping (architecture decision 4). */
const jobColumns = {
  status: text("status", { enum: jobStatuses }).notNull().default("queued"),
  error: text("error"),
  timeZone: text("time_zone"),
  attempts: integer("attempts").notNull().default(0),
  leaseOwner: text("lease_owner"),
  leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
  startedAt: timestamp("started_at", { withTimezone: true }),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  ...timestamps,
};

export const chatJobs = pgTable(
  "chat_jobs",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id"),
    /** The browser's id for the submission: a meal queued offline and sent again is stored once. */
    clientId: text("client_id"),
    message: text("message").notNull(),
    ...jobColumns,
  },
  (t) => [
    index("chat_jobs_user_created_idx").on(t.userId, t.createdAt),
    index("chat_jobs_claim_idx").on(t.status, t.createdAt),
    uniqueIndex("chat_jobs_user_client_id_idx").on(t.userId, t.clientId),
  ],
);

export const foodEntries = pgTable(
  "food_entries",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The chat job that created the entry; a job's entries are written in the transaction that completes it. */
    chatJobId: text("chat_job_id").references(() => chatJobs.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description"),
    imageUrl: text("image_url"),
    calories: nutrient("calories"),
    servingSize: text("serving_size"),
    servingWeightGrams: nutrient("serving_weight_grams"),
    servings: nutrient("servings"),
    protein: nutrient("protein"),
    carbohydrates: nutrient("carbohydrates"),
    fat: nutrient("fat"),
    carbs: nutrient("carbs"),
    fiber: nutrient("fiber"),
    sugar: nutrient("sugar"),
    sodium: nutrient("sodium"),
    nutritionData: jsonb("nutrition_data"),
    micronutrients: jsonb("micronutrients"),
    mealType: text("meal_type"),
    mealTime: timestamp("meal_time", { withTimezone: true }),
    brand: text("brand"),
    cookingMethod: text("cooking_method"),
    allergens: jsonb("allergens"),
    dietTags: jsonb("diet_tags"),
    fidelity: text("fidelity", { enum: ["low", "medium", "high"] })
      .notNull()
      .default("low"),
    confidence: numeric("confidence", { precision: 5, scale: 2, mode: "number" }),
    aiAnalysis: jsonb("ai_analysis"),
    isPublished: boolean("is_published").notNull().default(false),
    entryMethod: text("entry_method").notNull(),
    status: text("status", { enum: ["analyzing", "completed", "failed"] })
      .notNull()
      .default("completed"),
    notes: text("notes"),
    ...timestamps,
  },
  (t) => [
    index("food_entries_user_meal_time_idx").on(t.userId, t.mealTime),
    index("food_entries_chat_job_idx").on(t.chatJobId),
  ],
);

export const fidelityQuestions = pgTable("fidelity_questions", {
  id: text("id")
    .primaryKey()
    .default(sql`gen_random_uuid()::text`),
  entryId: text("entry_id")
    .notNull()
    .references(() => foodEntries.id, { onDelete: "cascade" }),
  question: text("question").notNull(),
  questionType: text("question_type").notNull(),
  options: jsonb("options"),
  answer: text("answer"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const editJobs = pgTable(
  "edit_jobs",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    entryId: text("entry_id")
      .notNull()
      .references(() => foodEntries.id, { onDelete: "cascade" }),
    instructions: text("instructions").notNull(),
    ...jobColumns,
  },
  (t) => [
    index("edit_jobs_entry_idx").on(t.entryId),
    index("edit_jobs_claim_idx").on(t.status, t.createdAt),
    // One edit of a meal at a time, held by the database so two requests at the same moment cannot both pass.
    uniqueIndex("edit_jobs_one_active_per_entry")
      .on(t.entryId)
      .where(sql`${t.status} in ('queued', 'processing')`),
  ],
);

/**
 * Every change of a meal, with the meal as it was before, so it can be shown and undone. An edit that was undone
 * keeps its row (marked `undone_at`) so history still says what happened; undo restores the newest change not
 * yet undone.
 */
export const mealVersions = pgTable(
  "meal_versions",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    entryId: text("entry_id")
      .notNull()
      .references(() => foodEntries.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** MEAL_CHANGE_KINDS: a typed edit, a tapped fix, a move to another time or meal, an undo, or a copy of another meal. */
    change: text("change", { enum: MEAL_CHANGE_KINDS }).notNull(),
    /** What the user said ("no cheese"), what a tap did ("Oat milk: 1 glass → 200 g"), or what was undone. */
    instruction: text("instruction").notNull(),
    /** The engine's entry before this change (the stored ai_analysis entry). */
    previousEntry: jsonb("previous_entry").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [
    index("meal_versions_entry_changed_idx").on(t.entryId, t.changedAt),
    check(
      "meal_versions_change_kind",
      sql`${t.change} in (${sql.raw(MEAL_CHANGE_KINDS.map((kind) => `'${kind}'`).join(", "))})`,
    ),
  ],
);

export const userGoals = pgTable("user_goals", {
  id: text("id")
    .primaryKey()
    .default(sql`gen_random_uuid()::text`),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  calorieGoal: nutrient("calorie_goal").default(2000),
  proteinGoal: nutrient("protein_goal").default(50),
  carbsGoal: nutrient("carbs_goal").default(275),
  fatGoal: nutrient("fat_goal").default(78),
  fiberGoal: nutrient("fiber_goal").default(28),
  sugarGoal: nutrient("sugar_goal").default(50),
  sodiumGoal: nutrient("sodium_goal").default(2300),
  cholesterolGoal: nutrient("cholesterol_goal").default(300),
  saturatedFatGoal: nutrient("saturated_fat_goal").default(20),
  goalType: text("goal_type", { enum: ["simple", "macro"] })
    .notNull()
    .default("simple"),
  ...timestamps,
});

export const userPreferences = pgTable("user_preferences", {
  id: text("id")
    .primaryKey()
    .default(sql`gen_random_uuid()::text`),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  mealsVisibleColumns: jsonb("meals_visible_columns").$type<string[]>().notNull().default([]),
  ...timestamps,
});

/** A photo estimate. Its id is the 128-bit share id, so it doubles as the public link. */
export const publicEstimates = pgTable(
  "public_estimates",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    imagePath: text("image_path"),
    caption: text("caption"),
    result: jsonb("result"),
    isShared: boolean("is_shared").notNull().default(false),
    ...jobColumns,
  },
  (t) => [index("public_estimates_user_idx").on(t.userId, t.createdAt)],
);

/**
 * One row per request a per-user limit let through in the last minute (src/server/http/user-rate-limit.ts). Counted
 * and written under a transaction-scoped advisory lock, so bursts and several web processes cannot pass the limit.
 */
export const userRateLimitHits = pgTable(
  "user_rate_limit_hits",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bucket: text("bucket").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_rate_limit_hits_user_bucket_at_idx").on(t.userId, t.bucket, t.at)],
);
