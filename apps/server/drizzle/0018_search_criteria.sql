-- Richer search criteria (issue 22). Areas take two decimals (48,37 m²). The search vector holds the folded words of
-- the district (weight A) and of the title and description (weight B) for the district and words criteria. Both
-- changes rewrite the table, so they are one statement: one rewrite instead of two; with the GIN index this takes
-- minutes on a large database (the operator's note of issue 22).
ALTER TABLE "estates" ALTER COLUMN "area" SET DATA TYPE numeric(12, 2),
  ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', lower(translate(coalesce("estates"."district", ''), 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzacelnoszz'))), 'A') || setweight(to_tsvector('simple', lower(translate("estates"."title" || ' ' || "estates"."description", 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzacelnoszz'))), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "estates_search_idx" ON "estates" USING gin ("search_vector") WHERE "estates"."active" = 1;