import { z } from 'zod';
import type { JobDefinition } from './queue.ts';
import type { AltaMasivaService } from '../modules/alta-masiva/alta-masiva.service.ts';

export const PROCESS_CSV_JOB = 'process-csv';

const payload = z.object({ archivoId: z.uuid() });

/**
 * Processes a bulk-upload file for a while and hands the rest to a new job, so that no job runs
 * long. Each line is done once, whatever runs twice: its result row has a unique key.
 */
export function processCsvJob(altaMasiva: AltaMasivaService): JobDefinition<z.infer<typeof payload>> {
  return {
    name: PROCESS_CSV_JOB,
    payload,
    async handle({ archivoId }) {
      if (!(await altaMasiva.processChunk(archivoId))) await altaMasiva.enqueue(archivoId);
    },
  };
}
