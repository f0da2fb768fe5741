ALTER TABLE "mail_outbox" RENAME COLUMN "inquiry_id" TO "subject_id";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_inquiry_id_inquiries_id_fk";
--> statement-breakpoint
DROP INDEX "mail_outbox_inquiry_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_subject_idx" ON "mail_outbox" USING btree ("subject_id");