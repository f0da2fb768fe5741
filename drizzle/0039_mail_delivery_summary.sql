ALTER TABLE "mail_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_at_idx" ON "mail_outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_failed_at_idx" ON "mail_outbox" USING btree ("failed_at");--> statement-breakpoint
-- Messages given up on before failed_at existed: the worker gave up right after claiming them, and a claim
-- sets next_attempt_at to the claim time plus a 5-minute lease, so it dates the failure within minutes.
UPDATE "mail_outbox" SET "failed_at" = "next_attempt_at" WHERE "status" = 'failed';
