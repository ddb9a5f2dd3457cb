CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"estate_id" integer NOT NULL,
	"title" text NOT NULL,
	"starred_price" bigint NOT NULL,
	"notified_price" bigint,
	"notified_gone" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_estate_id_pk" PRIMARY KEY("user_id","estate_id")
);
--> statement-breakpoint
CREATE TABLE "hidden_advertisers" (
	"user_id" integer NOT NULL,
	"advertiser_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_advertisers_user_id_advertiser_id_pk" PRIMARY KEY("user_id","advertiser_id")
);
--> statement-breakpoint
CREATE TABLE "hidden_estates" (
	"user_id" integer NOT NULL,
	"estate_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_estates_user_id_estate_id_pk" PRIMARY KEY("user_id","estate_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "favourite_mails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_advertisers" ADD CONSTRAINT "hidden_advertisers_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_estates" ADD CONSTRAINT "hidden_estates_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_estate_idx" ON "favourites" USING btree ("estate_id");