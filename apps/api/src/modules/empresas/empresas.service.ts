import { ROLES } from '@cumplia/shared/enums';
import { BASE_PRICES_CENTS } from '@cumplia/shared/money';
import { EMPRESA_REGISTRATION_SUCCESS, type Empresa, type EmpresaRegistration } from '@cumplia/shared/schemas/empresa';
import { PLACEHOLDER_IBAN } from '@cumplia/shared/enums';
import type { Database } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import type { AuthenticatedUser } from '../../plugins/access-policy.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import type { AccountsService } from '../auth/accounts.service.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { toEmpresaWire } from './empresa-wire.ts';
import { findEmpresaView, insertEmpresa, isNifCifTaken } from './empresas.repository.ts';

export interface EmpresasService {
  /**
   * Public registration: the company (unverified, without gestoría, at the base prices) and its
   * administrator user, who gets the verification e-mail. All of it or nothing.
   */
  register(actor: Actor, input: EmpresaRegistration): Promise<{ id: string; nifCif: string; username: string; email: string; message: string }>;
  /** The logged-in client's own company. */
  mine(user: AuthenticatedUser): Promise<Empresa>;
}

export function createEmpresasService(deps: { db: Database; accounts: AccountsService; outbox: OutboxService }): EmpresasService {
  const { db, accounts, outbox } = deps;

  return {
    async register(actor, input) {
      if (await isNifCifTaken(db, input.nifCif)) throw conflict('DUPLICATE_NIF_CIF');
      const numCuenta = input.metodoDePago === 'SEPA' ? input.numCuenta : PLACEHOLDER_IBAN;
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          const empresaId = await insertEmpresa(tx, {
            gestoriaId: null,
            razonSocial: input.razonSocial,
            nombreComercial: input.nombreComercial,
            nifCif: input.nifCif,
            tipo: input.tipo,
            nombre: input.nombre,
            email: input.email,
            telefono: input.telefono,
            direccion: input.direccion,
            provincia: input.provincia,
            codigoPostal: input.codigoPostal,
            cnae: input.cnae,
            actividad: input.actividad,
            numTrabajadores: input.numTrabajadores,
            numCuenta,
            metodoDePago: input.metodoDePago,
            lopdgdd: input.lopdgdd,
            acosoLaboral: input.acosoLaboral,
            desconexionDigital: input.desconexionDigital,
            precioLopdgddCents: BASE_PRICES_CENTS.LOPD,
            precioAcosoLaboralCents: BASE_PRICES_CENTS.ACOSO,
            precioDesconexionDigitalCents: BASE_PRICES_CENTS.DIGITAL,
            verificado: false,
          });
          await accounts.createPendingUser(tx, actor, {
            username: input.username,
            name: input.nombre,
            email: input.email,
            roles: [ROLES.COMPANY],
            empresaIds: [empresaId],
          });
          await recordAudit(tx, actor, {
            action: 'empresa.registered',
            entityType: 'empresa',
            entityId: empresaId,
            changes: { nifCif: input.nifCif, razonSocial: input.razonSocial, lopdgdd: input.lopdgdd, acosoLaboral: input.acosoLaboral, desconexionDigital: input.desconexionDigital },
          });
          return empresaId;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'empresas_nif_cif_unique')) throw conflict('DUPLICATE_NIF_CIF');
        throw error;
      }
      await outbox.dispatch();
      return { id, nifCif: input.nifCif, username: input.username, email: input.email, message: EMPRESA_REGISTRATION_SUCCESS };
    },

    async mine(user) {
      const empresaId = user.empresaIds[0];
      const view = empresaId ? await findEmpresaView(db, empresaId) : undefined;
      if (!view) throw notFound('No tiene una empresa asociada.');
      return toEmpresaWire(view);
    },
  };
}
