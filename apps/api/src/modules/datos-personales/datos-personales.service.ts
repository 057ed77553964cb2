import type { DatosPersonales, SolicitudDatosPersonalesEnviada } from '@cumplia/shared/schemas/datos-personales';
import type { Database } from '../../db/database.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import type { ModuleContext } from '../manifest.ts';

export interface DatosPersonalesService {
  /**
   * Everything the modules hold about the person named (RGPD arts. 15 and 20), each set with its
   * purpose and period; the lookup recorded in the audit log (who looked up whom, and how much was
   * found: art. 5.2) before the answer is given.
   */
  answer(actor: Actor, solicitud: SolicitudDatosPersonalesEnviada): Promise<DatosPersonales>;
}

export function createDatosPersonalesService(deps: { db: Database; gather: ModuleContext['datosPersonales']; now: () => Date }): DatosPersonalesService {
  return {
    async answer(actor, { nif, email, telefono }) {
      const interesado = { nif: nif || null, email: email || null, telefono: telefono || null };
      const secciones = await deps.gather(interesado);
      await recordAudit(deps.db, actor, {
        action: 'EXPORT',
        entityType: 'datos-personales',
        changes: { interesado, secciones: secciones.map((found) => `${found.titulo}: ${found.registros.length}`) },
      });
      return { generadoEl: deps.now().toISOString(), interesado, secciones };
    },
  };
}
