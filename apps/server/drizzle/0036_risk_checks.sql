CREATE TABLE "estate_risks" (
	"estate_id" integer PRIMARY KEY NOT NULL,
	"score" integer NOT NULL,
	"signals" jsonb NOT NULL,
	"open" boolean NOT NULL,
	"decision_id" integer,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_contacts" (
	"contact" text NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "risk_contacts_contact_user_id_pk" PRIMARY KEY("contact","user_id")
);
--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "estate_risks" ADD CONSTRAINT "estate_risks_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_contacts" ADD CONSTRAINT "risk_contacts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estate_risks_open_idx" ON "estate_risks" USING btree ("checked_at") WHERE "estate_risks"."open";