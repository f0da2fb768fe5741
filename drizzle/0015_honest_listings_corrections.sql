CREATE TABLE "corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"partner_name" text NOT NULL,
	"message" text NOT NULL,
	"contact_email" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by_name" text
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "information_checked_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Until an office confirms a listing, its last edit is the best-known check.
UPDATE "partners" SET "information_checked_at" = "updated_at";--> statement-breakpoint
CREATE INDEX "corrections_status_created_idx" ON "corrections" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "corrections_partner_idx" ON "corrections" USING btree ("partner_id");