-- A run's progress for the admin: the offers its package holds (null until it is read) and those gone through so
-- far, written with the heartbeat while 'Importuj teraz' goes on in the background.
ALTER TABLE "import_runs" ADD COLUMN "offers_total" integer;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "offers_done" integer DEFAULT 0 NOT NULL;
