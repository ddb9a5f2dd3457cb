-- Imports that survive a crash. A running import writes heartbeat_at every few seconds; a 'running' run
-- whose heartbeat stopped is ended as failed. Runs left 'running' by an older version start with a heartbeat of now
-- and are ended once it lapses. The hash index is no longer unique: a package cut by a crash, or retried by an
-- admin, runs again; only a 'done' run makes a later delivery of the same content a duplicate.
DROP INDEX "import_runs_hash_idx";--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "import_runs_running_idx" ON "import_runs" USING btree ("heartbeat_at") WHERE "import_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "import_runs_hash_idx" ON "import_runs" USING btree ("integration_id","content_hash");