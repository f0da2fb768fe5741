SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
-- 0015 updates partners, which queues the deferred content-revision triggers (0003, 0012) when rows exist;
-- in the one migration transaction, ALTER TABLE "partners" then fails with "pending trigger events" (55006).
-- Fire them now. Tested by tests/integration/migration-upgrade.test.ts.
ALTER TABLE "partners" ADD COLUMN "price_list_url" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "direct_cremation_from_cents" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "price_checked_on" date;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "opening_hours" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "opening_minutes" "int4multirange";--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "after_hours_phone" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "offers_pet_cremation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "accepts_cremated_remains" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "offers_witnessed_cremation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "serves_veterans" boolean DEFAULT false NOT NULL;