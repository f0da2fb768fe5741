CREATE TABLE "portal_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"requested_by" text NOT NULL,
	"proposed" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "portal_change_requests_pending_idx" ON "portal_change_requests" USING btree ("partner_id") WHERE "portal_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "portal_change_requests_status_idx" ON "portal_change_requests" USING btree ("status");