CREATE TABLE "estate_events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"history_id" integer NOT NULL,
	"estate_id" integer NOT NULL,
	"kind" text NOT NULL,
	"price" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estate_histories" (
	"history_id" serial PRIMARY KEY NOT NULL,
	"estate_id" integer,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"rent" smallint NOT NULL,
	"city_id" integer NOT NULL,
	"address" text NOT NULL,
	"area" numeric(12, 2) NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"offline_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "estates" ADD COLUMN "monthly_fees" integer;--> statement-breakpoint
ALTER TABLE "estates" ADD COLUMN "deposit" integer;--> statement-breakpoint
ALTER TABLE "estate_events" ADD CONSTRAINT "estate_events_history_id_estate_histories_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."estate_histories"("history_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_histories" ADD CONSTRAINT "estate_histories_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estate_events_history_idx" ON "estate_events" USING btree ("history_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "estate_histories_estate_idx" ON "estate_histories" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "estate_histories_relisting_idx" ON "estate_histories" USING btree ("user_id","city_id","type","rent","offline_at") WHERE "estate_histories"."offline_at" is not null;--> statement-breakpoint
-- An ad's history is written by this trigger rather than by each use case: every path that changes an ad
-- (wizard, edit, refresh, import, admin, the expiry job, a deleted account) writes it in the transaction of the
-- change, and none can forget to. Drizzle cannot declare functions or triggers. The re-listing rule is in
-- estate_history_write; docs/decisions.md states it.
CREATE FUNCTION estate_history_address(address text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select lower(regexp_replace(btrim(address), '\s+', ' ', 'g')) $$;--> statement-breakpoint
CREATE FUNCTION estate_history_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Online: published (not a draft of the wizard) and active.
  was_online boolean := CASE WHEN TG_OP = 'INSERT' THEN false ELSE OLD.active = 1 AND NOT OLD.draft END;
  is_online boolean := CASE WHEN TG_OP = 'DELETE' THEN false ELSE NEW.active = 1 AND NOT NEW.draft END;
  found_id integer;
  event_kind text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE estate_histories SET estate_id = NULL, offline_at = coalesce(offline_at, now())
      WHERE estate_id = OLD.estate_id RETURNING history_id INTO found_id;
    IF found_id IS NOT NULL THEN
      INSERT INTO estate_events (history_id, estate_id, kind, price)
        VALUES (found_id, OLD.estate_id, 'deleted', OLD.price);
    END IF;
    RETURN NULL;
  END IF;
  SELECT history_id INTO found_id FROM estate_histories WHERE estate_id = NEW.estate_id;
  IF found_id IS NULL THEN
    -- A draft has no history until it is published.
    IF NOT is_online THEN
      RETURN NULL;
    END IF;
    -- The re-listing rule: a first publication continues the advertiser's history of an ad gone off-line within
    -- 60 days in the same locality, at the same address, of the same type and rent, with the area within 3 % (at
    -- least 1 m²); otherwise the ad starts a history of its own.
    SELECT history_id INTO found_id FROM estate_histories h
      WHERE h.user_id = NEW.user_id AND h.city_id = NEW.city_id AND h.type = NEW.type AND h.rent = NEW.rent
        AND h.offline_at > now() - interval '60 days'
        AND h.address = estate_history_address(NEW.address)
        AND abs(h.area - NEW.area) <= greatest(1, h.area * 0.03)
      ORDER BY h.offline_at DESC LIMIT 1 FOR UPDATE;
    IF found_id IS NULL THEN
      INSERT INTO estate_histories (estate_id, user_id, type, rent, city_id, address, area, first_seen_at)
        VALUES (NEW.estate_id, NEW.user_id, NEW.type, NEW.rent, NEW.city_id, estate_history_address(NEW.address),
          NEW.area, now())
        RETURNING history_id INTO found_id;
      event_kind := 'listed';
    ELSE
      event_kind := 'relisted';
    END IF;
  ELSIF is_online AND NOT was_online THEN
    event_kind := 'returned';
  ELSIF was_online AND NOT is_online THEN
    event_kind := 'withdrawn';
  ELSIF NEW.price <> OLD.price THEN
    event_kind := 'price';
  ELSIF is_online AND NEW.refreshed_at IS DISTINCT FROM OLD.refreshed_at THEN
    event_kind := 'refreshed';
  END IF;
  IF event_kind IS NOT NULL THEN
    INSERT INTO estate_events (history_id, estate_id, kind, price) VALUES (found_id, NEW.estate_id, event_kind, NEW.price);
  END IF;
  IF event_kind = 'listed' THEN
    RETURN NULL;
  END IF;
  -- The history follows its ad: where it is and what it is now, for a later re-listing to match.
  IF event_kind IS NULL AND (NEW.type, NEW.rent, NEW.city_id, NEW.address, NEW.area)
      IS NOT DISTINCT FROM (OLD.type, OLD.rent, OLD.city_id, OLD.address, OLD.area) THEN
    RETURN NULL;
  END IF;
  UPDATE estate_histories
    SET estate_id = NEW.estate_id, offline_at = CASE WHEN is_online THEN NULL ELSE coalesce(offline_at, now()) END,
      type = NEW.type, rent = NEW.rent, city_id = NEW.city_id, address = estate_history_address(NEW.address),
      area = NEW.area
    WHERE history_id = found_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER estate_history_write AFTER INSERT OR UPDATE OR DELETE ON estates
  FOR EACH ROW EXECUTE FUNCTION estate_history_write();--> statement-breakpoint
-- Every ad published before histories existed starts one at its creation, with the price it has now.
INSERT INTO estate_histories (estate_id, user_id, type, rent, city_id, address, area, first_seen_at, offline_at)
  SELECT estate_id, user_id, type, rent, city_id, estate_history_address(address), area, created_at,
    CASE WHEN active = 1 THEN NULL ELSE coalesce(deactivated_at, least(expires_at, now())) END
  FROM estates WHERE NOT draft;--> statement-breakpoint
INSERT INTO estate_events (history_id, estate_id, kind, price, at)
  SELECT h.history_id, e.estate_id, 'listed', e.price, e.created_at
  FROM estate_histories h JOIN estates e ON e.estate_id = h.estate_id;
