-- Before this index, two edits sent at the same moment could both be waiting; keep the older, fail the others
-- with a message their owner sees, so the index can be built on any existing database.
UPDATE "edit_jobs" SET "status" = 'failed', "lease_expires_at" = NULL, "finished_at" = now(), "updated_at" = now(),
  "error" = 'Another edit of this meal was sent at the same moment. Please send this edit again.'
WHERE "status" IN ('queued', 'processing') AND EXISTS (
  SELECT 1 FROM "edit_jobs" AS "older"
  WHERE "older"."entry_id" = "edit_jobs"."entry_id" AND "older"."status" IN ('queued', 'processing')
    AND ("older"."created_at", "older"."id") < ("edit_jobs"."created_at", "edit_jobs"."id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "edit_jobs_one_active_per_entry" ON "edit_jobs" USING btree ("entry_id") WHERE "edit_jobs"."status" in ('queued', 'processing');
