CREATE TABLE "code_attempts" (
	"username" text NOT NULL,
	"purpose" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_attempts_username_purpose_pk" PRIMARY KEY("username","purpose")
);
--> statement-breakpoint
CREATE TABLE "ended_sessions" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ended_sessions_ended_at_index" ON "ended_sessions" USING btree ("ended_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_recent_idx" ON "one_time_codes" USING btree ("user_id","purpose","created_at");
--> statement-breakpoint
-- A session (refresh-token family) ends when one of its tokens is revoked or deleted (its user
-- deleted): remembered in ended_sessions and announced to every server instance, on commit, by
-- NOTIFY cumplia_sessions_ended (docs/decisions/0037). Identical notifications of one transaction
-- are delivered once, so revoking a family of many tokens sends one.
CREATE FUNCTION "cumplia_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ended_sessions" ("family_id", "ended_at") VALUES (OLD."family_id", now())
  ON CONFLICT ("family_id") DO UPDATE SET "ended_at" = excluded."ended_at";
  PERFORM pg_notify('cumplia_sessions_ended', OLD."family_id"::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_revoked" AFTER UPDATE OF "revoked_at" ON "refresh_tokens"
FOR EACH ROW WHEN (OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL)
EXECUTE FUNCTION "cumplia_session_ended"();
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_deleted" AFTER DELETE ON "refresh_tokens"
FOR EACH ROW WHEN (OLD."revoked_at" IS NULL)
EXECUTE FUNCTION "cumplia_session_ended"();
