CREATE TABLE "import_offers" (
	"integration_id" integer NOT NULL,
	"system" text NOT NULL,
	"external_id" text NOT NULL,
	"estate_id" integer NOT NULL,
	"offer_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_offers_integration_id_system_external_id_pk" PRIMARY KEY("integration_id","system","external_id")
);
--> statement-breakpoint
CREATE TABLE "import_withdrawals" (
	"withdrawal_id" serial PRIMARY KEY NOT NULL,
	"integration_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"estate_ids" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_offers" ADD CONSTRAINT "import_offers_integration_id_integrations_integration_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("integration_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_offers" ADD CONSTRAINT "import_offers_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_withdrawals" ADD CONSTRAINT "import_withdrawals_integration_id_integrations_integration_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("integration_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_withdrawals" ADD CONSTRAINT "import_withdrawals_run_id_import_runs_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("run_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_offers_estate_idx" ON "import_offers" USING btree ("estate_id");