-- A search by district counts its ads up to 2,000. PostgreSQL reads an expression index alone only when
-- the index also holds the columns the expression is made of: without the district itself it read a table row per
-- ad, a district's name being in many cities. Made in seconds while estates takes no writes.
DROP INDEX "estates_district_idx";--> statement-breakpoint
CREATE INDEX "estates_district_idx" ON "estates" USING btree (lower(translate("district", 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzacelnoszz')),"type","rent","promoted","estate_id","expires_at","city_id")
  INCLUDE ("district") WHERE "estates"."active" = 1;
