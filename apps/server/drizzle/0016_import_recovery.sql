-- Every package recoverable: a run keeps the offers it could not place for a cause of ours, so that
-- importing the package again redoes only those, and points at the run it repeats (a duplicate delivery at the run
-- that imported that content, a retry at the run retried). Runs from before keep null: not known.
ALTER TABLE "import_runs" ADD COLUMN "pending_offers" jsonb;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "repeats_run_id" integer;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_repeats_run_id_import_runs_run_id_fk" FOREIGN KEY ("repeats_run_id") REFERENCES "public"."import_runs"("run_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_runs_repeats_idx" ON "import_runs" USING btree ("repeats_run_id");