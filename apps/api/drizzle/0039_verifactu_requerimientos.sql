CREATE TABLE "verifactu_requerimientos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referencia" text NOT NULL,
	"desde" date NOT NULL,
	"hasta" date NOT NULL,
	"hasta_seq" bigint NOT NULL,
	"registros" integer NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"mensajes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"solicitado_por" text,
	"solicitado_el" timestamp with time zone DEFAULT now() NOT NULL,
	"remitido_el" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "verifactu_requerimientos_referencia" ON "verifactu_requerimientos" USING btree (upper("referencia"));--> statement-breakpoint
CREATE INDEX "verifactu_requerimientos_solicitado_el_index" ON "verifactu_requerimientos" USING btree ("solicitado_el");