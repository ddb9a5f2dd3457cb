-- Searches in a city at a million ads, each index made in seconds while estates takes no writes. A search
-- by district in a city (Warszawa's Śródmieście) counted its ads from the table, one row each: the name is in many
-- cities and the district's index had no city.
DROP INDEX "estates_district_idx";--> statement-breakpoint
CREATE INDEX "estates_district_idx" ON "estates" USING btree (lower(translate("district", 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzacelnoszz')),"type","rent","promoted","estate_id","expires_at","city_id") WHERE "estates"."active" = 1;--> statement-breakpoint
-- The map of a city's search by price, rooms or area groups the matching ads by their points: with the coordinates
-- in the city index beside price, area and rooms (migration 0010) it reads the index alone.
DROP INDEX "estates_city_newest_idx";--> statement-breakpoint
CREATE INDEX "estates_city_newest_idx" ON "estates" USING btree ("city_id","type","rent","promoted","estate_id","expires_at")
  INCLUDE ("price", "area", "rooms", "latitude", "longitude") WHERE "estates"."active" = 1;
