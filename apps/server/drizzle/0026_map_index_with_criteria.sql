-- The map of a whole category by price, area or rooms grouped every matching ad into cells from the table,
-- read through the map's index: seconds at a million ads. With price, area and rooms beside the coordinates
-- (migration 0009) the map's list index holds all it needs, and a wide view reads that index alone.
DROP INDEX "estates_map_newest_idx";--> statement-breakpoint
CREATE INDEX "estates_map_newest_idx" ON "estates" USING btree ("type","rent","promoted","estate_id","expires_at")
  INCLUDE ("latitude", "longitude", "price", "area", "rooms") WHERE "estates"."active" = 1;
