-- The map of results: the active ads counted per cell of the map's grid at two levels, per category and
-- place, so that the whole of Poland's clusters are sums of a few hundred rows (features/estates/map-clusters.ts).
CREATE TABLE "map_cells" (
	"level" smallint NOT NULL,
	"type" text NOT NULL,
	"rent" smallint NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"city_id" integer NOT NULL,
	"province_id" smallint NOT NULL,
	"ads" integer NOT NULL,
	"lat_sum" double precision NOT NULL,
	"lng_sum" double precision NOT NULL,
	CONSTRAINT "map_cells_level_city_id_type_rent_cx_cy_pk" PRIMARY KEY("level","city_id","type","rent","cx","cy")
);

--> statement-breakpoint
-- Hand-written (Drizzle cannot declare functions or triggers): map_cells follows every change of an active ad's
-- category, place or point. The cell arithmetic is map-grid.ts's: at level L a cell is 360 / 2^(L + 2) degrees,
-- at the levels of its storedLevels (8 and 13). Each ad counts twice: in its city's row and in the row of every place
-- (city_id 0, province_id 0), which the whole of Poland's map sums. An ad without a point is on no map.
CREATE FUNCTION map_cells_add(ad estates, delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  grid smallint;
  place integer;
BEGIN
  IF ad.active <> 1 OR ad.latitude IS NULL OR ad.longitude IS NULL THEN
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
CREATE FUNCTION map_cells_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM map_cells_add(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM map_cells_add(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION map_cells_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE map_cells;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER map_cells_added_or_deleted AFTER INSERT OR DELETE ON estates
  FOR EACH ROW EXECUTE FUNCTION map_cells_follow();
--> statement-breakpoint
CREATE TRIGGER map_cells_updated AFTER UPDATE OF active, type, rent, latitude, longitude, city_id, province_id ON estates
  FOR EACH ROW
  WHEN ((OLD.active, OLD.type, OLD.rent, OLD.latitude, OLD.longitude, OLD.city_id, OLD.province_id)
    IS DISTINCT FROM (NEW.active, NEW.type, NEW.rent, NEW.latitude, NEW.longitude, NEW.city_id, NEW.province_id))
  EXECUTE FUNCTION map_cells_follow();
--> statement-breakpoint
CREATE TRIGGER map_cells_truncated AFTER TRUNCATE ON estates
  FOR EACH STATEMENT EXECUTE FUNCTION map_cells_clear();
--> statement-breakpoint
-- The ads already there, per city and for every place.
INSERT INTO map_cells (level, type, rent, cx, cy, city_id, province_id, ads, lat_sum, lng_sum)
SELECT grid, type, rent, floor(longitude * 2 ^ (grid + 2) / 360)::int, floor(latitude * 2 ^ (grid + 2) / 360)::int,
  place, CASE WHEN place = 0 THEN 0 ELSE min(province_id) END, count(*), sum(latitude), sum(longitude)
FROM estates, unnest(ARRAY[8, 13]::smallint[]) AS grid, unnest(ARRAY[city_id, 0]) AS place
WHERE active = 1 AND latitude IS NOT NULL AND longitude IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6;
