CREATE TABLE "admin_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_email" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"summary" text NOT NULL,
	"item_count" integer NOT NULL,
	"undo_of" uuid,
	"undone_by" uuid
);
--> statement-breakpoint
CREATE TABLE "admin_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"activity_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"label" text,
	"kind" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"version" text
);
--> statement-breakpoint
CREATE TABLE "admin_trash" (
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"label" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"related" jsonb,
	"deleted_at" timestamp with time zone NOT NULL,
	"deleted_by_id" uuid,
	"deleted_by_name" text NOT NULL,
	"activity_id" uuid NOT NULL,
	CONSTRAINT "admin_trash_entity_type_entity_id_pk" PRIMARY KEY("entity_type","entity_id")
);
--> statement-breakpoint
ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "admin_changes" ADD CONSTRAINT "admin_changes_activity_id_admin_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."admin_activity"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_activity_at_idx" ON "admin_activity" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "admin_activity_actor_idx" ON "admin_activity" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "admin_activity_entity_type_idx" ON "admin_activity" USING btree ("entity_type","at");--> statement-breakpoint
CREATE INDEX "admin_changes_entity_idx" ON "admin_changes" USING btree ("entity_type","entity_id","id");--> statement-breakpoint
CREATE INDEX "admin_changes_activity_idx" ON "admin_changes" USING btree ("activity_id","id");--> statement-breakpoint
CREATE INDEX "admin_trash_deleted_idx" ON "admin_trash" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "partners_city_order_idx" ON "partners" USING btree (lower("city"),lower("name"),"id");--> statement-breakpoint
CREATE INDEX "partners_state_order_idx" ON "partners" USING btree ("state",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "partners_phone_order_idx" ON "partners" USING btree ("phone",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "partners_active_order_idx" ON "partners" USING btree ("is_active",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "partners_featured_order_idx" ON "partners" USING btree ("is_priority",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "partners_updated_order_idx" ON "partners" USING btree ("updated_at",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "partners_email_order_idx" ON "partners" USING btree (lower("email"),lower("name"),"id");--> statement-breakpoint
CREATE INDEX "partners_rating_order_idx" ON "partners" USING btree ("google_rating" DESC NULLS LAST,lower("name"),"id");--> statement-breakpoint
CREATE INDEX "inquiries_partner_idx" ON "inquiries" USING btree ("partner_id");