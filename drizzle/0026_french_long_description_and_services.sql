SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
-- 0025 updates partners (Quebec listings to French), which queues the deferred content-revision triggers
-- (0003, 0012) when rows exist; in the one migration transaction, ALTER TABLE "partners" then fails with
-- "pending trigger events" (55006). Fire them now, as 0017 does.
ALTER TABLE "partners" ADD COLUMN "long_description_fr" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "services_offered_fr" text[] DEFAULT '{}'::text[] NOT NULL;