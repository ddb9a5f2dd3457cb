-- Searches at 1,000,000 ads. A city search by price, area or rooms walks estates_city_newest_idx and
-- dropped most entries after reading their table rows; with these columns in the index it reads the index alone
-- (0.46 → 0.34 ms for 3 rooms under a price in Warszawa).
DROP INDEX "estates_city_newest_idx";--> statement-breakpoint
CREATE INDEX "estates_city_newest_idx" ON "estates" USING btree ("city_id","type","rent","promoted","estate_id","expires_at")
  INCLUDE ("price", "area", "rooms") WHERE "estates"."active" = 1;--> statement-breakpoint
-- The primary key serves the newest ads and cards by id as well; every index of estates is weighed when a search is
-- planned, and searches are planned on every call.
DROP INDEX "estates_recent_idx";
