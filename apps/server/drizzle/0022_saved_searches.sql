-- Saved searches with e-mail alerts: the searches (criteria as the search's query, with the columns an
-- ad's candidates are found by), the ads each has announced, the queue of ads that went online or changed, and
-- extra headers of an outbox message (an alert's List-Unsubscribe).
CREATE TABLE "saved_search_hits" (
	"search_id" integer NOT NULL,
	"estate_id" integer NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "saved_search_hits_search_id_estate_id_pk" PRIMARY KEY("search_id","estate_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_queue" (
	"queue_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_search_queue_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"estate_id" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"search_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text,
	"name" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"type" text NOT NULL,
	"rent" smallint NOT NULL,
	"city_id" integer NOT NULL,
	"price_from" bigint,
	"price_to" bigint,
	"confirm_hash" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_search_id_saved_searches_search_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("search_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_estate_id_estates_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("estate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_hits_unmailed_idx" ON "saved_search_hits" USING btree ("search_id") WHERE "saved_search_hits"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "saved_search_hits_estate_idx" ON "saved_search_hits" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "saved_searches_candidates_idx" ON "saved_searches" USING btree ("type","rent","city_id") WHERE "saved_searches"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree ("email");--> statement-breakpoint
-- Hand-written (Drizzle cannot express triggers): every ad that goes online, or changes a value a search looks at
-- while online, is queued for the alert job, whatever wrote it (the API, an import, an admin, a script). Nothing
-- is queued while no search is confirmed, so a portal without saved searches writes no more than before.
CREATE FUNCTION "queue_estate_for_alerts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM saved_searches WHERE confirmed_at IS NOT NULL) THEN
    INSERT INTO saved_search_queue (estate_id) VALUES (NEW.estate_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "estates_queue_new_for_alerts" AFTER INSERT ON "estates" FOR EACH ROW
  WHEN (NEW.active = 1) EXECUTE FUNCTION "queue_estate_for_alerts"();--> statement-breakpoint
-- A new criterion on a new column adds that column here.
CREATE TRIGGER "estates_queue_changed_for_alerts" AFTER UPDATE ON "estates" FOR EACH ROW
  WHEN (NEW.active = 1 AND (OLD.active <> 1 OR OLD.expires_at <= now() OR
    (OLD.type, OLD.rent, OLD.price, OLD.area, OLD.land_area, OLD.city_id, OLD.province_id, OLD.district, OLD.rooms,
     OLD.title, OLD.description, OLD.internet, OLD.furnished, OLD.parking, OLD.elevator, OLD.latitude, OLD.longitude,
     OLD.user_id)
    IS DISTINCT FROM
    (NEW.type, NEW.rent, NEW.price, NEW.area, NEW.land_area, NEW.city_id, NEW.province_id, NEW.district, NEW.rooms,
     NEW.title, NEW.description, NEW.internet, NEW.furnished, NEW.parking, NEW.elevator, NEW.latitude, NEW.longitude,
     NEW.user_id)))
  EXECUTE FUNCTION "queue_estate_for_alerts"();
