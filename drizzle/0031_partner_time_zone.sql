SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
-- 0030 updates partners, which queues the deferred content-revision triggers (0003, 0012) when rows exist;
-- in the one migration transaction, ALTER TABLE "partners" then fails with "pending trigger events" (55006).
-- The zone is derived on every write from the postal code and state (decision 047); rows written before are
-- filled at boot (fillMissingTimeZones). Null means the zone of the state or province.
ALTER TABLE "partners" ADD COLUMN "time_zone" text;
