-- Listings whose email changed before 0032 stamped it: the last recorded change of the address (any writer
-- records one in admin_changes: the admin form, a bulk edit, an import, the portal, an undo), so a new holder
-- of the address does not read what families wrote to the former one. A change of letter case is the same
-- address. Partners in the trash get the stamp in their snapshot, which a restore puts back.
WITH "last_email_change" AS (
  SELECT "change"."entity_id", max("activity"."at") AS "at"
  FROM "admin_changes" "change"
  JOIN "admin_activity" "activity" ON "activity"."id" = "change"."activity_id"
  WHERE "change"."entity_type" = 'partner'
    AND "change"."kind" = 'update'
    AND ("change"."before" ? 'email' OR "change"."after" ? 'email')
    AND lower("change"."before" ->> 'email') IS DISTINCT FROM lower("change"."after" ->> 'email')
  GROUP BY "change"."entity_id"
)
UPDATE "partners" SET "email_changed_at" = "last_email_change"."at"
FROM "last_email_change"
WHERE "partners"."id"::text = "last_email_change"."entity_id" AND "partners"."email_changed_at" IS NULL;
--> statement-breakpoint
WITH "last_email_change" AS (
  SELECT "change"."entity_id", max("activity"."at") AS "at"
  FROM "admin_changes" "change"
  JOIN "admin_activity" "activity" ON "activity"."id" = "change"."activity_id"
  WHERE "change"."entity_type" = 'partner'
    AND "change"."kind" = 'update'
    AND ("change"."before" ? 'email' OR "change"."after" ? 'email')
    AND lower("change"."before" ->> 'email') IS DISTINCT FROM lower("change"."after" ->> 'email')
  GROUP BY "change"."entity_id"
)
UPDATE "admin_trash" SET "snapshot" = "snapshot" || jsonb_build_object('emailChangedAt', "last_email_change"."at")
FROM "last_email_change"
WHERE "admin_trash"."entity_type" = 'partner'
  AND "admin_trash"."entity_id" = "last_email_change"."entity_id"
  AND "admin_trash"."snapshot" ->> 'emailChangedAt' IS NULL;
