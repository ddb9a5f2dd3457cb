CREATE TABLE "ad_reports" (
	"report_id" serial PRIMARY KEY NOT NULL,
	"estate_id" integer NOT NULL,
	"reporter_id" integer,
	"email" text NOT NULL,
	"mailbox" text NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision_id" integer
);
--> statement-breakpoint
CREATE TABLE "blocked_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"decision_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_appeals" (
	"appeal_id" serial PRIMARY KEY NOT NULL,
	"decision_id" integer NOT NULL,
	"estate_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" integer
);
--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"decision_id" serial PRIMARY KEY NOT NULL,
	"estate_id" integer NOT NULL,
	"advertiser_id" integer NOT NULL,
	"admin_id" integer,
	"admin_email" text,
	"action" text NOT NULL,
	"rule" text,
	"facts" text,
	"on_appeal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_holds" (
	"estate_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"decision_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_reporter_id_users_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_accounts" ADD CONSTRAINT "blocked_accounts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_decision_id_moderation_decisions_decision_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("decision_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_holds" ADD CONSTRAINT "moderation_holds_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_reports_account_idx" ON "ad_reports" USING btree ("estate_id","reporter_id") WHERE "ad_reports"."reporter_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_reports_mailbox_idx" ON "ad_reports" USING btree ("estate_id","mailbox") WHERE "ad_reports"."reporter_id" is null;--> statement-breakpoint
CREATE INDEX "ad_reports_open_idx" ON "ad_reports" USING btree ("estate_id") WHERE "ad_reports"."decision_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_appeals_decision_idx" ON "moderation_appeals" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "moderation_appeals_open_idx" ON "moderation_appeals" USING btree ("estate_id") WHERE "moderation_appeals"."resolved_by" is null;--> statement-breakpoint
CREATE INDEX "moderation_decisions_estate_idx" ON "moderation_decisions" USING btree ("estate_id","decision_id");--> statement-breakpoint
CREATE INDEX "moderation_decisions_advertiser_idx" ON "moderation_decisions" USING btree ("advertiser_id");--> statement-breakpoint
-- A blocked advertiser's new ad (an import keeps delivering) is held back from its first moment, in its own insert.
CREATE FUNCTION moderation_hold_blocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO moderation_holds (estate_id, kind, decision_id)
    SELECT NEW.estate_id, 'block', b.decision_id FROM blocked_accounts b WHERE b.user_id = NEW.user_id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER moderation_hold_blocked AFTER INSERT ON estates FOR EACH ROW EXECUTE FUNCTION moderation_hold_blocked();
