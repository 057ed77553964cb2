import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { empresas, empresaTools, gestorias } from '../../db/schema/index.ts';
import { empresasOf, seccion, type PersonalDataSource } from '../../lib/datos-personales.ts';

/** The person's companies (`empresasOf`), each with its active tools and its collaborator. */
export function empresasPersonalData(db: Database): PersonalDataSource {
  return async (interesado) => {
    const where = empresasOf(db, interesado);
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
