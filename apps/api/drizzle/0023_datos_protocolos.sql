CREATE TABLE "empresa_datos_protocolos" (
	"empresa_id" uuid PRIMARY KEY NOT NULL,
	"familia_actividad" text,
	"representacion" text,
	"hora_inicio" text,
	"hora_fin" text,
	"turnos" boolean,
	"datos_salud" boolean,
	"videovigilancia" boolean,
	"geolocalizacion" boolean,
	"datos_menores" boolean,
	"plan_igualdad" boolean,
	"canal_denuncias" boolean,
	"encargados" text[],
	"canal_acoso" text,
	"fecha_aprobacion_acoso" date,
	"fecha_aprobacion_desconexion" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empresa_datos_protocolos_horario" CHECK (("empresa_datos_protocolos"."hora_inicio" is null) = ("empresa_datos_protocolos"."hora_fin" is null))
);
--> statement-breakpoint
ALTER TABLE "empresa_datos_protocolos" ADD CONSTRAINT "empresa_datos_protocolos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;