-- The staff's counts split by verificado (docs/decisions/0017): the whole list's total is the sum of
-- every delta, "Nuevas empresas" (verificado=false) the sum of the unverified ones. The rows of 0010
-- carry no split: they are replaced by a fresh count in the same transaction.
DELETE FROM "empresa_total_deltas";--> statement-breakpoint
ALTER TABLE "empresa_total_deltas" ADD COLUMN "verificado" boolean NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "empresa_total_deltas_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "empresa_total_deltas" ("verificado", "delta")
  SELECT "verificado", count(*) FROM "inserted" GROUP BY "verificado";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "empresa_total_deltas_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "empresa_total_deltas" ("verificado", "delta")
  SELECT "verificado", -count(*) FROM "deleted" GROUP BY "verificado";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Verifying a company (or undoing it) moves it between the two counts.
CREATE FUNCTION "empresa_total_deltas_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "empresa_total_deltas" ("verificado", "delta")
  SELECT "verificado", sum("delta") FROM (
    SELECT "verificado", -1 AS "delta" FROM "before"
    UNION ALL
    SELECT "verificado", 1 FROM "after"
  ) AS "moved"
  GROUP BY "verificado" HAVING sum("delta") <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "empresa_total_deltas_update" AFTER UPDATE ON "empresas" REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "empresa_total_deltas_after_update"();
--> statement-breakpoint
INSERT INTO "empresa_total_deltas" ("verificado", "delta")
SELECT "verificado", count(*) FROM "empresas" GROUP BY "verificado";
