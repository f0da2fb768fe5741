ALTER TABLE "partners" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "logo_width" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "logo_height" integer;