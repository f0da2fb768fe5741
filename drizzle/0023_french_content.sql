ALTER TABLE "partners" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "faq_items" ADD COLUMN "question_fr" text;--> statement-breakpoint
ALTER TABLE "faq_items" ADD COLUMN "answer_fr" text;