-- Richer search criteria. Areas take two decimals (48,37 m²). The search vector holds the folded words of
-- the title and description for the search by words; a district is compared folded, through its own list index.
-- Both column changes rewrite the table, so they are one statement: one rewrite instead of two. With the indexes
-- this takes minutes on a large database, during which estates is locked (an operator's note).
ALTER TABLE "estates" ALTER COLUMN "area" SET DATA TYPE numeric(12, 2),
  ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (strip(to_tsvector('simple', lower(translate("estates"."title" || ' ' || "estates"."description", 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzacelnoszz'))))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "estates_search_idx" ON "estates" USING gin ("search_vector") WHERE "estates"."active" = 1;--> statement-breakpoint
CREATE INDEX "estates_district_idx" ON "estates" USING btree (lower(translate("district", 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzacelnoszz')),"type","rent","promoted","estate_id","expires_at") WHERE "estates"."active" = 1;