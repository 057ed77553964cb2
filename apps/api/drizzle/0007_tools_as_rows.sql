CREATE TYPE "public"."tool" AS ENUM('LOPD', 'ACOSO', 'DIGITAL');--> statement-breakpoint
CREATE TABLE "empresa_tools" (
	"empresa_id" uuid NOT NULL,
	"tool" "tool" NOT NULL,
	"activa" boolean DEFAULT false NOT NULL,
	"precio_cents" integer NOT NULL,
	"fecha_firma_contrato" timestamp with time zone,
	"fecha_inicio" date,
	"fecha_fin" date,
	CONSTRAINT "empresa_tools_empresa_id_tool_pk" PRIMARY KEY("empresa_id","tool"),
	CONSTRAINT "empresa_tools_precio_cents_check" CHECK ("empresa_tools"."precio_cents" >= 0),
	CONSTRAINT "empresa_tools_periodo_check" CHECK (("empresa_tools"."fecha_inicio" is null) = ("empresa_tools"."fecha_fin" is null) and ("empresa_tools"."fecha_fin" is null or "empresa_tools"."fecha_fin" > "empresa_tools"."fecha_inicio"))
);
--> statement-breakpoint
ALTER TABLE "gestoria_productos" ALTER COLUMN "nombre_plantilla" SET DATA TYPE "public"."tool" USING "nombre_plantilla"::"public"."tool";--> statement-breakpoint
-- Every company gets its three tool rows from its old columns (docs/decisions/0015): the flag, the
-- price, and a signed contract as signed when the company was last changed (the old flag kept no date).
-- No period: the old columns had none, and a period starts with a contract signed from now on.
-- Before the foreign key, which then checks all the rows at once rather than one by one.
INSERT INTO "empresa_tools" ("empresa_id", "tool", "activa", "precio_cents", "fecha_firma_contrato")
SELECT "empresas"."id", "old"."tool", "old"."activa", "old"."precio_cents",
       CASE WHEN "old"."firmado" THEN coalesce("empresas"."updated_at", "empresas"."created_at") END
FROM "empresas"
CROSS JOIN LATERAL (VALUES
  ('LOPD'::"public"."tool", "empresas"."lopdgdd", "empresas"."precio_lopdgdd_cents", "empresas"."contrato_lopd_aceptado"),
  ('ACOSO'::"public"."tool", "empresas"."acoso_laboral", "empresas"."precio_acoso_laboral_cents", "empresas"."contrato_acoso_aceptado"),
  ('DIGITAL'::"public"."tool", "empresas"."desconexion_digital", "empresas"."precio_desconexion_digital_cents", "empresas"."contrato_desconexion_aceptado")
) AS "old" ("tool", "activa", "precio_cents", "firmado");--> statement-breakpoint
ALTER TABLE "empresa_tools" ADD CONSTRAINT "empresa_tools_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" DROP COLUMN "lopdgdd";--> statement-breakpoint
ALTER TABLE "empresas" DROP COLUMN "acoso_laboral";--> statement-breakpoint
ALTER TABLE "empresas" DROP COLUMN "desconexion_digital";--> statement-breakpoint
ALTER TABLE "empresas" DROP COLUMN "precio_lopdgdd_cents";--> statement-breakpoint
ALTER TABLE "empresas" DROP COLUMN "precio_acoso_laboral_cents";--> statement-breakpoint
ALTER TABLE "empresas" DROP COLUMN "precio_desconexion_digital_cents";--> statement-breakpoint
ALTER TABLE "empresas" DROP COLUMN "contrato_lopd_aceptado";--> statement-breakpoint
ALTER TABLE "empresas" DROP COLUMN "contrato_acoso_aceptado";--> statement-breakpoint
ALTER TABLE "empresas" DROP COLUMN "contrato_desconexion_aceptado";