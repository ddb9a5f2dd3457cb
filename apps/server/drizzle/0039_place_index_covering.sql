-- A new offer's candidates by place read the index alone: the address, district and point it filters on are kept
-- in it (INCLUDE, which Drizzle cannot declare), so a big city's flats of about one area are not read from the
-- table one by one.
DROP INDEX IF EXISTS "estate_histories_place_idx";--> statement-breakpoint
CREATE INDEX "estate_histories_place_idx" ON "estate_histories" USING btree ("city_id","type","rent","area")
  INCLUDE ("address", "district", "latitude", "longitude");
