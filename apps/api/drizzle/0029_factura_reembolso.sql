ALTER TABLE "facturas" ADD COLUMN "reembolsada_el" date;--> statement-breakpoint
ALTER TABLE "facturas" ADD COLUMN "reembolso_metodo" text;--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_reembolso" CHECK (("facturas"."reembolsada_el" is null) = ("facturas"."reembolso_metodo" is null) and ("facturas"."reembolsada_el" is null or ("facturas"."tipo" <> 'F1' and "facturas"."total_cents" < 0)));--> statement-breakpoint
-- An invoice still never changes, but for the remittance fields, the cancellation mark, the foreign
-- key's own "set null" of gestoria_id, and the refund of a negative rectifying invoice: recorded
-- once (from nothing), never changed after (docs/decisions/0060).
CREATE OR REPLACE FUNCTION facturas_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - ARRAY['facturado', 'facturado_at', 'fecha_cuando_facturar', 'anulada_at', 'gestoria_id', 'reembolsada_el', 'reembolso_metodo'])
                        = (to_jsonb(OLD) - ARRAY['facturado', 'facturado_at', 'fecha_cuando_facturar', 'anulada_at', 'gestoria_id', 'reembolsada_el', 'reembolso_metodo'])
                      AND (NEW.gestoria_id IS NOT DISTINCT FROM OLD.gestoria_id OR NEW.gestoria_id IS NULL)
                      AND ((NEW.reembolsada_el IS NOT DISTINCT FROM OLD.reembolsada_el AND NEW.reembolso_metodo IS NOT DISTINCT FROM OLD.reembolso_metodo)
                           OR OLD.reembolsada_el IS NULL) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is not changed once issued: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
