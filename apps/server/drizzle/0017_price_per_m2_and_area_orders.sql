-- Orders by price per m² and by area (issue 22), promoted ads first as in every list: a category's page walks one
-- of these in order instead of sorting the whole category. The expression is pricePerM2Of (db/schema.ts).
CREATE INDEX "estates_list_m2_cheap_idx" ON "estates" USING btree ("type","rent","promoted" DESC NULLS FIRST,round("price"::numeric / nullif("area", 0))) WHERE "estates"."active" = 1;--> statement-breakpoint
CREATE INDEX "estates_list_m2_dear_idx" ON "estates" USING btree ("type","rent","promoted" DESC NULLS FIRST,round("price"::numeric / nullif("area", 0)) desc nulls last) WHERE "estates"."active" = 1;--> statement-breakpoint
CREATE INDEX "estates_list_small_idx" ON "estates" USING btree ("type","rent","promoted" DESC NULLS FIRST,"area") WHERE "estates"."active" = 1;--> statement-breakpoint
CREATE INDEX "estates_list_large_idx" ON "estates" USING btree ("type","rent","promoted" DESC NULLS FIRST,"area" DESC NULLS FIRST) WHERE "estates"."active" = 1;