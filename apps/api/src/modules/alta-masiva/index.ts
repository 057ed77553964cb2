import { processCsvJob } from '../../jobs/process-csv.job.ts';
import { jobWorker } from '../../jobs/queue.ts';
import { resumeCsvJob } from '../../jobs/resume-csv.job.ts';
import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { altaMasivaPersonalData } from './alta-masiva.datos-personales.ts';
import { altaMasivaRoutes } from './alta-masiva.routes.ts';
import { createAltaMasivaService, type AltaMasivaService } from './alta-masiva.service.ts';

declare module '../manifest.ts' {
  interface AppServices {
    altaMasiva: AltaMasivaService;
  }
}

/** The gestorías' bulk upload of companies from a CSV file (decision 0012). */
export const altaMasivaModule = defineModule({
  name: 'alta-masiva',
  provides: ['altaMasiva'],
  needs: ['empresaCreation', 'protocolos'],
  services: ({ db, unitOfWork, queue, bulkWork, log, now }, { empresaCreation, protocolos }) => ({
    altaMasiva: createAltaMasivaService({ db, unitOfWork, queue, bulkWork, empresaCreation, protocolos, log, now }),
  }),
  purge: ({ altaMasiva }) => async () => void (await altaMasiva.purgeOld()),
  routes: ({ altaMasiva }) => [mount(API_PREFIXES.core, altaMasivaRoutes, { altaMasiva })],
  jobs: ({ altaMasiva }) => [
    jobWorker(processCsvJob, ({ archivoId }) => altaMasiva.continueProcessing(archivoId)),
    jobWorker(resumeCsvJob, () => altaMasiva.resumeStalled()),
  ],
  // Files a stopped server left half done go on now (their lines already done are kept).
  onJobsStarted: ({ altaMasiva }) => altaMasiva.resumeUnfinished(),
  personalData: (_services, { db }) => altaMasivaPersonalData(db),
});
