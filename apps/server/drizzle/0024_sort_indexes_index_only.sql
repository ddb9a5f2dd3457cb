-- The sort indexes of price per m² and area end with the id, which breaks ties in every sort, and expiry
-- (price and area for the expression): a page's ids are then an index-only walk in order. Without them PostgreSQL
-- sorted a whole category for a page, as a page's LIMIT is an expression it cannot estimate (promoted-block.ts).
-- Made again, the price-per-m² ones also match their queries once more: migration 0018's type change of area had
-- rebuilt them (and their statistics) with a cast the queries do not write, NULLIF(area, 0::numeric)::numeric, so no
-- list or search by price per m² could use them. Seconds an index at a million ads, while estates takes no writes.
DROP INDEX "estates_list_m2_cheap_idx";--> statement-breakpoint
DROP INDEX "estates_list_m2_dear_idx";--> statement-breakpoint
DROP INDEX "estates_city_m2_cheap_idx";--> statement-breakpoint
DROP INDEX "estates_city_m2_dear_idx";--> statement-breakpoint
DROP INDEX "estates_list_small_idx";--> statement-breakpoint
DROP INDEX "estates_list_large_idx";--> statement-breakpoint
CREATE INDEX "estates_list_m2_cheap_idx" ON "estates" USING btree ("type","rent","promoted" DESC NULLS FIRST,round("price"::numeric / nullif("area", 0)),"estate_id" DESC NULLS FIRST,"expires_at","price","area") WHERE "estates"."active" = 1;--> statement-breakpoint
CREATE INDEX "estates_list_m2_dear_idx" ON "estates" USING btree ("type","rent","promoted" DESC NULLS FIRST,round("price"::numeric / nullif("area", 0)) desc nulls last,"estate_id" DESC NULLS FIRST,"expires_at","price","area") WHERE "estates"."active" = 1;--> statement-breakpoint
CREATE INDEX "estates_city_m2_cheap_idx" ON "estates" USING btree ("city_id","type","rent","promoted" DESC NULLS FIRST,round("price"::numeric / nullif("area", 0)),"estate_id" DESC NULLS FIRST,"expires_at","price","area") WHERE "estates"."active" = 1;--> statement-breakpoint
CREATE INDEX "estates_city_m2_dear_idx" ON "estates" USING btree ("city_id","type","rent","promoted" DESC NULLS FIRST,round("price"::numeric / nullif("area", 0)) desc nulls last,"estate_id" DESC NULLS FIRST,"expires_at","price","area") WHERE "estates"."active" = 1;--> statement-breakpoint
CREATE INDEX "estates_list_small_idx" ON "estates" USING btree ("type","rent","promoted" DESC NULLS FIRST,"area","estate_id" DESC NULLS FIRST,"expires_at") WHERE "estates"."active" = 1;--> statement-breakpoint
CREATE INDEX "estates_list_large_idx" ON "estates" USING btree ("type","rent","promoted" DESC NULLS FIRST,"area" DESC NULLS FIRST,"estate_id" DESC NULLS FIRST,"expires_at") WHERE "estates"."active" = 1;--> statement-breakpoint
DROP STATISTICS IF EXISTS "estates_price_per_m2_stats";--> statement-breakpoint
CREATE STATISTICS "estates_price_per_m2_stats" ON (round("price"::numeric / nullif("area", 0))) FROM "estates";
