CREATE TABLE "inquiry_idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inquiry_idempotency_keys_created_idx" ON "inquiry_idempotency_keys" USING btree ("created_at");