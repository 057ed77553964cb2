-- The company list at 100,000 companies (docs/decisions/0014-list-and-sign-in-speed.md): the
-- page's keys in index order, an index-only count, and the NIF/CIF prefix search with the page's
-- keys in the index. The last replaces 0003's empresas_gestoria_nif_pattern, hand-written there.
DROP INDEX "empresas_gestoria_id_created_at_index";--> statement-breakpoint
CREATE INDEX "empresas_gestoria_id_created_at_id_index" ON "empresas" USING btree ("gestoria_id","created_at","id");--> statement-breakpoint
CREATE INDEX "empresas_gestoria_id_index" ON "empresas" USING btree ("gestoria_id");--> statement-breakpoint
CREATE INDEX "empresas_gestoria_id_nif_cif_created_at_id_index" ON "empresas" USING btree ("gestoria_id","nif_cif" text_pattern_ops,"created_at","id");--> statement-breakpoint
DROP INDEX IF EXISTS "empresas_gestoria_nif_pattern";
