ALTER TABLE "facturas" DROP CONSTRAINT "facturas_rectificativa";--> statement-breakpoint
ALTER TABLE "factura_lineas" ADD COLUMN "periodo_desde" date;--> statement-breakpoint
ALTER TABLE "factura_lineas" ADD COLUMN "periodo_hasta" date;--> statement-breakpoint
ALTER TABLE "facturas" ADD COLUMN "tipo_rectificativa" text;--> statement-breakpoint
ALTER TABLE "facturas" ADD COLUMN "base_rectificada_cents" integer;--> statement-breakpoint
ALTER TABLE "facturas" ADD COLUMN "cuota_rectificada_cents" integer;--> statement-breakpoint
ALTER TABLE "factura_lineas" ADD CONSTRAINT "factura_lineas_periodo" CHECK (("factura_lineas"."periodo_desde" is null) = ("factura_lineas"."periodo_hasta" is null) and ("factura_lineas"."periodo_hasta" is null or "factura_lineas"."periodo_hasta" >= "factura_lineas"."periodo_desde"));--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_rectificativa" CHECK (("facturas"."tipo" <> 'F1') = ("facturas"."rectifica_id" is not null) and ("facturas"."tipo_rectificativa" is null or "facturas"."tipo" <> 'F1') and coalesce("facturas"."tipo_rectificativa" = 'S', false) = ("facturas"."base_rectificada_cents" is not null and "facturas"."cuota_rectificada_cents" is not null));