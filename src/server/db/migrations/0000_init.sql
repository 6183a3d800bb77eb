CREATE TABLE "chat_jobs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"time_zone" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edit_jobs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"entry_id" text NOT NULL,
	"instructions" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"time_zone" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fidelity_questions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"entry_id" text NOT NULL,
	"question" text NOT NULL,
	"question_type" text NOT NULL,
	"options" jsonb,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_entries" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"chat_job_id" text,
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"calories" numeric(8, 2),
	"serving_size" text,
	"serving_weight_grams" numeric(8, 2),
	"servings" numeric(8, 2),
	"protein" numeric(8, 2),
	"carbohydrates" numeric(8, 2),
	"fat" numeric(8, 2),
	"carbs" numeric(8, 2),
	"fiber" numeric(8, 2),
	"sugar" numeric(8, 2),
	"sodium" numeric(8, 2),
	"nutrition_data" jsonb,
	"micronutrients" jsonb,
	"meal_type" text,
	"meal_time" timestamp with time zone,
	"brand" text,
	"cooking_method" text,
	"allergens" jsonb,
	"diet_tags" jsonb,
	"fidelity" text DEFAULT 'low' NOT NULL,
	"confidence" numeric(5, 2),
	"ai_analysis" jsonb,
	"is_published" boolean DEFAULT false NOT NULL,
	"entry_method" text NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_identities" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oidc_identities_issuer_subject_pk" PRIMARY KEY("issuer","subject")
);
--> statement-breakpoint
CREATE TABLE "password_credentials" (
	"user_id" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_estimates" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"image_path" text,
	"caption" text,
	"result" jsonb,
	"is_shared" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"time_zone" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_goals" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"calorie_goal" numeric(8, 2) DEFAULT 2000,
	"protein_goal" numeric(8, 2) DEFAULT 50,
	"carbs_goal" numeric(8, 2) DEFAULT 275,
	"fat_goal" numeric(8, 2) DEFAULT 78,
	"fiber_goal" numeric(8, 2) DEFAULT 28,
	"sugar_goal" numeric(8, 2) DEFAULT 50,
	"sodium_goal" numeric(8, 2) DEFAULT 2300,
	"cholesterol_goal" numeric(8, 2) DEFAULT 300,
	"saturated_fat_goal" numeric(8, 2) DEFAULT 20,
	"goal_type" text DEFAULT 'simple' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_goals_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"meals_visible_columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"time_zone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "chat_jobs" ADD CONSTRAINT "chat_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_jobs" ADD CONSTRAINT "edit_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_jobs" ADD CONSTRAINT "edit_jobs_entry_id_food_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."food_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fidelity_questions" ADD CONSTRAINT "fidelity_questions_entry_id_food_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."food_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_entries" ADD CONSTRAINT "food_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_entries" ADD CONSTRAINT "food_entries_chat_job_id_chat_jobs_id_fk" FOREIGN KEY ("chat_job_id") REFERENCES "public"."chat_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_identities" ADD CONSTRAINT "oidc_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_credentials" ADD CONSTRAINT "password_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_estimates" ADD CONSTRAINT "public_estimates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_goals" ADD CONSTRAINT "user_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_jobs_user_created_idx" ON "chat_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_jobs_claim_idx" ON "chat_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "edit_jobs_entry_idx" ON "edit_jobs" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "edit_jobs_claim_idx" ON "edit_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "food_entries_user_meal_time_idx" ON "food_entries" USING btree ("user_id","meal_time");--> statement-breakpoint
CREATE INDEX "food_entries_chat_job_idx" ON "food_entries" USING btree ("chat_job_id");--> statement-breakpoint
CREATE INDEX "oidc_identities_user_idx" ON "oidc_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "public_estimates_user_idx" ON "public_estimates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "IDX_session_expire" ON "sessions" USING btree ("expire");