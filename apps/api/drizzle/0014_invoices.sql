CREATE TABLE "factura_lineas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factura_id" uuid NOT NULL,
	"posicion" integer NOT NULL,
	"tool" "tool",
	"nombre_producto" text NOT NULL,
	"cantidad" integer DEFAULT 1 NOT NULL,
	"precio_unitario_cents" integer NOT NULL,
	"importe_cents" integer NOT NULL,
	CONSTRAINT "factura_lineas_posicion" UNIQUE("factura_id","posicion")
);
--> statement-breakpoint
CREATE TABLE "factura_series" (
	"serie" text PRIMARY KEY NOT NULL,
	"ultimo_numero" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facturas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serie" text NOT NULL,
	"numero" integer NOT NULL,
	"numero_factura" text NOT NULL,
	"tipo" text DEFAULT 'F1' NOT NULL,
	"rectifica_id" uuid,
	"motivo_rectificacion" text,
	"empresa_id" uuid NOT NULL,
	"origen" text NOT NULL,
	"origen_id" uuid,
	"fecha" date NOT NULL,
	"fecha_cuando_facturar" date NOT NULL,
	"metodo_de_pago" text NOT NULL,
	"facturado" boolean DEFAULT false NOT NULL,
	"facturado_at" timestamp with time zone,
	"base_cents" integer NOT NULL,
	"tipo_iva_percent" integer NOT NULL,
	"cuota_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"emisor" jsonb NOT NULL,
	"destinatario" jsonb NOT NULL,
	"anulada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facturas_numero_factura_unique" UNIQUE("numero_factura"),
	CONSTRAINT "facturas_serie_numero" UNIQUE("serie","numero"),
	CONSTRAINT "facturas_totals" CHECK ("facturas"."total_cents" = "facturas"."base_cents" + "facturas"."cuota_cents"),
	CONSTRAINT "facturas_rectificativa" CHECK (("facturas"."tipo" = 'R1') = ("facturas"."rectifica_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "verifactu_eventos" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"factura_id" uuid,
	"registro_seq" integer,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifactu_registros" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"factura_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"huella" text NOT NULL,
	"huella_anterior" text,
	"registro" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verifactu_registros_huella_unique" UNIQUE("huella"),
	CONSTRAINT "verifactu_registros_huella_anterior_unique" UNIQUE("huella_anterior")
);
--> statement-breakpoint
ALTER TABLE "factura_lineas" ADD CONSTRAINT "factura_lineas_factura_id_facturas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifactu_registros" ADD CONSTRAINT "verifactu_registros_factura_id_facturas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "facturas_one_per_origin" ON "facturas" USING btree ("origen","origen_id") WHERE "facturas"."origen_id" is not null;--> statement-breakpoint
CREATE INDEX "facturas_empresa_id_fecha_index" ON "facturas" USING btree ("empresa_id","fecha");--> statement-breakpoint
CREATE INDEX "facturas_fecha_id_index" ON "facturas" USING btree ("fecha","id");--> statement-breakpoint
CREATE INDEX "facturas_facturado_fecha_cuando_facturar_index" ON "facturas" USING btree ("facturado","fecha_cuando_facturar");--> statement-breakpoint
CREATE INDEX "verifactu_eventos_factura_id_index" ON "verifactu_eventos" USING btree ("factura_id");--> statement-breakpoint
CREATE INDEX "verifactu_registros_factura_id_index" ON "verifactu_registros" USING btree ("factura_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verifactu_registros_one_first" ON "verifactu_registros" USING btree (("huella_anterior" is null)) WHERE "verifactu_registros"."huella_anterior" is null;--> statement-breakpoint
-- Invoices are never edited nor deleted (docs/decisions/0026): only the remittance fields and the
-- cancellation mark change; the VERI*FACTU records and their event log are append-only.
CREATE FUNCTION facturas_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - ARRAY['facturado', 'facturado_at', 'fecha_cuando_facturar', 'anulada_at'])
                        = (to_jsonb(OLD) - ARRAY['facturado', 'facturado_at', 'fecha_cuando_facturar', 'anulada_at']) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is not changed once issued: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER facturas_immutable BEFORE UPDATE OR DELETE ON facturas FOR EACH ROW EXECUTE FUNCTION facturas_immutable();--> statement-breakpoint
CREATE FUNCTION append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER factura_lineas_append_only BEFORE UPDATE OR DELETE ON factura_lineas FOR EACH ROW EXECUTE FUNCTION append_only();--> statement-breakpoint
CREATE TRIGGER verifactu_registros_append_only BEFORE UPDATE OR DELETE ON verifactu_registros FOR EACH ROW EXECUTE FUNCTION append_only();--> statement-breakpoint
CREATE TRIGGER verifactu_eventos_append_only BEFORE UPDATE OR DELETE ON verifactu_eventos FOR EACH ROW EXECUTE FUNCTION append_only();--> statement-breakpoint
CREATE TRIGGER facturas_no_truncate BEFORE TRUNCATE ON facturas FOR EACH STATEMENT EXECUTE FUNCTION append_only();--> statement-breakpoint
CREATE TRIGGER factura_lineas_no_truncate BEFORE TRUNCATE ON factura_lineas FOR EACH STATEMENT EXECUTE FUNCTION append_only();--> statement-breakpoint
CREATE TRIGGER verifactu_registros_no_truncate BEFORE TRUNCATE ON verifactu_registros FOR EACH STATEMENT EXECUTE FUNCTION append_only();--> statement-breakpoint
CREATE TRIGGER verifactu_eventos_no_truncate BEFORE TRUNCATE ON verifactu_eventos FOR EACH STATEMENT EXECUTE FUNCTION append_only();
