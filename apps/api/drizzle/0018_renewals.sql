CREATE TABLE "renovacion_productos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"renovacion_id" uuid NOT NULL,
	"tool" "tool" NOT NULL,
	"precio_cents" integer NOT NULL,
	CONSTRAINT "renovacion_productos_precio_check" CHECK ("renovacion_productos"."precio_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "renovaciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"fecha_renovacion" date NOT NULL,
	"renueva" boolean DEFAULT false NOT NULL,
	"procesada" boolean DEFAULT false NOT NULL,
	"deshabilitar_renovacion" boolean DEFAULT false NOT NULL,
	"cerrada" boolean DEFAULT false NOT NULL,
	"origen" text NOT NULL,
	"factura_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cerrada_at" timestamp with time zone,
	CONSTRAINT "renovaciones_fechas_check" CHECK ("renovaciones"."fecha_fin" >= "renovaciones"."fecha_inicio" and "renovaciones"."fecha_renovacion" <= "renovaciones"."fecha_fin"),
	CONSTRAINT "renovaciones_estado_check" CHECK (not ("renovaciones"."renueva" and "renovaciones"."deshabilitar_renovacion") and (not "renovaciones"."procesada" or ("renovaciones"."renueva" and "renovaciones"."cerrada")))
);
--> statement-breakpoint
ALTER TABLE "renovacion_productos" ADD CONSTRAINT "renovacion_productos_renovacion_id_renovaciones_id_fk" FOREIGN KEY ("renovacion_id") REFERENCES "public"."renovaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renovaciones" ADD CONSTRAINT "renovaciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renovaciones" ADD CONSTRAINT "renovaciones_factura_id_facturas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "renovacion_productos_renovacion_tool" ON "renovacion_productos" USING btree ("renovacion_id","tool");--> statement-breakpoint
CREATE UNIQUE INDEX "renovaciones_una_abierta_por_empresa" ON "renovaciones" USING btree ("empresa_id") WHERE not "renovaciones"."cerrada";--> statement-breakpoint
CREATE UNIQUE INDEX "renovaciones_empresa_fecha_fin" ON "renovaciones" USING btree ("empresa_id","fecha_fin");--> statement-breakpoint
CREATE INDEX "renovaciones_abiertas_fecha_fin" ON "renovaciones" USING btree ("fecha_fin") WHERE not "renovaciones"."cerrada";--> statement-breakpoint
CREATE INDEX "renovaciones_fecha_renovacion" ON "renovaciones" USING btree ("fecha_renovacion");--> statement-breakpoint
CREATE INDEX "renovaciones_pendientes_fecha_renovacion" ON "renovaciones" USING btree ("fecha_renovacion") WHERE not "renovaciones"."renueva" and not "renovaciones"."procesada" and not "renovaciones"."deshabilitar_renovacion";--> statement-breakpoint
CREATE INDEX "empresa_tools_activas_fecha_fin_index" ON "empresa_tools" USING btree ("fecha_fin","empresa_id") WHERE "empresa_tools"."activa" and "empresa_tools"."fecha_fin" is not null;--> statement-breakpoint
CREATE INDEX "empresa_tools_sin_periodo_index" ON "empresa_tools" USING btree ("empresa_id") WHERE "empresa_tools"."activa" and "empresa_tools"."fecha_fin" is null and "empresa_tools"."fecha_firma_contrato" is not null;