CREATE TABLE "directory_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model sequences used this way, functions or triggers).
-- Every statement that writes partners moves the revision on: the app memoizes directory-wide figures
-- (counts per state, map dots, totals) per revision. A sequence, not revision + 1, so a rolled-back write
-- never hands its number to a later write; the row itself changes only when the write commits.
CREATE SEQUENCE "directory_revision_seq";
--> statement-breakpoint
INSERT INTO "directory_revision" ("id", "revision") VALUES (1, nextval('directory_revision_seq'));
--> statement-breakpoint
CREATE FUNCTION "bump_directory_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "directory_revision" SET "revision" = nextval('directory_revision_seq') WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "partners_bump_directory_revision"
	AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partners"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_revision"();
