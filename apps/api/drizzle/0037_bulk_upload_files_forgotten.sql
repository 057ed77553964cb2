-- A processed file's bytes are deleted ALTA_MASIVA_RETENTION_DAYS after its processing ended; the
-- row and the results of its lines stay (decision 0074).
ALTER TABLE "archivos_csv" ALTER COLUMN "contenido" DROP NOT NULL;