CREATE TABLE "portal_access" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"invited_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"partner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_activity" ADD COLUMN "actor_kind" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
CREATE INDEX "portal_links_expires_idx" ON "portal_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "portal_sessions_email_idx" ON "portal_sessions" USING btree ("email");
--> statement-breakpoint
UPDATE "admin_activity" SET "actor_kind" = 'system' WHERE "actor_id" IS NULL;