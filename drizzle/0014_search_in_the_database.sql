-- Written by hand: earthdistance (on cube) gives the ZIP search great-circle distances and radius boxes on a GiST index.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE INDEX "partners_city_page_idx" ON "partners" USING btree ("state_slug","city_slug","is_priority" DESC NULLS LAST,lower("name"),"id") WHERE "partners"."is_active";--> statement-breakpoint
CREATE INDEX "partners_earth_idx" ON "partners" USING gist (ll_to_earth("latitude", "longitude")) WHERE "partners"."is_active" and "partners"."latitude" is not null and "partners"."longitude" is not null;--> statement-breakpoint
-- Written by hand: a city is named by its state and city slugs together; without these statistics the planner
-- takes them as independent, expects a couple dozen rows for Chicago's 633 and sorts them all for a deep page
-- instead of walking partners_city_page_idx.
CREATE STATISTICS "partners_place_stats" (dependencies, mcv) ON "state_slug", "city_slug" FROM "partners";--> statement-breakpoint
-- Written by hand: planner statistics for the new indexes (PGlite never autoanalyzes).
ANALYZE "partners";
