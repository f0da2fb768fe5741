CREATE TABLE "listing_daily_counts" (
	"partner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_daily_counts_partner_id_day_kind_pk" PRIMARY KEY("partner_id","day","kind"),
	CONSTRAINT "listing_daily_counts_kind_check" CHECK ("listing_daily_counts"."kind" in ('view', 'directions', 'call'))
);
