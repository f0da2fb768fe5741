SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
-- 0033 and 0034 update partners, which queues the deferred content-revision triggers when rows exist; in the
-- one migration transaction, CREATE INDEX on partners then fails with "pending trigger events" (55006).
CREATE INDEX "partners_time_zone_missing_idx" ON "partners" USING btree ("id") WHERE "partners"."time_zone" is null;
