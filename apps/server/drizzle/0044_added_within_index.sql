-- 'Data dodania': a category's ads by the date they were added, with what every sort orders them by and the city, so
-- that a search of recent ads reads their range alone instead of walking a sort's index until they turn up. IF NOT
-- EXISTS: on a live database, build it CONCURRENTLY first (docs/operations.md, "Upgrading").
CREATE INDEX IF NOT EXISTS "estates_list_added_idx" ON "estates" USING btree ("type","rent","created_at","promoted","estate_id","expires_at","price","area","city_id") WHERE "estates"."active" = 1 and "estates"."collapsed" = 0;
