ALTER TABLE "mail_outbox" ADD COLUMN "send_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_cancelled_at_idx" ON "mail_outbox" USING btree ("cancelled_at");--> statement-breakpoint
-- Link emails already waiting: their deadline is their link's life from when they were queued (the link and
-- its email are written in one transaction), so a long-expired invitation or reset link never goes out.
UPDATE "mail_outbox" SET "send_before" = "created_at" + CASE "purpose"
  WHEN 'admin-invitation' THEN interval '72 hours'
  WHEN 'admin-password-reset' THEN interval '1 hour'
  WHEN 'portal-sign-in' THEN interval '20 minutes'
  WHEN 'portal-invitation' THEN interval '20 minutes'
  WHEN 'portal-reminder' THEN interval '30 days'
END
WHERE "status" = 'pending' AND "purpose" IN ('admin-invitation', 'admin-password-reset', 'portal-sign-in', 'portal-invitation', 'portal-reminder');
