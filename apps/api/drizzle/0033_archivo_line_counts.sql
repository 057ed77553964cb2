ALTER TABLE "archivos_csv" ADD COLUMN "lineas_procesadas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "archivos_csv" ADD COLUMN "lineas_con_error" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "archivos_csv" AS "a" SET "lineas_procesadas" = "c"."lineas", "lineas_con_error" = "c"."errores" FROM (SELECT "archivo_id", count(*)::int AS "lineas", (count(*) FILTER (WHERE "status" = 'ERROR'))::int AS "errores" FROM "procesamientos_csv" GROUP BY "archivo_id") AS "c" WHERE "c"."archivo_id" = "a"."id";
