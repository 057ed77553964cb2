-- The name search (decision 0065): the trading and legal names lower-cased once, as a row is written,
-- so that a search compares with LIKE instead of lower-casing (ICU) every row it looks at, as ILIKE
-- did; `busqueda LIKE lower(pattern)` is what `(nombre_comercial || ' ' || razon_social) ILIKE pattern`
-- computes. Its trigram index replaces migration 0003's index on the expression.
ALTER TABLE "empresas" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (lower("nombre_comercial" || ' ' || "razon_social")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "empresas_busqueda_trgm" ON "empresas" USING gin ("busqueda" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "empresas_nombre_busqueda_trgm";
