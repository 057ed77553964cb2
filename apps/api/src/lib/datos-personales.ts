import { eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PRIVACY_PURPOSES, type PrivacyPurpose } from '@cumplia/shared/privacy-purposes';
import type { DatosPersonalesSeccion, Interesado } from '@cumplia/shared/schemas/datos-personales';
import type { Database } from '../db/database.ts';
import { empresas, userEmpresas, users } from '../db/schema/index.ts';

/**
 * What a module holds about one person, for the answer to their access request (RGPD art. 15;
 * decision 0082): each set of its data with the records that name them. A module declares it as
 * its manifest's `personalData`; sets without records are left out of the answer.
 */
export type PersonalDataSource = (interesado: Interesado) => Promise<DatosPersonalesSeccion[]>;

/**
 * One set of records under the privacy policy's purpose it serves: the purpose and the period are
 * the policy's own words (packages/shared/src/privacy-purposes.ts), as art. 15.1.a and d ask.
 */
export function seccion(purpose: PrivacyPurpose, titulo: string, registros: Array<Record<string, unknown>>): DatosPersonalesSeccion {
  const { term } = PRIVACY_PURPOSES[purpose];
  return { titulo, finalidad: finalidadOf(purpose), conservacion: term, registros };
}

const finalidadOf = (purpose: PrivacyPurpose) => `${PRIVACY_PURPOSES[purpose].title}. ${PRIVACY_PURPOSES[purpose].what}`;
const POLICY_ORDER = (Object.keys(PRIVACY_PURPOSES) as PrivacyPurpose[]).map(finalidadOf);

/** The sets with records, in the order of the privacy policy's purposes, and by title within one. */
export function inPolicyOrder(secciones: DatosPersonalesSeccion[]): DatosPersonalesSeccion[] {
  return secciones
    .filter((found) => found.registros.length > 0)
    .sort((a, b) => POLICY_ORDER.indexOf(a.finalidad) - POLICY_ORDER.indexOf(b.finalidad) || a.titulo.localeCompare(b.titulo, 'es'));
}

/**
 * The records of a set that name the person by any of the identifiers given: `or` of the conditions
 * of the identifiers present (undefined where an identifier was not given or the set has no such
 * column); nothing when none applies.
 */
export function byAnyOf(conditions: Array<SQL | undefined>): SQL | undefined {
  const present = conditions.filter((condition) => condition !== undefined);
  return present.length === 0 ? undefined : or(...present);
}

/** `column = value` when the identifier was given (normalized as the forms store it); nothing otherwise. */
export const sameAs = (column: SQLWrapper, value: string | null): SQL | undefined => (value ? eq(column, value) : undefined);

/** The e-mail column equal to the e-mail given (lower-cased), whatever its case as stored; nothing when none was given. */
export const sameEmail = (column: SQLWrapper, email: string | null): SQL | undefined => (email ? eq(sql`lower(${column})`, email) : undefined);

/** The condition on `users` of the person's own accounts: their NIF is the username, or the e-mail theirs. */
export function accountsOf({ nif, email }: Pick<Interesado, 'nif' | 'email'>): SQL | undefined {
  return byAnyOf([sameAs(users.username, nif), sameEmail(users.email, email)]);
}

/**
 * The condition on `empresas` of the person's companies: an autónomo's own (its NIF), those whose
 * contact they are (e-mail, phone), and those their user account manages. The companies' set and
 * the bulk-upload files that created them read the same ones.
 */
export function empresasOf(db: Database, interesado: Interesado): SQL | undefined {
  const accounts = accountsOf(interesado);
  return byAnyOf([
    sameAs(empresas.nifCif, interesado.nif),
    sameEmail(empresas.email, interesado.email),
    sameAs(empresas.telefono, interesado.telefono),
    accounts ? inArray(empresas.id, db.select({ id: userEmpresas.empresaId }).from(userEmpresas).innerJoin(users, eq(users.id, userEmpresas.userId)).where(accounts)) : undefined,
  ]);
}
