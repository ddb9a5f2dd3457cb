-- Imports that invent nothing and place every offer. An imported offer whose file does not say which
-- market it is on keeps no market instead of the secondary market by default (a person's ad still gives it: the
-- wizard and the API require it). An offer placed by its coordinates looks for the nearest locality of its commune
-- or county: an index by county and commune instead of reading every locality.
ALTER TABLE "estates" ALTER COLUMN "market" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "cities_area_idx" ON "cities" USING btree ("county_code","commune_code");
