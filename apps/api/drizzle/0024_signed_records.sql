ALTER TABLE "verifactu_registros" ADD COLUMN "firma_xml" text;--> statement-breakpoint
ALTER TABLE "verifactu_registros" ADD COLUMN "firma_demo" boolean DEFAULT false NOT NULL;