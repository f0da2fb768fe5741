CREATE TABLE "directory_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model sequences used this way, functions or triggers).
-- Every statement that adds or removes partners, or sets a column the directory-wide figures read, moves the
-- revision on: the app memoizes those figures (counts per state and city, map dots, totals) per revision
-- (app/modules/partners/directory-revision.server.ts). Google rating and phone updates set none of these
-- columns and leave the figures alone. A sequence, not revision + 1, so a rolled-back write never hands its
-- number to a later write; the row itself changes only when the write commits.
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
	AFTER INSERT OR DELETE OR TRUNCATE
		OR UPDATE OF "is_active", "state", "state_slug", "city", "city_slug", "country", "latitude", "longitude"
		ON "partners"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_revision"();
