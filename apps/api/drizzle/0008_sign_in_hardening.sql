CREATE TABLE "login_account_failures" (
	"username" text PRIMARY KEY NOT NULL,
	"failed_at" timestamp with time zone[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_devices" (
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_devices_token_hash_user_id_pk" PRIMARY KEY("token_hash","user_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "user_empresas_empresa_id_index";--> statement-breakpoint
ALTER TABLE "login_devices" ADD CONSTRAINT "login_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_devices_user_id_index" ON "login_devices" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_empresas_one_administrator" ON "user_empresas" USING btree ("empresa_id");