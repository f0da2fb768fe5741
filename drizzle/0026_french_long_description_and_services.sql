ALTER TABLE "partners" ADD COLUMN "long_description_fr" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "services_offered_fr" text[] DEFAULT '{}'::text[] NOT NULL;