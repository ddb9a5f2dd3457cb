CREATE TABLE "login_failures" (
	"account" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD COLUMN "uploaded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "login_failures_account_idx" ON "login_failures" USING btree ("account","failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_failed_at_idx" ON "login_failures" USING btree ("failed_at");--> statement-breakpoint
CREATE INDEX "photo_uploads_estate_idx" ON "photo_uploads" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "photo_uploads_expires_idx" ON "photo_uploads" USING btree ("expires_at");