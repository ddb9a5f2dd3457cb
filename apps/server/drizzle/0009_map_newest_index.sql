-- The map view at 1,000,000 ads: a category in a rectangle holding thousands of its ads (a city) is paged
-- newest first by walking this index in order and keeping the ads inside the rectangle, which the included
-- coordinates decide without reading the table (Kraków: 800 index entries for page 1 instead of the 13,000 points
-- of the rectangle in the GiST index; features/estates/map-window.ts). Its own index: with the coordinates in
-- estates_list_newest_idx, a category's page 200 cost the database 16 % more.
CREATE INDEX "estates_map_newest_idx" ON "estates" USING btree ("type","rent","promoted","estate_id","expires_at")
  INCLUDE ("latitude", "longitude") WHERE "estates"."active" = 1;
