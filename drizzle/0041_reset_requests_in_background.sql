CREATE TABLE "admin_password_reset_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_password_reset_requests_requested_idx" ON "admin_password_reset_requests" USING btree ("requested_at");