CREATE TABLE "directory_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model sequences used this way, functions or triggers).
-- A transaction that adds or removes partners, or sets a column the directory-wide figures read, moves the
-- revision on when it commits: the app memoizes those figures (counts per state and city, map dots, totals)
-- per revision (app/modules/partners/directory-revision.server.ts). Google rating and phone updates set none
-- of these columns and leave the figures alone.
-- - A sequence, not revision + 1: a rolled-back write never hands its number to a later write.
-- - Deferred to commit, once per transaction: the one row is locked only while committing, after every other
--   lock the transaction takes, so concurrent writers never deadlock on it nor wait on each other's imports.
CREATE SEQUENCE "directory_revision_seq";
--> statement-breakpoint
INSERT INTO "directory_revision" ("id", "revision") VALUES (1, nextval('directory_revision_seq'));
--> statement-breakpoint
CREATE FUNCTION "bump_directory_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The transaction-local flag makes the row events of a 5,000-partner import cost one update.
  IF coalesce(current_setting('directory.revision_bumped', true), '') <> 'yes' THEN
    PERFORM set_config('directory.revision_bumped', 'yes', true);
    UPDATE "directory_revision" SET "revision" = nextval('directory_revision_seq') WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "partners_bump_directory_revision"
	AFTER INSERT OR DELETE
		OR UPDATE OF "is_active", "state", "state_slug", "city", "city_slug", "country", "latitude", "longitude"
		ON "partners"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "bump_directory_revision"();
--> statement-breakpoint
CREATE TRIGGER "partners_truncate_bumps_directory_revision"
	AFTER TRUNCATE ON "partners"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_revision"();
