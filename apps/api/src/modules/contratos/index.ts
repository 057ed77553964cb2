import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { contratoFirmaEmail } from './contrato-firma-email.ts';
import { mandatoFirmaEmail } from './mandato-firma-email.ts';
import { empresaIbanCambiado } from '../../events/empresa-iban-cambiado.event.ts';
import { listen } from '../../events/listen.ts';
import { systemActor } from '../audit/audit.service.ts';
import { contratosRoutes } from './contratos.routes.ts';
import { createContratosService, type ContratosService } from './contratos.service.ts';
import { firmaPage } from './firma-page.ts';
import { loadSealCertificate, sealOptionsOf, type SealCertificate } from './seal.ts';
import { contratosPersonalData } from './contratos.datos-personales.ts';

declare module '../manifest.ts' {
  interface AppServices {
    contratos: ContratosService;
  }
}

/** Contracts signed by SMS code, their evidence and sealed PDFs (decision 0022). */
export const contratosModule = defineModule({
  name: 'contratos',
  provides: ['contratos'],
  needs: ['outbox'],
  services({ db, unitOfWork, config, secret, proveedor }, { outbox }) {
    // The sealing certificate: configured, or made at the first signature and kept in the database.
    let sealLoading: Promise<SealCertificate> | undefined;
    const seal = () =>
      (sealLoading ??= loadSealCertificate(db, sealOptionsOf(config)).catch((error: unknown) => {
        sealLoading = undefined;
        throw error;
      }));
    return {
      contratos: createContratosService({
        db,
        unitOfWork,
        outbox,
        secret,
        seal,
        config: {
          publicUrl: config.PUBLIC_URL,
          proveedor,
          creditorId: config.PROVIDER_SEPA_CREDITOR_ID,
          linkValidDays: config.CONTRACT_LINK_VALID_DAYS,
          signedPdfUrlPrefix: `${API_PREFIXES.core}/pdfs/contratos`,
        },
      }),
    };
  },
  routes: ({ contratos }, { config }) => [mount(API_PREFIXES.core, contratosRoutes, { contratos, rateLimitPerMinute: config.PUBLIC_RATE_LIMIT_PER_MINUTE })],
  pages: ({ contratos }, { config }) => [firmaPage(contratos, config.PUBLIC_RATE_LIMIT_PER_MINUTE)],
  emails: () => [contratoFirmaEmail, mandatoFirmaEmail],
  // A new debtor account is signed for (decision 0050): its mandate goes out when the change commits.
  listeners: ({ contratos }) => [
    listen(empresaIbanCambiado, 'contratos.mandato-nueva-cuenta', (uow, cambio) =>
      contratos.requestAccountMandate(uow, systemActor, { empresaId: cambio.empresaId, iban: cambio.ibanNuevo, sepa: cambio.metodoDePago === 'SEPA' }).then(() => undefined),
    ),
  ],
  personalData: (_services, { db }) => contratosPersonalData(db),
});
