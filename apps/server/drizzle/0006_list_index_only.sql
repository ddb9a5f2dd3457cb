DROP INDEX "estates_list_newest_idx";--> statement-breakpoint
DROP INDEX "estates_city_newest_idx";--> statement-breakpoint
CREATE INDEX "estates_list_newest_idx" ON "estates" USING btree ("type","rent","promoted","estate_id","expires_at") WHERE "estates"."active" = 1;--> statement-breakpoint
CREATE INDEX "estates_city_newest_idx" ON "estates" USING btree ("city_id","type","rent","promoted","estate_id","expires_at") WHERE "estates"."active" = 1;