import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { empresas, empresaTools, gestorias, userEmpresas, users } from '../../db/schema/index.ts';
import { accountsOf, byAnyOf, seccion, type PersonalDataSource } from '../../lib/datos-personales.ts';

/**
 * The companies that name the person: an autónomo's own (its NIF), those whose contact they are
 * (e-mail, phone), and those their user account manages.
 */
export function empresasPersonalData(db: Database): PersonalDataSource {
  return async ({ nif, email, telefono }) => {
    const accounts = accountsOf({ nif, email });
    const managed = accounts ? db.select({ id: userEmpresas.empresaId }).from(userEmpresas).innerJoin(users, eq(users.id, userEmpresas.userId)).where(accounts) : undefined;
    const where = byAnyOf([
      nif ? eq(empresas.nifCif, nif) : undefined,
      email ? eq(sql`lower(${empresas.email})`, email) : undefined,
      telefono ? eq(empresas.telefono, telefono) : undefined,
      managed ? inArray(empresas.id, managed) : undefined,
    ]);
    if (!where) return [];
    const found = await db
      .select({
        id: empresas.id,
        nifCif: empresas.nifCif,
        razonSocial: empresas.razonSocial,
        nombreComercial: empresas.nombreComercial,
        titular: empresas.nombre,
        email: empresas.email,
        telefono: empresas.telefono,
        direccion: empresas.direccion,
        localidad: empresas.localidad,
        provincia: empresas.provincia,
        codigoPostal: empresas.codigoPostal,
        actividad: empresas.actividad,
        cnae: empresas.cnae,
        trabajadores: empresas.numTrabajadores,
        cuentaBancaria: empresas.numCuenta,
        metodoDePago: empresas.metodoDePago,
        colaborador: gestorias.razonSocial,
        alta: empresas.createdAt,
        modificada: empresas.updatedAt,
      })
      .from(empresas)
      .leftJoin(gestorias, eq(gestorias.id, empresas.gestoriaId))
      .where(where)
      .orderBy(empresas.createdAt);
    if (found.length === 0) return [];
    const tools = await db
      .select({ empresaId: empresaTools.empresaId, herramienta: empresaTools.tool, activa: empresaTools.activa })
      .from(empresaTools)
      .where(inArray(empresaTools.empresaId, found.map((empresa) => empresa.id)));
    return [
      seccion(
        'servicio',
        'Empresas',
        found.map(({ id, ...empresa }) => ({
          ...empresa,
          herramientasActivas: tools.filter((tool) => tool.empresaId === id && tool.activa).map((tool) => tool.herramienta),
        })),
      ),
    ];
  };
}
