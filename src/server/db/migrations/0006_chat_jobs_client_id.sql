ALTER TABLE "chat_jobs" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_jobs_user_client_id_idx" ON "chat_jobs" USING btree ("user_id","client_id");