CREATE TABLE "public_content_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model these sequences, functions or triggers).
-- Any committed write to what public pages and public API reads show (partners, partner_aliases, faq_items)
-- moves the revision on; the public ETag is computed from it before rendering (a 304 renders nothing), so it
-- must move for every column, not only those of directory_revision. Same shape as 0003: a sequence (a
-- rolled-back write never hands its number on), deferred to commit and once per transaction (one row
-- update for a 5,000-partner import; the row is locked only while committing).
CREATE SEQUENCE "public_content_revision_seq";
--> statement-breakpoint
INSERT INTO "public_content_revision" ("id", "revision") VALUES (1, nextval('public_content_revision_seq'));
--> statement-breakpoint
CREATE FUNCTION "bump_public_content_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('public_content.revision_bumped', true), '') <> 'yes' THEN
    PERFORM set_config('public_content.revision_bumped', 'yes', true);
    UPDATE "public_content_revision" SET "revision" = nextval('public_content_revision_seq') WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "partners_bump_public_content_revision"
	AFTER INSERT OR UPDATE OR DELETE ON "partners"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "bump_public_content_revision"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "partner_aliases_bump_public_content_revision"
	AFTER INSERT OR UPDATE OR DELETE ON "partner_aliases"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "bump_public_content_revision"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "faq_items_bump_public_content_revision"
	AFTER INSERT OR UPDATE OR DELETE ON "faq_items"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "bump_public_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "partners_truncate_bumps_public_content_revision"
	AFTER TRUNCATE ON "partners"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "partner_aliases_truncate_bumps_public_content_revision"
	AFTER TRUNCATE ON "partner_aliases"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_content_revision"();
--> statement-breakpoint
CREATE TRIGGER "faq_items_truncate_bumps_public_content_revision"
	AFTER TRUNCATE ON "faq_items"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_content_revision"();
