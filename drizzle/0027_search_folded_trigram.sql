CREATE INDEX "partners_name_folded_trgm_idx" ON "partners" USING gin (translate(lower("name"), 'àáâãäåāçćčèéêëēėęìíîïīñńòóôõöøōùúûüūýÿžšł', 'aaaaaaaccceeeeeeeiiiiinnoooooooouuuuuyyzsl') gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "partners_city_folded_trgm_idx" ON "partners" USING gin (translate(lower("city"), 'àáâãäåāçćčèéêëēėęìíîïīñńòóôõöøōùúûüūýÿžšł', 'aaaaaaaccceeeeeeeiiiiinnoooooooouuuuuyyzsl') gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
-- Written by hand: planner statistics for the new expressions (PGlite never autoanalyzes).
ANALYZE "partners";
