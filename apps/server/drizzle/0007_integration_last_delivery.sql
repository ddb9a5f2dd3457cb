ALTER TABLE "integrations" ADD COLUMN "last_delivery_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "import_runs_started_idx" ON "import_runs" USING btree ("started_at" DESC NULLS LAST,"run_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "import_runs_integration_started_idx" ON "import_runs" USING btree ("integration_id","started_at" DESC NULLS LAST,"run_id" DESC NULLS LAST);--> statement-breakpoint
-- Integrations that received packages before this column existed start from their latest run's delivery time.
UPDATE "integrations" SET "last_delivery_at" = (
  SELECT max("received_at") FROM "import_runs" WHERE "import_runs"."integration_id" = "integrations"."integration_id"
);
