CREATE TABLE "sepa_remesa_facturas" (
	"remesa_id" uuid NOT NULL,
	"factura_id" uuid NOT NULL,
	"posicion" integer NOT NULL,
	"end_to_end_id" text NOT NULL,
	"mandate_reference" text NOT NULL,
	"sequence_type" text NOT NULL,
	"fecha_cobro" date NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "sepa_remesa_facturas_remesa_id_factura_id_pk" PRIMARY KEY("remesa_id","factura_id")
);
--> statement-breakpoint
CREATE TABLE "sepa_remesas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tipo" text NOT NULL,
	"file_name" text NOT NULL,
	"message_id" text NOT NULL,
	"pain_version" text NOT NULL,
	"cuenta_id" text NOT NULL,
	"cuenta_nombre" text NOT NULL,
	"cuenta_iban" text NOT NULL,
	"transaction_id" text NOT NULL,
	"fecha_inicio" date,
	"fecha_fin" date,
	"empresa_id" uuid,
	"incluir_facturadas" boolean,
	"numero_facturas" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"xml" text NOT NULL,
	"sha256" text NOT NULL,
	"byte_length" integer NOT NULL,
	"created_by_user_id" uuid,
	"created_by_username" text,
	CONSTRAINT "sepa_remesas_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "sepa_remesas_count_check" CHECK ("sepa_remesas"."numero_facturas" > 0)
);
--> statement-breakpoint
ALTER TABLE "sepa_remesa_facturas" ADD CONSTRAINT "sepa_remesa_facturas_remesa_id_sepa_remesas_id_fk" FOREIGN KEY ("remesa_id") REFERENCES "public"."sepa_remesas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_remesa_facturas" ADD CONSTRAINT "sepa_remesa_facturas_factura_id_facturas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_remesas" ADD CONSTRAINT "sepa_remesas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sepa_remesa_facturas_mandate_index" ON "sepa_remesa_facturas" USING btree ("mandate_reference");--> statement-breakpoint
CREATE INDEX "sepa_remesa_facturas_factura_index" ON "sepa_remesa_facturas" USING btree ("factura_id");--> statement-breakpoint
CREATE INDEX "sepa_remesas_created_index" ON "sepa_remesas" USING btree ("created_at","id");