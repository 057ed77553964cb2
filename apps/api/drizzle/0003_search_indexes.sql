-- Company search at 100,000 companies: the name search is a substring match over the trading
-- name and the legal name (trigram index), the NIF/CIF search a prefix match (pattern index).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "empresas_nombre_busqueda_trgm" ON "empresas" USING gin (("nombre_comercial" || ' ' || "razon_social") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "empresas_gestoria_nif_pattern" ON "empresas" ("gestoria_id", "nif_cif" text_pattern_ops);
