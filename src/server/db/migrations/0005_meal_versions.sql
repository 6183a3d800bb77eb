CREATE TABLE "meal_versions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"entry_id" text NOT NULL,
	"user_id" text NOT NULL,
	"change" text NOT NULL,
	"instruction" text NOT NULL,
	"previous_entry" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "meal_versions" ADD CONSTRAINT "meal_versions_entry_id_food_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."food_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_versions" ADD CONSTRAINT "meal_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_versions_entry_changed_idx" ON "meal_versions" USING btree ("entry_id","changed_at");