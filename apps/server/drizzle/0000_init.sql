CREATE TABLE "cities" (
	"city_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"province_id" smallint NOT NULL,
	"county_code" text NOT NULL,
	"commune_code" text NOT NULL,
	"kind" text NOT NULL,
	"rank" smallint NOT NULL,
	"parent_id" integer,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"approximate" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communes" (
	"code" text PRIMARY KEY NOT NULL,
	"county_code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"message_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"text" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counties" (
	"code" text PRIMARY KEY NOT NULL,
	"province_id" smallint NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estate_views" (
	"estate_id" integer NOT NULL,
	"day" date NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"phones" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "estate_views_estate_id_day_pk" PRIMARY KEY("estate_id","day")
);
--> statement-breakpoint
CREATE TABLE "estates" (
	"estate_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"rent" smallint NOT NULL,
	"market" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" bigint NOT NULL,
	"area" integer NOT NULL,
	"land_area" integer,
	"address" text NOT NULL,
	"city_code" text NOT NULL,
	"district" text,
	"city_id" integer NOT NULL,
	"province_id" smallint NOT NULL,
	"category" smallint,
	"floor" smallint,
	"floors" smallint,
	"rooms" smallint,
	"height" integer,
	"year" smallint,
	"material" smallint,
	"access" smallint,
	"power" smallint,
	"gas" smallint,
	"water" smallint,
	"canalization" smallint,
	"phone" smallint,
	"internet" smallint,
	"garage" smallint,
	"basement" smallint,
	"furnished" smallint,
	"parking" smallint,
	"elevator" smallint,
	"balcony" smallint,
	"duplexes" smallint,
	"wc" smallint,
	"fence" smallint,
	"elevation" smallint,
	"insulated" smallint,
	"active" smallint DEFAULT 0 NOT NULL,
	"promoted" smallint DEFAULT 0 NOT NULL,
	"promoted_until" timestamp with time zone,
	"latitude" double precision,
	"longitude" double precision,
	"match_geo" smallint,
	"imported" smallint DEFAULT 0 NOT NULL,
	"external_id" text,
	"integration_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"deactivated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"run_id" serial PRIMARY KEY NOT NULL,
	"integration_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_hash" text NOT NULL,
	"status" text NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"withdrawn" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"integration_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"ftp_login" text NOT NULL,
	"ftp_password_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrations_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "integrations_ftp_login_unique" UNIQUE("ftp_login")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"mail_id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_uploads" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"estate_id" integer NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"photo_id" serial PRIMARY KEY NOT NULL,
	"estate_id" integer NOT NULL,
	"container" text NOT NULL,
	"filename" text NOT NULL,
	"name" text NOT NULL,
	"sort" smallint NOT NULL,
	"width" integer,
	"height" integer,
	"content_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"province_id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_captchas" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"token_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"company" boolean NOT NULL,
	"name" text,
	"surname" text,
	"company_name" text,
	"nip" text,
	"address" text,
	"city_code" text,
	"phone" text NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"integration_id" integer,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "estate_views" ADD CONSTRAINT "estate_views_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_city_id_cities_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("city_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_integration_id_integrations_integration_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("integration_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_search_name_idx" ON "cities" USING btree ("search_name" text_pattern_ops,"rank");--> statement-breakpoint
CREATE INDEX "cities_province_search_idx" ON "cities" USING btree ("province_id","search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "estates_list_newest_idx" ON "estates" USING btree ("type","rent","promoted","estate_id") WHERE "estates"."active" = 1;--> statement-breakpoint
CREATE INDEX "estates_list_price_idx" ON "estates" USING btree ("type","rent","promoted","price") WHERE "estates"."active" = 1;--> statement-breakpoint
CREATE INDEX "estates_city_newest_idx" ON "estates" USING btree ("city_id","type","rent","promoted","estate_id") WHERE "estates"."active" = 1;--> statement-breakpoint
CREATE INDEX "estates_city_price_idx" ON "estates" USING btree ("city_id","type","rent","promoted","price") WHERE "estates"."active" = 1;--> statement-breakpoint
CREATE INDEX "estates_recent_idx" ON "estates" USING btree ("estate_id") WHERE "estates"."active" = 1;--> statement-breakpoint
CREATE INDEX "estates_promoted_idx" ON "estates" USING btree ("promoted") WHERE "estates"."active" = 1 and "estates"."promoted" = 1;--> statement-breakpoint
CREATE INDEX "estates_user_idx" ON "estates" USING btree ("user_id","estate_id");--> statement-breakpoint
CREATE INDEX "estates_expires_idx" ON "estates" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "estates_external_idx" ON "estates" USING btree ("integration_id","external_id") WHERE "estates"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "import_runs_hash_idx" ON "import_runs" USING btree ("integration_id","content_hash");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "photos_estate_sort_idx" ON "photos" USING btree ("estate_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_idx" ON "user_tokens" USING btree ("user_id","kind","hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));