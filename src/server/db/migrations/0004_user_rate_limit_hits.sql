CREATE TABLE "user_rate_limit_hits" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"bucket" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_rate_limit_hits" ADD CONSTRAINT "user_rate_limit_hits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_rate_limit_hits_user_bucket_at_idx" ON "user_rate_limit_hits" USING btree ("user_id","bucket","at");