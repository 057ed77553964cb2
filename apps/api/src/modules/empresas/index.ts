import { contratoFirmado } from '../../events/contrato-firmado.event.ts';
import { empresaIbanCambiado } from '../../events/empresa-iban-cambiado.event.ts';
import { cuentaCambiadaEmail } from './cuenta-cambiada-email.ts';
import { listen } from '../../events/listen.ts';
import { compactEmpresaCountsJob } from '../../jobs/compact-empresa-counts.job.ts';
import { jobWorker } from '../../jobs/queue.ts';
import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { createEmpresaCreationService, type EmpresaCreationService } from './empresa-creation.service.ts';
import { createEmpresaEditsService, type EmpresaEditsService } from './empresa-edits.service.ts';
import { createEmpresaReadsService, type EmpresaReadsService } from './empresa-reads.service.ts';
import { empresaToolsRoutes } from './empresa-tools.routes.ts';
import { createEmpresaToolsService, type EmpresaToolsService } from './empresa-tools.service.ts';
import { empresaVerificationRoutes } from './empresa-verification.routes.ts';
import { empresasRoutes } from './empresas.routes.ts';
import { gestoriaEmpresasRoutes } from './gestoria-empresas.routes.ts';
import { staffEmpresaDetailRoutes } from './staff-empresa-detail.routes.ts';
import { staffEmpresasRoutes } from './staff-empresas.routes.ts';
import { empresasPersonalData } from './empresas.datos-personales.ts';

declare module '../manifest.ts' {
  interface AppServices {
    /** Companies as every audience reads them, and the lookups by id or NIF/CIF. */
    empresaReads: EmpresaReadsService;
    /** Every change of a company's tools, through the one tool-change plan (decision 0041). */
    empresaTools: EmpresaToolsService;
    /** "Alta de una empresa" of every kind: public, gestoría, bulk upload, staff. */
    empresaCreation: EmpresaCreationService;
    /** Edits of a company's data and account, verification, downloads. */
    empresaEdits: EmpresaEditsService;
  }
}

/** Companies and their tools, for every audience (decisions 0009, 0015, 0017, 0018, 0021, 0041). */
export const empresasModule = defineModule({
  name: 'empresas',
  provides: ['empresaReads', 'empresaTools', 'empresaCreation', 'empresaEdits'],
  needs: ['accounts', 'gestorias', 'contratos', 'outbox'],
  services: ({ db, unitOfWork, config, now }, { accounts, gestorias, contratos, outbox }) => {
    const reads = createEmpresaReadsService({ db, now });
    const tools = createEmpresaToolsService({ unitOfWork, reads, gestorias, contratos, now });
    return {
      empresaReads: reads,
      empresaTools: tools,
      empresaCreation: createEmpresaCreationService({ unitOfWork, accounts, gestorias, reads, tools }),
      empresaEdits: createEmpresaEditsService({ db, unitOfWork, accounts, reads, tools, outbox, publicUrl: config.PUBLIC_URL }),
    };
  },
  routes: ({ empresaReads: reads, empresaTools: tools, empresaCreation: creation, empresaEdits: edits, captcha }, { config }) => [
    mount(API_PREFIXES.core, empresasRoutes, { creation, reads, captcha, rateLimitPerMinute: config.PUBLIC_RATE_LIMIT_PER_MINUTE }),
    mount(API_PREFIXES.core, gestoriaEmpresasRoutes, { creation, reads, edits }),
    mount(API_PREFIXES.core, staffEmpresaDetailRoutes, { reads, edits }),
    mount(API_PREFIXES.core, staffEmpresasRoutes, { creation, reads }),
    mount(API_PREFIXES.core, empresaToolsRoutes, { tools }),
    mount(API_PREFIXES.core, empresaVerificationRoutes, { edits }),
  ],
  jobs: ({ empresaReads }) => [jobWorker(compactEmpresaCountsJob, () => empresaReads.compactCounts())],
  emails: () => [cuentaCambiadaEmail],
  listeners: ({ empresaTools, empresaEdits }) => [
    listen(contratoFirmado, 'empresas.registrar-firma', (uow, firmado) => empresaTools.recordContratoSigned(uow, firmado)),
    listen(empresaIbanCambiado, 'empresas.avisar-cuenta-cambiada', (uow, cambio) => empresaEdits.notifyIbanChanged(uow, cambio)),
  ],
  personalData: (_services, { db }) => empresasPersonalData(db),
});
