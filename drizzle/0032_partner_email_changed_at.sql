ALTER TABLE "partners" ADD COLUMN "email_changed_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model functions or triggers). Every writer changes a listing's
-- email through some UPDATE (the admin form, a bulk edit, an import, the portal, an undo): the database
-- stamps the change, so no path can forget it. A change of letter case is the same address.
CREATE FUNCTION "stamp_partner_email_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF lower(NEW."email") IS DISTINCT FROM lower(OLD."email") THEN
    NEW."email_changed_at" := now();
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "partners_stamp_email_change"
	BEFORE UPDATE OF "email" ON "partners"
	FOR EACH ROW EXECUTE FUNCTION "stamp_partner_email_change"();
