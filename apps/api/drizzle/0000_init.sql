CREATE TABLE "login_throttle" (
	"username" text NOT NULL,
	"client_ip" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_throttle_username_client_ip_pk" PRIMARY KEY("username","client_ip")
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_empresas" (
	"user_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	CONSTRAINT "user_empresas_user_id_empresa_id_pk" PRIMARY KEY("user_id","empresa_id")
);
--> statement-breakpoint
CREATE TABLE "user_gestorias" (
	"user_id" uuid NOT NULL,
	"gestoria_id" uuid NOT NULL,
	CONSTRAINT "user_gestorias_user_id_gestoria_id_pk" PRIMARY KEY("user_id","gestoria_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"surname" text,
	"email" text NOT NULL,
	"password_hash" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "gestoria_productos" (
	"gestoria_id" uuid NOT NULL,
	"nombre_plantilla" text NOT NULL,
	"precio_cents" integer NOT NULL,
	CONSTRAINT "gestoria_productos_gestoria_id_nombre_plantilla_pk" PRIMARY KEY("gestoria_id","nombre_plantilla")
);
--> statement-breakpoint
CREATE TABLE "gestorias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"razon_social" text NOT NULL,
	"nombre_comercial" text NOT NULL,
	"nif_cif" text NOT NULL,
	"tipo" text NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"telefono" text NOT NULL,
	"direccion" text NOT NULL,
	"provincia" text DEFAULT '' NOT NULL,
	"codigo_postal" text DEFAULT '' NOT NULL,
	"cnae" text NOT NULL,
	"actividad" text NOT NULL,
	"num_trabajadores" integer DEFAULT 0 NOT NULL,
	"num_cuenta" text NOT NULL,
	"comision_basis_points" integer DEFAULT 1000 NOT NULL,
	"super_colaborador" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gestorias_nif_cif_unique" UNIQUE("nif_cif")
);
--> statement-breakpoint
CREATE TABLE "empresas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gestoria_id" uuid,
	"razon_social" text NOT NULL,
	"nombre_comercial" text NOT NULL,
	"nif_cif" text NOT NULL,
	"tipo" text NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"telefono" text NOT NULL,
	"direccion" text NOT NULL,
	"provincia" text NOT NULL,
	"codigo_postal" text NOT NULL,
	"cnae" text NOT NULL,
	"actividad" text NOT NULL,
	"num_trabajadores" integer DEFAULT 0 NOT NULL,
	"num_cuenta" text NOT NULL,
	"metodo_de_pago" text DEFAULT 'SEPA' NOT NULL,
	"lopdgdd" boolean DEFAULT false NOT NULL,
	"acoso_laboral" boolean DEFAULT false NOT NULL,
	"desconexion_digital" boolean DEFAULT false NOT NULL,
	"precio_lopdgdd_cents" integer DEFAULT 12000 NOT NULL,
	"precio_acoso_laboral_cents" integer DEFAULT 9000 NOT NULL,
	"precio_desconexion_digital_cents" integer DEFAULT 9000 NOT NULL,
	"contrato_lopd_aceptado" boolean DEFAULT false NOT NULL,
	"contrato_acoso_aceptado" boolean DEFAULT false NOT NULL,
	"contrato_desconexion_aceptado" boolean DEFAULT false NOT NULL,
	"permitir_descarga" boolean DEFAULT false NOT NULL,
	"verificado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empresas_nif_cif_unique" UNIQUE("nif_cif")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" uuid,
	"actor_username" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"changes" jsonb,
	"client_ip" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_empresas" ADD CONSTRAINT "user_empresas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_empresas" ADD CONSTRAINT "user_empresas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_gestorias" ADD CONSTRAINT "user_gestorias_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_gestorias" ADD CONSTRAINT "user_gestorias_gestoria_id_gestorias_id_fk" FOREIGN KEY ("gestoria_id") REFERENCES "public"."gestorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gestoria_productos" ADD CONSTRAINT "gestoria_productos_gestoria_id_gestorias_id_fk" FOREIGN KEY ("gestoria_id") REFERENCES "public"."gestorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_gestoria_id_gestorias_id_fk" FOREIGN KEY ("gestoria_id") REFERENCES "public"."gestorias"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_codes_active_idx" ON "one_time_codes" USING btree ("user_id","purpose") WHERE "one_time_codes"."consumed_at" is null;--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_index" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_index" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_empresas_empresa_id_index" ON "user_empresas" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "user_gestorias_gestoria_id_index" ON "user_gestorias" USING btree ("gestoria_id");--> statement-breakpoint
CREATE INDEX "empresas_gestoria_id_created_at_index" ON "empresas" USING btree ("gestoria_id","created_at");--> statement-breakpoint
CREATE INDEX "empresas_verificado_created_at_index" ON "empresas" USING btree ("verificado","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_at_index" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_status_next_attempt_at_index" ON "outbox_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_type_entity_id_index" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_index" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
INSERT INTO "roles" ("id", "description") VALUES
  ('ROLE_CUMPLIA', 'Superadministrador de Cumplia'),
  ('ROLE_CUMPLIA_WORKER', 'Trabajador de Cumplia'),
  ('ROLE_MANAGEMENT', 'Colaborador (gestoría)'),
  ('ROLE_COMPANY', 'Cliente (empresa)');
