CREATE TABLE "empresa_total_deltas" (
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "empresas_created_at_id_index" ON "empresas" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "empresas_nif_cif_created_at_id_index" ON "empresas" USING btree ("nif_cif" text_pattern_ops,"created_at","id");--> statement-breakpoint
-- The count of every company for the staff list (docs/decisions/0017): each statement that adds or
-- removes companies appends one delta, as 0006 does per gestoría; moving a company between
-- gestorías changes nothing here.
CREATE FUNCTION "empresa_total_deltas_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "empresa_total_deltas" ("delta") SELECT count(*) FROM "inserted" HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "empresa_total_deltas_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "empresa_total_deltas" ("delta") SELECT -count(*) FROM "deleted" HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "empresa_total_deltas_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "empresa_total_deltas";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "empresa_total_deltas_insert" AFTER INSERT ON "empresas" REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "empresa_total_deltas_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "empresa_total_deltas_delete" AFTER DELETE ON "empresas" REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "empresa_total_deltas_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "empresa_total_deltas_truncate" AFTER TRUNCATE ON "empresas" FOR EACH STATEMENT EXECUTE FUNCTION "empresa_total_deltas_after_truncate"();
--> statement-breakpoint
INSERT INTO "empresa_total_deltas" ("delta") SELECT count(*) FROM "empresas";
