-- The map of results by price and rooms: the active ads counted per cell of the map's grid, price band
-- and rooms class, per category for every place together, so that the whole of Poland's clusters by these criteria
-- are sums of a few thousand rows instead of a read of every matching ad (features/estates/map-clusters.ts).
CREATE TABLE "map_bands" (
	"level" smallint NOT NULL,
	"type" text NOT NULL,
	"rent" smallint NOT NULL,
	"band" smallint NOT NULL,
	"rooms_class" smallint NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"ads" integer NOT NULL,
	"lat_sum" double precision NOT NULL,
	"lng_sum" double precision NOT NULL,
	CONSTRAINT "map_bands_level_type_rent_band_rooms_class_cx_cy_pk" PRIMARY KEY("level","type","rent","band","rooms_class","cx","cy")
);

--> statement-breakpoint
-- Hand-written (Drizzle cannot declare functions, triggers or INCLUDE columns). The band and class arithmetic is
-- map-grid.ts's (priceBand, roomsClasses), where it is explained: a price's band from its decimal digits (their count
-- the decade, the first three the edge at or below it among the edges' digits, the rest whether it is that very
-- edge); rooms in classes up to roomsCap. The cells are map_cells', at the levels of bandLevels.
CREATE FUNCTION map_price_band(price bigint) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN price < 100 THEN -1 ELSE
    2 * ((length(price::text) - 3) * 15
      + width_bucket(left(price::text, 3)::int,
        ARRAY[100, 125, 150, 200, 250, 300, 350, 400, 450, 500, 600, 700, 750, 800, 900]) - 1)
    + CASE WHEN left(price::text, 3)::int
        = ANY (ARRAY[100, 125, 150, 200, 250, 300, 350, 400, 450, 500, 600, 700, 750, 800, 900])
        AND ltrim(substr(price::text, 4), '0') = '' THEN 0 ELSE 1 END
  END::smallint
$$;
--> statement-breakpoint
CREATE FUNCTION map_rooms_class(rooms smallint) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT least(greatest(coalesce(rooms, 0), 0), 6)::smallint
$$;
--> statement-breakpoint
-- An ad without a point is on no map.
CREATE FUNCTION map_bands_add(ad estates, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ad.active <> 1 OR ad.latitude IS NULL OR ad.longitude IS NULL THEN
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
CREATE FUNCTION map_bands_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM map_bands_add(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM map_bands_add(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION map_bands_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE map_bands;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER map_bands_added_or_deleted AFTER INSERT OR DELETE ON estates
  FOR EACH ROW EXECUTE FUNCTION map_bands_follow();
--> statement-breakpoint
-- A new price or number of rooms within the ad's band and class changes no row.
CREATE TRIGGER map_bands_updated AFTER UPDATE OF active, type, rent, price, rooms, latitude, longitude ON estates
  FOR EACH ROW
  WHEN ((OLD.active, OLD.type, OLD.rent, map_price_band(OLD.price), map_rooms_class(OLD.rooms), OLD.latitude,
      OLD.longitude)
    IS DISTINCT FROM (NEW.active, NEW.type, NEW.rent, map_price_band(NEW.price), map_rooms_class(NEW.rooms),
      NEW.latitude, NEW.longitude))
  EXECUTE FUNCTION map_bands_follow();
--> statement-breakpoint
CREATE TRIGGER map_bands_truncated AFTER TRUNCATE ON estates
  FOR EACH STATEMENT EXECUTE FUNCTION map_bands_clear();
--> statement-breakpoint
-- The ads already there.
INSERT INTO map_bands (level, type, rent, band, rooms_class, cx, cy, ads, lat_sum, lng_sum)
SELECT grid, type, rent, map_price_band(price), map_rooms_class(rooms), floor(longitude * 2 ^ (grid + 2) / 360)::int,
  floor(latitude * 2 ^ (grid + 2) / 360)::int, count(*), sum(latitude), sum(longitude)
FROM estates, unnest(ARRAY[6, 7, 8]::smallint[]) AS grid
WHERE active = 1 AND latitude IS NOT NULL AND longitude IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
-- The ads of a band a price range cuts, read in price order with what their cells need, from the index alone. Only
-- the ads with a point, which the map counts: searches, which ask for no point, cannot use it, and a city's search
-- keeps its one plan whatever its prices (hasFixedSearchPlan in search-estates.ts).
CREATE INDEX "estates_map_price_idx" ON "estates" USING btree ("type", "rent", "price")
  INCLUDE ("rooms", "latitude", "longitude")
  WHERE "estates"."active" = 1 AND "estates"."latitude" IS NOT NULL AND "estates"."longitude" IS NOT NULL;
