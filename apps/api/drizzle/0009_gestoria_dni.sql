ALTER TABLE "gestorias" ADD COLUMN "dni" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- An existing gestoría's administrator is its oldest collaborator user (ROLE_MANAGEMENT), if any.
UPDATE "gestorias" AS g SET "dni" = COALESCE((
  SELECT u."username" FROM "user_gestorias" ug
  JOIN "users" u ON u."id" = ug."user_id"
  JOIN "user_roles" ur ON ur."user_id" = u."id" AND ur."role_id" = 'ROLE_MANAGEMENT'
  WHERE ug."gestoria_id" = g."id"
  ORDER BY u."created_at", u."id"
  LIMIT 1
), '');
