CREATE TABLE "sepa_devolucion_ficheros" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text NOT NULL,
	"mensaje" text NOT NULL,
	"message_id" text NOT NULL,
	"sha256" text NOT NULL,
	"xml" text NOT NULL,
	"byte_length" integer NOT NULL,
	"devueltas" integer NOT NULL,
	"ya_devueltas" integer NOT NULL,
	"sin_coincidencia" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_by_username" text,
	CONSTRAINT "sepa_devolucion_ficheros_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "sepa_devoluciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fichero_id" uuid NOT NULL,
	"remesa_id" uuid NOT NULL,
	"factura_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tipo" text NOT NULL,
	"end_to_end_id" text NOT NULL,
	"codigo" text NOT NULL,
	"motivo" text NOT NULL,
	"accion" text NOT NULL,
	"informacion_adicional" text,
	"mandate_reference" text NOT NULL,
	"debtor_iban" text NOT NULL,
	CONSTRAINT "sepa_devoluciones_one_per_collection" UNIQUE("remesa_id","factura_id"),
	CONSTRAINT "sepa_devoluciones_codigo_check" CHECK (length("sepa_devoluciones"."codigo") between 1 and 35)
);
--> statement-breakpoint
ALTER TABLE "sepa_devoluciones" ADD CONSTRAINT "sepa_devoluciones_fichero_id_sepa_devolucion_ficheros_id_fk" FOREIGN KEY ("fichero_id") REFERENCES "public"."sepa_devolucion_ficheros"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_devoluciones" ADD CONSTRAINT "sepa_devoluciones_remesa_id_sepa_remesas_id_fk" FOREIGN KEY ("remesa_id") REFERENCES "public"."sepa_remesas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_devoluciones" ADD CONSTRAINT "sepa_devoluciones_factura_id_facturas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_devoluciones" ADD CONSTRAINT "sepa_devoluciones_collection_fk" FOREIGN KEY ("remesa_id","factura_id") REFERENCES "public"."sepa_remesa_facturas"("remesa_id","factura_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sepa_devoluciones_factura_index" ON "sepa_devoluciones" USING btree ("factura_id","created_at");--> statement-breakpoint
CREATE INDEX "sepa_devoluciones_fichero_index" ON "sepa_devoluciones" USING btree ("fichero_id");