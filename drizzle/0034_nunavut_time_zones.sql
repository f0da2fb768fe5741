-- Cambridge Bay (X0B, Mountain) and Rankin Inlet (X0C, Central) were missing from the postal time zones and
-- took Nunavut's Eastern time. Cleared, the boot fill (fillMissingTimeZones) names them from the new data.
UPDATE "partners" SET "time_zone" = NULL WHERE upper(left(trim("zip_code"), 3)) IN ('X0B', 'X0C');
