ALTER TABLE "facturas" ADD COLUMN "gestoria_id" uuid;--> statement-breakpoint
ALTER TABLE "facturas" ADD COLUMN "comision_basis_points" integer;--> statement-breakpoint
-- Invoices issued before the snapshot existed take the company's gestoría and that gestoría's
-- commission as they are today (docs/decisions/0032): the best record there is of them. A rectifying
-- invoice's company is its original's, so both get the same. The invoices' immutability trigger
-- (migration 0014) is off for this one statement only, inside the migration's transaction; the
-- update comes before the foreign key, which then checks all the rows at once rather than one by one.
ALTER TABLE "facturas" DISABLE TRIGGER "facturas_immutable";--> statement-breakpoint
UPDATE "facturas"
SET "gestoria_id" = "gestorias"."id", "comision_basis_points" = "gestorias"."comision_basis_points"
FROM "empresas"
JOIN "gestorias" ON "gestorias"."id" = "empresas"."gestoria_id"
WHERE "empresas"."id" = "facturas"."empresa_id";--> statement-breakpoint
ALTER TABLE "facturas" ENABLE TRIGGER "facturas_immutable";--> statement-breakpoint
-- An invoice still never changes, but for the remittance fields, the cancellation mark and, when its
-- gestoría is deleted, the foreign key's own "set null" of gestoria_id (its percentage is kept).
CREATE OR REPLACE FUNCTION facturas_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - ARRAY['facturado', 'facturado_at', 'fecha_cuando_facturar', 'anulada_at', 'gestoria_id'])
                        = (to_jsonb(OLD) - ARRAY['facturado', 'facturado_at', 'fecha_cuando_facturar', 'anulada_at', 'gestoria_id'])
                      AND (NEW.gestoria_id IS NOT DISTINCT FROM OLD.gestoria_id OR NEW.gestoria_id IS NULL) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is not changed once issued: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_gestoria_id_gestorias_id_fk" FOREIGN KEY ("gestoria_id") REFERENCES "public"."gestorias"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facturas_gestoria_fecha" ON "facturas" USING btree ("gestoria_id","fecha");
