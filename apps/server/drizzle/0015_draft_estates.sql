-- Drafts told apart from ads that were once online. An ad is a draft from wizard step 1 until 'Zapisz' on
-- step 3 first publishes it: a draft cannot be refreshed into publication, and the nightly job removes drafts left
-- untouched too long. Existing ads that were never published are the inactive ones made by the wizard that neither
-- expired nor were refreshed (expiry and an import's withdrawal set deactivated_at).
ALTER TABLE "estates" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "estates" SET "draft" = true WHERE "active" = 0 AND "imported" = 0 AND "deactivated_at" IS NULL AND "refreshed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "estates_draft_idx" ON "estates" USING btree ("modified_at") WHERE "estates"."draft";
