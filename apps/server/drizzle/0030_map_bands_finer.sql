-- Finer price bands for map_bands: an edge at every price of two significant digits (map-grid.ts,
-- priceBand). With 15 edges a decade a range typed as 270 000–620 000 cut two wide gaps, whose ads were read:
-- 110,000 of them at 5,000,000 ads. Now such ends are edges, and an end between edges reads ads within a tenth of
-- its price. The counts are rebuilt by the new rule; the triggers call the function and need no change. A map sums
-- thousands of neighbouring rows of the key: they are written in its order, with room left in each page so that a
-- trigger's update stays in its page, so the sum reads a few hundred pages instead of a page per row.
CREATE OR REPLACE FUNCTION map_price_band(price bigint) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN price < 10 THEN -1 ELSE
    2 * ((length(price::text) - 2) * 90 + left(price::text, 2)::int - 10)
    + CASE WHEN ltrim(substr(price::text, 3), '0') = '' THEN 0 ELSE 1 END
  END::smallint
$$;
--> statement-breakpoint
TRUNCATE map_bands;
--> statement-breakpoint
ALTER TABLE map_bands SET (fillfactor = 70);
--> statement-breakpoint
INSERT INTO map_bands (level, type, rent, band, rooms_class, cx, cy, ads, lat_sum, lng_sum)
SELECT grid, type, rent, map_price_band(price), map_rooms_class(rooms), floor(longitude * 2 ^ (grid + 2) / 360)::int,
  floor(latitude * 2 ^ (grid + 2) / 360)::int, count(*), sum(latitude), sum(longitude)
FROM estates, unnest(ARRAY[6, 7, 8]::smallint[]) AS grid
WHERE active = 1 AND latitude IS NOT NULL AND longitude IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7
ORDER BY 1, 2, 3, 4, 5, 6, 7;
