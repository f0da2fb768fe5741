ALTER TABLE "google_place_no_matches" DROP CONSTRAINT "google_place_no_matches_partner_id_partners_id_fk";
