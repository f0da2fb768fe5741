ALTER TABLE "google_place_no_matches" DROP CONSTRAINT "google_place_no_matches_partner_id_partners_id_fk";--> statement-breakpoint
-- Hand-written below: partners' phones in the one notation the shared schema now stores (decision 049),
-- "(512) 555-0199 ext. 12", the same as phoneNotation (partner.schema.ts) writes; anything that is not a
-- North American number of 10 digits (11 with the leading 1) stays as typed. Listings and partners in the
-- trash (a restore brings the same notation back); the change record keeps what was typed then.
CREATE FUNCTION "phone_notation_0040"("phone" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN length("national") = 10 THEN
      '(' || substr("national", 1, 3) || ') ' || substr("national", 4, 3) || '-' || substr("national", 7, 4)
        || coalesce(' ext. ' || "parts"[2], '')
    ELSE "phone"
  END
  FROM (
    SELECT "parts",
      CASE WHEN length("digits") = 11 AND left("digits", 1) = '1' THEN substr("digits", 2) ELSE "digits" END AS "national"
    FROM (
      SELECT "parts", regexp_replace("parts"[1], '[^0-9]', '', 'g') AS "digits"
      FROM (
        SELECT regexp_match(
          btrim("phone"),
          '^([0-9[:space:]().+-]+)(?:(?:extension|ext\.?|poste|x|#)[[:space:]]*([0-9]{1,6}))?$',
          'i'
        ) AS "parts"
      ) AS "matched"
    ) AS "cleaned"
  ) AS "read"
$$;--> statement-breakpoint
UPDATE "partners" SET "phone" = "phone_notation_0040"("phone")
  WHERE "phone" IS DISTINCT FROM "phone_notation_0040"("phone");--> statement-breakpoint
UPDATE "partners" SET "after_hours_phone" = "phone_notation_0040"("after_hours_phone")
  WHERE "after_hours_phone" IS DISTINCT FROM "phone_notation_0040"("after_hours_phone");--> statement-breakpoint
UPDATE "admin_trash" SET "snapshot" = jsonb_set("snapshot", '{phone}', to_jsonb("phone_notation_0040"("snapshot" ->> 'phone')))
  WHERE "entity_type" = 'partner' AND jsonb_typeof("snapshot" -> 'phone') = 'string';--> statement-breakpoint
UPDATE "admin_trash" SET "snapshot" = jsonb_set("snapshot", '{afterHoursPhone}', to_jsonb("phone_notation_0040"("snapshot" ->> 'afterHoursPhone')))
  WHERE "entity_type" = 'partner' AND jsonb_typeof("snapshot" -> 'afterHoursPhone') = 'string';--> statement-breakpoint
DROP FUNCTION "phone_notation_0040"(text);
