import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { contratoCodigos, contratoEventos, contratos, empresas } from '../../db/schema/index.ts';
import { byAnyOf, sameAs, seccion, type PersonalDataSource } from '../../lib/datos-personales.ts';

/**
 * The contracts the person signed (their NIF as signer) or whose signing code went to their phone,
 * with the evidence of each step: when, from which IP address and browser.
 */
export function contratosPersonalData(db: Database): PersonalDataSource {
  return async ({ nif, telefono }) => {
    const where = byAnyOf([
      sameAs(contratos.signerNif, nif),
      telefono ? inArray(contratos.id, db.select({ id: contratoCodigos.contratoId }).from(contratoCodigos).where(eq(contratoCodigos.phone, telefono))) : undefined,
    ]);
    if (!where) return [];
    const found = await db
      .select({
        id: contratos.id,
        empresa: empresas.razonSocial,
        nifCifEmpresa: empresas.nifCif,
        documento: contratos.tipo,
        herramienta: contratos.tool,
        estado: contratos.status,
        firmante: contratos.signerName,
        nifFirmante: contratos.signerNif,
        firmado: contratos.signedAt,
        cuentaDelMandato: contratos.mandateIban,
        referenciaDelMandato: contratos.mandateReference,
      })
      .from(contratos)
      .innerJoin(empresas, eq(empresas.id, contratos.empresaId))
      .where(where)
      .orderBy(contratos.createdAt);
    if (found.length === 0) return [];
    const events = await db
      .select({ contratoId: contratoEventos.contratoId, paso: contratoEventos.tipo, fecha: contratoEventos.at, direccionIp: contratoEventos.ip, navegador: contratoEventos.userAgent })
      .from(contratoEventos)
      .where(inArray(contratoEventos.contratoId, found.map((contrato) => contrato.id)))
      .orderBy(contratoEventos.seq);
    return [
      seccion(
        'servicio',
        'Firmas de contratos',
        found.map(({ id, ...contrato }) => ({ ...contrato, evidencias: events.filter((event) => event.contratoId === id).map(({ contratoId: _contratoId, ...event }) => event) })),
      ),
    ];
  };
}
