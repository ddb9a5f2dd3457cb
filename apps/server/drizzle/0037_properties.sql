CREATE TABLE "collapsed_offers" (
	"estate_id" integer PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"property_id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"rent" smallint NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"listed_offers" smallint DEFAULT 0 NOT NULL,
	"price_min" bigint,
	"price_max" bigint,
	"lead_estate_id" integer
);
--> statement-breakpoint
CREATE TABLE "property_matches" (
	"match_id" serial PRIMARY KEY NOT NULL,
	"history_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"other_history_id" integer,
	"action" text NOT NULL,
	"score" integer,
	"evidence" jsonb NOT NULL,
	"admin_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_photo_bands" (
	"band" integer NOT NULL,
	"history_id" integer NOT NULL,
	CONSTRAINT "property_photo_bands_band_history_id_pk" PRIMARY KEY("band","history_id")
);
--> statement-breakpoint
CREATE TABLE "property_verdicts" (
	"history_id" integer NOT NULL,
	"other_history_id" integer NOT NULL,
	"verdict" text NOT NULL,
	"admin_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_verdicts_history_id_other_history_id_pk" PRIMARY KEY("history_id","other_history_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_properties" (
	"search_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"announced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_properties_search_id_property_id_pk" PRIMARY KEY("search_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "estates" ADD COLUMN "garden" smallint;--> statement-breakpoint
ALTER TABLE "estates" ADD COLUMN "pets" smallint;--> statement-breakpoint
ALTER TABLE "estates" ADD COLUMN "bathrooms" smallint;--> statement-breakpoint
ALTER TABLE "estates" ADD COLUMN "finish" smallint;--> statement-breakpoint
ALTER TABLE "estates" ADD COLUMN "heating" smallint;--> statement-breakpoint
ALTER TABLE "estates" ADD COLUMN "ownership" smallint;--> statement-breakpoint
ALTER TABLE "estates" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "perceptual_hash" bigint;--> statement-breakpoint
ALTER TABLE "estate_histories" ADD COLUMN "property_id" integer;--> statement-breakpoint
ALTER TABLE "estate_histories" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "estate_histories" ADD COLUMN "rooms" smallint;--> statement-breakpoint
ALTER TABLE "estate_histories" ADD COLUMN "floor" smallint;--> statement-breakpoint
ALTER TABLE "estate_histories" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "estate_histories" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "estate_histories" ADD COLUMN "photo_hashes" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "developer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "saved_search_properties" ADD CONSTRAINT "saved_search_properties_search_id_saved_searches_search_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("search_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collapsed_offers_property_idx" ON "collapsed_offers" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_matches_history_idx" ON "property_matches" USING btree ("history_id");--> statement-breakpoint
CREATE INDEX "property_matches_property_idx" ON "property_matches" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_photo_bands_history_idx" ON "property_photo_bands" USING btree ("history_id");--> statement-breakpoint
-- Every history so far is an offer of a property of its own (the property takes the history's number); the
-- matcher joins them as their ads are saved again.
INSERT INTO properties (property_id, type, rent, first_seen_at)
  SELECT history_id, type, rent, first_seen_at FROM estate_histories;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('properties', 'property_id'),
  coalesce((SELECT max(property_id) FROM properties), 0) + 1, false);--> statement-breakpoint
UPDATE estate_histories SET property_id = history_id;--> statement-breakpoint
UPDATE estate_histories h
  SET district = lower(translate(e.district, 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzacelnoszz')), rooms = e.rooms,
    floor = e.floor, latitude = CASE WHEN e.match_geo = 1 THEN e.latitude END,
    longitude = CASE WHEN e.match_geo = 1 THEN e.longitude END
  FROM estates e WHERE e.estate_id = h.estate_id;--> statement-breakpoint
ALTER TABLE "estate_histories" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "estate_histories" ADD CONSTRAINT "estate_histories_property_id_properties_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estate_histories_property_idx" ON "estate_histories" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "estate_histories_place_idx" ON "estate_histories" USING btree ("city_id","type","rent","area");--> statement-breakpoint
-- A property's card (listed offers, price range, the offer that leads it) and the collapsed offers are kept here, in
-- the transaction of every change of an offer, by whatever path it changes. Listed as the lists say (listed.ts):
-- active, published, not expired, not held by moderation.
CREATE FUNCTION property_refresh(p integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  offers integer;
  low bigint;
  high bigint;
  lead integer;
BEGIN
  SELECT count(*), min(e.price), max(e.price), (array_agg(e.estate_id ORDER BY e.price, e.estate_id))[1]
    INTO offers, low, high, lead
    FROM estate_histories h JOIN estates e ON e.estate_id = h.estate_id
    WHERE h.property_id = p AND e.active = 1 AND NOT e.draft AND e.expires_at > now()
      AND NOT EXISTS (SELECT 1 FROM moderation_holds m WHERE m.estate_id = e.estate_id);
  UPDATE properties SET listed_offers = offers, price_min = low, price_max = high, lead_estate_id = lead
    WHERE property_id = p
      AND (listed_offers, price_min, price_max, lead_estate_id) IS DISTINCT FROM (offers, low, high, lead);
  IF offers < 2 AND NOT EXISTS (SELECT 1 FROM collapsed_offers WHERE property_id = p) THEN
    RETURN;
  END IF;
  DELETE FROM collapsed_offers WHERE property_id = p;
  INSERT INTO collapsed_offers (estate_id, property_id)
    SELECT e.estate_id, p FROM estate_histories h JOIN estates e ON e.estate_id = h.estate_id
    WHERE h.property_id = p AND e.estate_id <> lead AND e.active = 1 AND NOT e.draft AND e.expires_at > now()
      AND NOT EXISTS (SELECT 1 FROM moderation_holds m WHERE m.estate_id = e.estate_id)
    ON CONFLICT (estate_id) DO UPDATE SET property_id = EXCLUDED.property_id;
END
$$;--> statement-breakpoint
CREATE FUNCTION property_hold_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM property_refresh(h.property_id) FROM estate_histories h
    WHERE h.estate_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.estate_id ELSE NEW.estate_id END;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER property_hold_changed AFTER INSERT OR DELETE ON moderation_holds
  FOR EACH ROW EXECUTE FUNCTION property_hold_changed();--> statement-breakpoint
-- The history trigger of migration 0021, now also starting a property with each new history, keeping the offer's
-- fingerprint and the property's card.
CREATE OR REPLACE FUNCTION estate_history_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Online: published (not a draft of the wizard) and active.
  was_online boolean := CASE WHEN TG_OP = 'INSERT' THEN false ELSE OLD.active = 1 AND NOT OLD.draft END;
  is_online boolean := CASE WHEN TG_OP = 'DELETE' THEN false ELSE NEW.active = 1 AND NOT NEW.draft END;
  found_id integer;
  prop_id integer;
  event_kind text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE estate_histories SET estate_id = NULL, offline_at = coalesce(offline_at, now())
      WHERE estate_id = OLD.estate_id RETURNING history_id, property_id INTO found_id, prop_id;
    IF found_id IS NOT NULL THEN
      INSERT INTO estate_events (history_id, estate_id, kind, price)
        VALUES (found_id, OLD.estate_id, 'deleted', OLD.price);
      PERFORM property_refresh(prop_id);
    END IF;
    RETURN NULL;
  END IF;
  SELECT history_id, property_id INTO found_id, prop_id FROM estate_histories WHERE estate_id = NEW.estate_id;
  IF found_id IS NULL THEN
    -- A draft has no history until it is published.
    IF NOT is_online THEN
      RETURN NULL;
    END IF;
    -- The re-listing rule: a first publication continues the advertiser's history of an ad gone off-line within
    -- 60 days in the same locality, at the same address, of the same type and rent, with the area within 3 % (at
    -- least 1 m²); otherwise the ad starts a history, and a property, of its own.
    SELECT history_id, property_id INTO found_id, prop_id FROM estate_histories h
      WHERE h.user_id = NEW.user_id AND h.city_id = NEW.city_id AND h.type = NEW.type AND h.rent = NEW.rent
        AND h.offline_at > now() - interval '60 days'
        AND h.address = estate_history_address(NEW.address)
        AND abs(h.area - NEW.area) <= greatest(1, h.area * 0.03)
      ORDER BY h.offline_at DESC LIMIT 1 FOR UPDATE;
    IF found_id IS NULL THEN
      INSERT INTO properties (type, rent, first_seen_at) VALUES (NEW.type, NEW.rent, now())
        RETURNING property_id INTO prop_id;
      INSERT INTO estate_histories (estate_id, user_id, type, rent, city_id, address, area, first_seen_at,
          property_id, district, rooms, floor, latitude, longitude)
        VALUES (NEW.estate_id, NEW.user_id, NEW.type, NEW.rent, NEW.city_id, estate_history_address(NEW.address),
          NEW.area, now(), prop_id, lower(translate(NEW.district, 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzacelnoszz')),
          NEW.rooms, NEW.floor, CASE WHEN NEW.match_geo = 1 THEN NEW.latitude END,
          CASE WHEN NEW.match_geo = 1 THEN NEW.longitude END)
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
  -- The history follows its ad: where it is and what it is now, for a later re-listing or match to find.
  IF event_kind IS DISTINCT FROM 'listed' AND (event_kind IS NOT NULL
      OR (NEW.type, NEW.rent, NEW.city_id, NEW.address, NEW.area, NEW.district, NEW.rooms, NEW.floor, NEW.match_geo,
        NEW.latitude, NEW.longitude)
      IS DISTINCT FROM (OLD.type, OLD.rent, OLD.city_id, OLD.address, OLD.area, OLD.district, OLD.rooms, OLD.floor,
        OLD.match_geo, OLD.latitude, OLD.longitude)) THEN
    UPDATE estate_histories
      SET estate_id = NEW.estate_id, offline_at = CASE WHEN is_online THEN NULL ELSE coalesce(offline_at, now()) END,
        type = NEW.type, rent = NEW.rent, city_id = NEW.city_id, address = estate_history_address(NEW.address),
        area = NEW.area, district = lower(translate(NEW.district, 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzacelnoszz')),
        rooms = NEW.rooms, floor = NEW.floor, latitude = CASE WHEN NEW.match_geo = 1 THEN NEW.latitude END,
        longitude = CASE WHEN NEW.match_geo = 1 THEN NEW.longitude END
      WHERE history_id = found_id;
  END IF;
  -- The card follows any change of what lists show of an offer: being listed, its price, its expiry.
  IF event_kind IS NOT NULL OR NEW.expires_at IS DISTINCT FROM OLD.expires_at THEN
    PERFORM property_refresh(prop_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE properties p SET listed_offers = 1, price_min = e.price, price_max = e.price, lead_estate_id = e.estate_id
  FROM estate_histories h JOIN estates e ON e.estate_id = h.estate_id
  WHERE h.property_id = p.property_id AND e.active = 1 AND NOT e.draft AND e.expires_at > now()
    AND NOT EXISTS (SELECT 1 FROM moderation_holds m WHERE m.estate_id = e.estate_id);
