ALTER TABLE "sepa_remesa_facturas" ADD COLUMN "mandate_signed_on" date;--> statement-breakpoint
ALTER TABLE "sepa_remesa_facturas" ADD COLUMN "estado" text DEFAULT 'REMESADA' NOT NULL;--> statement-breakpoint
ALTER TABLE "sepa_remesas" ADD COLUMN "excluidas" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sepa_remesas" ADD COLUMN "anulada_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sepa_remesas" ADD COLUMN "anulada_motivo" text;--> statement-breakpoint
ALTER TABLE "sepa_remesas" ADD COLUMN "anulada_por" text;--> statement-breakpoint
-- Before one live collection per invoice: an invoice put in several files (a file made again with
-- incluirFacturadas, decision 0029) keeps its first one live; the later copies count as cancelled.
UPDATE "sepa_remesa_facturas" AS rf SET "estado" = 'ANULADA'
  FROM "sepa_remesas" AS r
 WHERE r."id" = rf."remesa_id"
   AND EXISTS (
     SELECT 1 FROM "sepa_remesa_facturas" AS earlier JOIN "sepa_remesas" AS er ON er."id" = earlier."remesa_id"
      WHERE earlier."factura_id" = rf."factura_id"
        AND (er."created_at", er."id") < (r."created_at", r."id")
   );--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_remesa_facturas_one_live" ON "sepa_remesa_facturas" USING btree ("factura_id") WHERE "sepa_remesa_facturas"."estado" = 'REMESADA';