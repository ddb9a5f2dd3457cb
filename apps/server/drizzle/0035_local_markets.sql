-- The ad pages' local markets: the median price per m² of comparable listed offers per category, city and district
-- ('' for the whole city), rewritten by refreshLocalMarkets every few minutes (features/estates/refresh-local-markets.ts)
-- and read by the ad detail through the primary key.
CREATE TABLE "local_markets" (
	"type" text NOT NULL,
	"rent" smallint NOT NULL,
	"city_id" integer NOT NULL,
	"district" text NOT NULL,
	"median_per_m2" integer NOT NULL,
	"offers" integer NOT NULL,
	CONSTRAINT "local_markets_type_rent_city_id_district_pk" PRIMARY KEY("type","rent","city_id","district")
);
