ALTER TABLE "contratos" ALTER COLUMN "tool" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "num_cuenta_desde" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "tipo" text DEFAULT 'CONTRATO' NOT NULL;--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "mandate_iban" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contratos_one_pending_mandate" ON "contratos" USING btree ("empresa_id") WHERE "contratos"."tipo" = 'MANDATO' and "contratos"."status" = 'PENDIENTE';--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_tool_check" CHECK (("contratos"."tipo" = 'CONTRATO') = ("contratos"."tool" is not null));--> statement-breakpoint
-- The mandates signed before this change named the account the company has now (decision 0050): nothing changed it since.
UPDATE "contratos" c SET "mandate_iban" = upper(replace(e."num_cuenta", ' ', '')) FROM "empresas" e WHERE e."id" = c."empresa_id" AND c."mandate_reference" IS NOT NULL;
