DROP INDEX "partners_name_trgm_idx";--> statement-breakpoint
DROP INDEX "partners_city_trgm_idx";--> statement-breakpoint
DROP INDEX "partners_active_geo_idx";--> statement-breakpoint
CREATE INDEX "partners_name_trgm_idx" ON "partners" USING gin (lower("name") gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "partners_city_trgm_idx" ON "partners" USING gin (lower("city") gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "partners_active_geo_idx" ON "partners" USING btree ("latitude","longitude","is_priority","name","id") WHERE "partners"."is_active";--> statement-breakpoint
-- Written by hand: planner statistics for the rebuilt indexes. PGlite never autovacuums or autoanalyzes, and
-- without statistics its planner guesses `is_active` selects half the table and ANDs the whole partial
-- geo index into the fuzzy search's bitmap (50-70 ms at 100,000 partners).
ANALYZE "partners";
