import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { gestorias, userGestorias, users } from '../../db/schema/index.ts';
import { accountsOf, byAnyOf, sameAs, sameEmail, seccion, type PersonalDataSource } from '../../lib/datos-personales.ts';

/** The collaborators (gestorías) that name the person: by their NIF or their contact's, e-mail or phone, or their user account. */
export function gestoriasPersonalData(db: Database): PersonalDataSource {
  return async ({ nif, email, telefono }) => {
    const accounts = accountsOf({ nif, email });
    const managed = accounts ? db.select({ id: userGestorias.gestoriaId }).from(userGestorias).innerJoin(users, eq(users.id, userGestorias.userId)).where(accounts) : undefined;
    const where = byAnyOf([
      sameAs(gestorias.nifCif, nif),
      sameAs(gestorias.dni, nif),
      sameEmail(gestorias.email, email),
      sameAs(gestorias.telefono, telefono),
      managed ? inArray(gestorias.id, managed) : undefined,
    ]);
    if (!where) return [];
    const found = await db
      .select({
        nifCif: gestorias.nifCif,
        razonSocial: gestorias.razonSocial,
        nombreComercial: gestorias.nombreComercial,
        contacto: gestorias.nombre,
        dniContacto: gestorias.dni,
        email: gestorias.email,
        telefono: gestorias.telefono,
        direccion: gestorias.direccion,
        provincia: gestorias.provincia,
        codigoPostal: gestorias.codigoPostal,
        cuentaBancaria: gestorias.numCuenta,
        alta: gestorias.createdAt,
        modificada: gestorias.updatedAt,
      })
      .from(gestorias)
      .where(where)
      .orderBy(gestorias.createdAt);
    return [seccion('servicio', 'Colaboradores', found)];
  };
}
