CREATE TABLE "contrato_codigos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contrato_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"document_sha256" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contrato_eventos" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"contrato_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "contratos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"tool" "tool" NOT NULL,
	"status" text DEFAULT 'PENDIENTE' NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document_pdf" "bytea",
	"document_sha256" text,
	"document_content_hash" text,
	"document_rendered_at" timestamp with time zone,
	"mandate_reference" text,
	"signed_at" timestamp with time zone,
	"signer_name" text,
	"signer_nif" text,
	"signed_pdf" "bytea",
	"signed_pdf_sha256" text,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "contratos_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "contratos_signed_check" CHECK (("contratos"."status" = 'FIRMADO') = ("contratos"."signed_at" is not null and "contratos"."signed_pdf" is not null and "contratos"."document_sha256" is not null))
);
--> statement-breakpoint
ALTER TABLE "contrato_codigos" ADD CONSTRAINT "contrato_codigos_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_eventos" ADD CONSTRAINT "contrato_eventos_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contrato_codigos_contrato_index" ON "contrato_codigos" USING btree ("contrato_id","created_at");--> statement-breakpoint
CREATE INDEX "contrato_eventos_contrato_index" ON "contrato_eventos" USING btree ("contrato_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "contratos_one_pending_per_tool" ON "contratos" USING btree ("empresa_id","tool") WHERE "contratos"."status" = 'PENDIENTE';--> statement-breakpoint
CREATE INDEX "contratos_empresa_index" ON "contratos" USING btree ("empresa_id","status");--> statement-breakpoint
-- The evidence trail is append-only (docs/decisions/0022): no event is ever changed, and none is
-- deleted while its contract exists (a company's erasure removes its contracts and their events).
CREATE FUNCTION contrato_eventos_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM contratos WHERE id = OLD.contrato_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'contrato_eventos is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER contrato_eventos_append_only BEFORE UPDATE OR DELETE ON contrato_eventos FOR EACH ROW EXECUTE FUNCTION contrato_eventos_append_only();--> statement-breakpoint
CREATE FUNCTION contrato_eventos_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'contrato_eventos is append-only: TRUNCATE refused' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER contrato_eventos_no_truncate BEFORE TRUNCATE ON contrato_eventos FOR EACH STATEMENT EXECUTE FUNCTION contrato_eventos_no_truncate();
