ALTER TABLE "verifactu_eventos" ADD COLUMN "tipo_evento" text;--> statement-breakpoint
ALTER TABLE "verifactu_eventos" ADD COLUMN "evento" jsonb;--> statement-breakpoint
ALTER TABLE "verifactu_eventos" ADD COLUMN "huella_evento" text;--> statement-breakpoint
ALTER TABLE "verifactu_eventos" ADD COLUMN "huella_evento_anterior" text;--> statement-breakpoint
ALTER TABLE "verifactu_eventos" ADD COLUMN "firma_xml" text;--> statement-breakpoint
ALTER TABLE "verifactu_eventos" ADD COLUMN "firma_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "verifactu_eventos_one_first" ON "verifactu_eventos" USING btree (("huella_evento_anterior" is null)) WHERE "verifactu_eventos"."huella_evento" is not null and "verifactu_eventos"."huella_evento_anterior" is null;--> statement-breakpoint
ALTER TABLE "verifactu_eventos" ADD CONSTRAINT "verifactu_eventos_huella_evento_unique" UNIQUE("huella_evento");--> statement-breakpoint
ALTER TABLE "verifactu_eventos" ADD CONSTRAINT "verifactu_eventos_huella_evento_anterior_unique" UNIQUE("huella_evento_anterior");--> statement-breakpoint
ALTER TABLE "verifactu_eventos" ADD CONSTRAINT "verifactu_eventos_registro" CHECK (("verifactu_eventos"."tipo_evento" is null) = ("verifactu_eventos"."huella_evento" is null) and ("verifactu_eventos"."huella_evento" is null) = ("verifactu_eventos"."evento" is null));