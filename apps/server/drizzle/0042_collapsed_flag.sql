-- Lists leave out the offers another offer of their property leads (one card a property). Until now they probed
-- collapsed_offers for every ad they walked, which made a deep page of a sorted list cost three times the database
-- time it cost before properties (bench/README.md). Now the flag is the ad's own, in every list index's predicate:
-- a list walks only the ads it shows. property_refresh keeps it; the maps count the flag as they count `active`.
ALTER TABLE "estates" ADD COLUMN "collapsed" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The maps count what lists show: an ad stops counting while collapsed, as while not active.
CREATE OR REPLACE FUNCTION map_cells_add(ad estates, delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  grid smallint;
  place integer;
BEGIN
  IF ad.active <> 1 OR ad.collapsed <> 0 OR ad.latitude IS NULL OR ad.longitude IS NULL THEN
    RETURN;
  END IF;
  FOREACH grid IN ARRAY ARRAY[8, 13]::smallint[] LOOP
    FOREACH place IN ARRAY ARRAY[ad.city_id, 0] LOOP
      INSERT INTO map_cells AS cell (level, type, rent, cx, cy, city_id, province_id, ads, lat_sum, lng_sum)
      VALUES (grid, ad.type, ad.rent, floor(ad.longitude * 2 ^ (grid + 2) / 360)::int,
        floor(ad.latitude * 2 ^ (grid + 2) / 360)::int, place, CASE WHEN place = 0 THEN 0 ELSE ad.province_id END,
        delta, delta * ad.latitude, delta * ad.longitude)
      ON CONFLICT (level, city_id, type, rent, cx, cy) DO UPDATE
        SET ads = cell.ads + excluded.ads, lat_sum = cell.lat_sum + excluded.lat_sum,
          lng_sum = cell.lng_sum + excluded.lng_sum;
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION map_bands_add(ad estates, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ad.active <> 1 OR ad.collapsed <> 0 OR ad.latitude IS NULL OR ad.longitude IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO map_bands AS cell (level, type, rent, band, rooms_class, cx, cy, ads, lat_sum, lng_sum)
  SELECT grid, ad.type, ad.rent, map_price_band(ad.price), map_rooms_class(ad.rooms),
    floor(ad.longitude * 2 ^ (grid + 2) / 360)::int, floor(ad.latitude * 2 ^ (grid + 2) / 360)::int,
    delta, delta * ad.latitude, delta * ad.longitude
  FROM unnest(ARRAY[6, 7, 8]::smallint[]) AS grid
  ON CONFLICT (level, type, rent, band, rooms_class, cx, cy) DO UPDATE
    SET ads = cell.ads + excluded.ads, lat_sum = cell.lat_sum + excluded.lat_sum,
      lng_sum = cell.lng_sum + excluded.lng_sum;
END $$;
--> statement-breakpoint
DROP TRIGGER map_cells_updated ON estates;
--> statement-breakpoint
CREATE TRIGGER map_cells_updated
  AFTER UPDATE OF active, collapsed, type, rent, latitude, longitude, city_id, province_id ON estates
  FOR EACH ROW
  WHEN ((OLD.active, OLD.collapsed, OLD.type, OLD.rent, OLD.latitude, OLD.longitude, OLD.city_id, OLD.province_id)
    IS DISTINCT FROM
    (NEW.active, NEW.collapsed, NEW.type, NEW.rent, NEW.latitude, NEW.longitude, NEW.city_id, NEW.province_id))
  EXECUTE FUNCTION map_cells_follow();
--> statement-breakpoint
DROP TRIGGER map_bands_updated ON estates;
--> statement-breakpoint
CREATE TRIGGER map_bands_updated
  AFTER UPDATE OF active, collapsed, type, rent, price, rooms, latitude, longitude ON estates
  FOR EACH ROW
  WHEN ((OLD.active, OLD.collapsed, OLD.type, OLD.rent, map_price_band(OLD.price), map_rooms_class(OLD.rooms),
      OLD.latitude, OLD.longitude)
    IS DISTINCT FROM (NEW.active, NEW.collapsed, NEW.type, NEW.rent, map_price_band(NEW.price),
      map_rooms_class(NEW.rooms), NEW.latitude, NEW.longitude))
  EXECUTE FUNCTION map_bands_follow();
--> statement-breakpoint
DROP INDEX "estates_list_newest_idx";
--> statement-breakpoint
DROP INDEX "estates_map_newest_idx";
--> statement-breakpoint
DROP INDEX "estates_list_price_idx";
--> statement-breakpoint
DROP INDEX "estates_city_newest_idx";
--> statement-breakpoint
DROP INDEX "estates_city_price_idx";
--> statement-breakpoint
DROP INDEX "estates_list_cheap_idx";
--> statement-breakpoint
DROP INDEX "estates_city_cheap_idx";
--> statement-breakpoint
DROP INDEX "estates_list_m2_cheap_idx";
--> statement-breakpoint
DROP INDEX "estates_list_m2_dear_idx";
--> statement-breakpoint
DROP INDEX "estates_city_m2_cheap_idx";
--> statement-breakpoint
DROP INDEX "estates_city_m2_dear_idx";
--> statement-breakpoint
DROP INDEX "estates_list_small_idx";
--> statement-breakpoint
DROP INDEX "estates_list_large_idx";
--> statement-breakpoint
DROP INDEX "estates_province_newest_idx";
--> statement-breakpoint
DROP INDEX "estates_point_idx";
--> statement-breakpoint
DROP INDEX "estates_search_idx";
--> statement-breakpoint
DROP INDEX "estates_district_idx";
--> statement-breakpoint
DROP INDEX "estates_map_price_idx";
--> statement-breakpoint
DROP INDEX "estates_map_city_price_idx";
--> statement-breakpoint
UPDATE "estates" SET "collapsed" = 1 WHERE "estate_id" IN (SELECT "estate_id" FROM "collapsed_offers");
--> statement-breakpoint
DROP TABLE "collapsed_offers";
--> statement-breakpoint
CREATE INDEX "estates_list_newest_idx" ON "estates" USING btree ("type","rent","promoted","estate_id","expires_at") WHERE "estates"."active" = 1 and "estates"."collapsed" = 0;
--> statement-breakpoint
CREATE INDEX "estates_map_newest_idx" ON "estates" USING btree ("type","rent","promoted","estate_id","expires_at") INCLUDE ("latitude", "longitude", "price", "area", "rooms") WHERE "estates"."active" = 1 and "estates"."collapsed" = 0;
--> statement-breakpoint
CREATE INDEX "estates_list_price_idx" ON "estates" USING btree ("type","rent","promoted","price") WHERE "estates"."active" = 1 and "estates"."collapsed" = 0;
--> statement-breakpoint
CREATE INDEX "estates_city_newest_idx" ON "estates" USING btree ("city_id","type","rent","promoted","estate_id","expires_at") INCLUDE ("price", "area", "rooms", "latitude", "longitude") WHERE "estates"."active" = 1 and "estates"."collapsed" = 0;
--> statement-breakpoint
CREATE INDEX "estates_city_price_idx" ON "estates" USING btree ("city_id","type","rent","promoted","price") WHERE "estates"."active" = 1 and "estates"."collapsed" = 0;
--> statement-breakpoint
CREATE INDEX "estates_list_cheap_idx" ON "estates" USING btree ("type","rent","promoted" DESC NULLS FIRST,"price") WHERE "estates"."active" = 1 and "estates"."collapsed" = 0;
--> statement-breakpoint
CREATE INDEX "estates_city_cheap_idx" ON "estates" USING btree ("city_id","type","rent","promoted" DESC NULLS FIRST,"price") WHERE "estates"."active" = 1 and "estates"."collapsed" = 0;
--> statement-breakpoint
CREATE INDEX "estates_list_m2_cheap_idx" ON "estates" USING btree ("type","rent","promoted" DESC NULLS FIRST,round("price"::numeric / nullif("area", 0)),"estate_id" DESC NULLS FIRST,"expires_at","price","area") WHERE "estates"."active" = 1 and "estates"."collapsed" = 0;
--> statement-breakpoint
CREATE INDEX "estates_list_m2_dear_idx" ON "estates" USING btree ("type","rent","promoted" DESC NULLS FIRST,round("price"::numeric / nullif("area", 0)) desc nulls last,"estate_id" DESC NULLS FIRST,"expires_at","price","area") WHERE "estates"."active" = 1 and "estates"."collapsed" = 0;
--> statement-breakpoint
CREATE INDEX "estates_city_m2_cheap_idx" ON "estates" USING btree ("city_id","type","rent","promoted" DESC NULLS FIRST,round("price"::numeric / nullif("area", 0)),"estate_id" DESC NULLS FIRST,"expires_at","price","area") WHERE "estates"."active" = 1 and "estates"."collapsed" = 0;
--> statement-breakpoint
CREATE INDEX "estates_city_m2_dear_idx" ON "estates" USING btree ("city_id","type","rent","promoted" DESC NULLS FIRST,round("price"::numeric / nullif("area", 0)) desc nulls last,"estate_id" DESC NULLS FIRST,"expires_at","price","area") WHERE "estates"."active" = 1 and "estates"."collapsed" = 0;
--> statement-breakpoint
CREATE INDEX "estates_list_small_idx" ON "estates" USING btree ("type","rent","promoted" DESC NULLS FIRST,"area","estate_id" DESC NULLS FIRST,"expires_at") WHERE "estates"."active" = 1 and "estates"."collapsed" = 0;
--> statement-breakpoint
CREATE INDEX "estates_list_large_idx" ON "estates" USING btree ("type","rent","promoted" DESC NULLS FIRST,"area" DESC NULLS FIRST,"estate_id" DESC NULLS FIRST,"expires_at") WHERE "estates"."active" = 1 and "estates"."collapsed" = 0;
--> statement-breakpoint
CREATE INDEX "estates_province_newest_idx" ON "estates" USING btree ("province_id","type","rent","promoted","estate_id") WHERE "estates"."active" = 1 and "estates"."collapsed" = 0;
--> statement-breakpoint
CREATE INDEX "estates_point_idx" ON "estates" USING gist (point("longitude" * 0.62 + (case "type" when 'apartment' then 0 when 'house' then 2 when 'land' then 4 when 'object' then 6 when 'place' then 8 end + "rent") * 100, "latitude")) INCLUDE ("longitude", "latitude", "type", "rent", "promoted", "estate_id", "expires_at", "price") WHERE "estates"."active" = 1 and "estates"."collapsed" = 0;
--> statement-breakpoint
CREATE INDEX "estates_search_idx" ON "estates" USING gin ("search_vector") WHERE "estates"."active" = 1 and "estates"."collapsed" = 0;
--> statement-breakpoint
CREATE INDEX "estates_district_idx" ON "estates" USING btree (lower(translate("district", 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzacelnoszz')),"type","rent","promoted","estate_id","expires_at","city_id") INCLUDE ("district") WHERE "estates"."active" = 1 and "estates"."collapsed" = 0;
--> statement-breakpoint
CREATE INDEX "estates_map_price_idx" ON "estates" USING btree ("type", "rent", "price")
  INCLUDE ("rooms", "latitude", "longitude")
  WHERE "estates"."active" = 1 AND "estates"."collapsed" = 0 AND "estates"."latitude" IS NOT NULL
    AND "estates"."longitude" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "estates_map_city_price_idx" ON "estates" USING btree ("city_id", "type", "rent", "price")
  INCLUDE ("area", "rooms", "latitude", "longitude", "expires_at", "estate_id")
  WHERE "estates"."active" = 1 AND "estates"."collapsed" = 0 AND "estates"."latitude" IS NOT NULL
    AND "estates"."longitude" IS NOT NULL;
--> statement-breakpoint
-- A property's card and its offers' flags, in the transaction of every change of an offer, by whatever path it
-- changes. Listed as the lists say (listed.ts): active, published, not expired, not held by moderation. Every listed
-- offer but the one leading the card is collapsed; only the flags that change are written.
CREATE OR REPLACE FUNCTION property_refresh(p integer) RETURNS void LANGUAGE plpgsql AS $$
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
  UPDATE estates e SET collapsed = o.collapsed
    FROM (SELECT h.estate_id, (h.estate_id IS DISTINCT FROM lead AND x.active = 1 AND NOT x.draft
          AND x.expires_at > now() AND NOT EXISTS (SELECT 1 FROM moderation_holds m WHERE m.estate_id = x.estate_id)
        )::int AS collapsed
      FROM estate_histories h JOIN estates x ON x.estate_id = h.estate_id
      WHERE h.property_id = p) o
    WHERE e.estate_id = o.estate_id AND e.collapsed <> o.collapsed;
END
$$;
