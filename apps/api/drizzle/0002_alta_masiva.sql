CREATE TABLE "archivos_csv" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gestoria_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"uploaded_by_username" text,
	"nombre" text NOT NULL,
	"contenido" "bytea" NOT NULL,
	"encoding" text NOT NULL,
	"separador" text NOT NULL,
	"total_lineas" integer NOT NULL,
	"procesado" boolean DEFAULT false NOT NULL,
	"fecha_carga" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_procesado" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "procesamientos_csv" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"archivo_id" uuid NOT NULL,
	"linea" integer NOT NULL,
	"status" text NOT NULL,
	"mensaje_error" text,
	"empresa_id" uuid,
	"fecha_procesado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procesamientos_csv_archivo_linea" UNIQUE("archivo_id","linea")
);
--> statement-breakpoint
ALTER TABLE "archivos_csv" ADD CONSTRAINT "archivos_csv_gestoria_id_gestorias_id_fk" FOREIGN KEY ("gestoria_id") REFERENCES "public"."gestorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procesamientos_csv" ADD CONSTRAINT "procesamientos_csv_archivo_id_archivos_csv_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."archivos_csv"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archivos_csv_gestoria_id_fecha_carga_index" ON "archivos_csv" USING btree ("gestoria_id","fecha_carga");--> statement-breakpoint
CREATE INDEX "archivos_csv_procesado_index" ON "archivos_csv" USING btree ("procesado");