-- The map of one city's results by price: its ads were read from estates_city_newest_idx, every ad of
-- the city's category, to keep those within the price range (Warszawa's 173,697 apartments for sale at 5,000,000
-- ads for 90,909 of them). This index holds a city's ads of a category in price order with what the map's cells
-- need, so a price range reads only its own ads, from the index alone. Only the ads with a point, which the map
-- counts: searches, which ask for no point, keep their plans (as estates_map_price_idx, migration 0027).
CREATE INDEX "estates_map_city_price_idx" ON "estates" USING btree ("city_id", "type", "rent", "price")
  INCLUDE ("area", "rooms", "latitude", "longitude", "expires_at", "estate_id")
  WHERE "estates"."active" = 1 AND "estates"."latitude" IS NOT NULL AND "estates"."longitude" IS NOT NULL;
