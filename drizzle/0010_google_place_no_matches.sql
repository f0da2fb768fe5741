CREATE TABLE "google_place_no_matches" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"tried_at" timestamp with time zone NOT NULL,
	"not_on_google" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "google_place_no_matches" ADD CONSTRAINT "google_place_no_matches_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;