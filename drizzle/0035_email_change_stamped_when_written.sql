-- The stamp is the moment the row is written (clock_timestamp()), not when its transaction began (now()): an
-- import that runs for a minute would otherwise date the change before the inquiries still mailed to the
-- former address meanwhile. Inquiries are dated the same way, after they lock the listing's row.
CREATE OR REPLACE FUNCTION "stamp_partner_email_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF lower(NEW."email") IS DISTINCT FROM lower(OLD."email") THEN
    NEW."email_changed_at" := clock_timestamp();
  END IF;
  RETURN NEW;
END
$$;
