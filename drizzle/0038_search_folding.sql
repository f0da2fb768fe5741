SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
-- Folding fixed (the two translate lists were one letter apart from ù on; œ, æ, ß and more letters now fold as
-- the process folds them), so the folded indexes are made again, with the name's compact form beside them.
DROP INDEX "partners_name_folded_trgm_idx";--> statement-breakpoint
DROP INDEX "partners_city_folded_trgm_idx";--> statement-breakpoint
CREATE INDEX "partners_name_compact_trgm_idx" ON "partners" USING gin (replace(replace(replace(' ' || regexp_replace(translate(replace(replace(replace(lower("name"), 'œ', 'oe'), 'æ', 'ae'), 'ß', 'ss'), 'àáâãäåāăąçćčďđèéêëēėęěğìíîïīıľĺłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaacccddeeeeeeeegiiiiiilllnnnoooooooorrssstuuuuuuuyyzzz'), '[^a-z0-9]+', ' ', 'g') || ' ', ' and ', ' '), ' et ', ' '), ' ', '') gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "partners_name_folded_trgm_idx" ON "partners" USING gin (translate(replace(replace(replace(lower("name"), 'œ', 'oe'), 'æ', 'ae'), 'ß', 'ss'), 'àáâãäåāăąçćčďđèéêëēėęěğìíîïīıľĺłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaacccddeeeeeeeegiiiiiilllnnnoooooooorrssstuuuuuuuyyzzz') gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "partners_city_folded_trgm_idx" ON "partners" USING gin (translate(replace(replace(replace(lower("city"), 'œ', 'oe'), 'æ', 'ae'), 'ß', 'ss'), 'àáâãäåāăąçćčďđèéêëēėęěğìíîïīıľĺłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž', 'aaaaaaaaacccddeeeeeeeegiiiiiilllnnnoooooooorrssstuuuuuuuyyzzz') gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
-- A first email, where the listing had none, is no change of hands: no former address received anything
-- to keep from it (the office may then forward what families wrote before it).
CREATE OR REPLACE FUNCTION "stamp_partner_email_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF lower(NEW."email") IS DISTINCT FROM lower(OLD."email") AND nullif(trim(OLD."email"), '') IS NOT NULL THEN
    NEW."email_changed_at" := clock_timestamp();
  END IF;
  RETURN NEW;
END
$$;
