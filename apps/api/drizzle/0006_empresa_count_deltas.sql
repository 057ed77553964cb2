CREATE TABLE "empresa_count_deltas" (
	"gestoria_id" uuid NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "empresa_count_deltas_gestoria_id_delta_index" ON "empresa_count_deltas" USING btree ("gestoria_id","delta");--> statement-breakpoint
-- Each statement that adds, removes or moves companies appends one delta per gestoría it touched
-- (statement triggers with transition tables: a 500-line bulk batch appends one row, not 500).
CREATE FUNCTION "empresa_count_deltas_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "empresa_count_deltas" ("gestoria_id", "delta")
  SELECT "gestoria_id", count(*) FROM "inserted" WHERE "gestoria_id" IS NOT NULL GROUP BY "gestoria_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "empresa_count_deltas_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "empresa_count_deltas" ("gestoria_id", "delta")
  SELECT "gestoria_id", -count(*) FROM "deleted" WHERE "gestoria_id" IS NOT NULL GROUP BY "gestoria_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "empresa_count_deltas_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "empresa_count_deltas" ("gestoria_id", "delta")
  SELECT "gestoria_id", sum("delta") FROM (
    SELECT "gestoria_id", -1 AS "delta" FROM "before"
    UNION ALL
    SELECT "gestoria_id", 1 FROM "after"
  ) AS "moved"
  WHERE "gestoria_id" IS NOT NULL GROUP BY "gestoria_id" HAVING sum("delta") <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "empresa_count_deltas_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "empresa_count_deltas";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "empresa_count_deltas_insert" AFTER INSERT ON "empresas" REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "empresa_count_deltas_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "empresa_count_deltas_delete" AFTER DELETE ON "empresas" REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "empresa_count_deltas_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "empresa_count_deltas_update" AFTER UPDATE ON "empresas" REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "empresa_count_deltas_after_update"();
--> statement-breakpoint
CREATE TRIGGER "empresa_count_deltas_truncate" AFTER TRUNCATE ON "empresas" FOR EACH STATEMENT EXECUTE FUNCTION "empresa_count_deltas_after_truncate"();
--> statement-breakpoint
INSERT INTO "empresa_count_deltas" ("gestoria_id", "delta")
SELECT "gestoria_id", count(*) FROM "empresas" WHERE "gestoria_id" IS NOT NULL GROUP BY "gestoria_id";
