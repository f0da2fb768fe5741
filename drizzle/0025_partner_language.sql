ALTER TABLE "partners" ADD COLUMN "preferred_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_link_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Partners in Quebec read their emails in French; everyone else keeps English until the office or the partner changes it.
UPDATE "partners" SET "preferred_language" = 'fr' WHERE "state_slug" = 'quebec';
