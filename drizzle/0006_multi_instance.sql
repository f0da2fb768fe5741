CREATE TABLE "media_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"byte_length" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit models neither column storage nor functions and triggers).
-- Videos are compressed already; uncompressed out-of-line storage lets substring() read only a range's pages.
ALTER TABLE "media_objects" ALTER COLUMN "content" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- Every app instance LISTENs on "data_changes" (app/db/change-notifications.server.ts) and empties its copies of
-- public pages when a table they show changes, whoever wrote it (admin API on any instance, import, a script).
-- NOTIFY is delivered when the transaction commits, never on rollback, and identical payloads of one
-- transaction are delivered once: a 5,000-row import is one notification.
CREATE FUNCTION "notify_table_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "partners_notify_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partners"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "partner_aliases_notify_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partner_aliases"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "faq_items_notify_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faq_items"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
--> statement-breakpoint
-- A partner's Google place refreshed (or replaced): each instance forgets its cached Google details of the
-- old and the new place (app/modules/google-places/places-gateway.server.ts).
CREATE FUNCTION "notify_google_place_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."google_place_id" IS NOT NULL THEN
    PERFORM pg_notify('data_changes', 'google-place:' || OLD."google_place_id");
  END IF;
  IF NEW."google_place_id" IS NOT NULL AND NEW."google_place_id" IS DISTINCT FROM OLD."google_place_id" THEN
    PERFORM pg_notify('data_changes', 'google-place:' || NEW."google_place_id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "partners_notify_google_place_changed" AFTER UPDATE OF "google_place_id", "google_synced_at" ON "partners"
	FOR EACH ROW
	WHEN (OLD."google_place_id" IS DISTINCT FROM NEW."google_place_id" OR OLD."google_synced_at" IS DISTINCT FROM NEW."google_synced_at")
	EXECUTE FUNCTION "notify_google_place_changed"();
