import { addDaysIso, addYearsIso, madridIsoDate } from '@cumplia/shared/calendar';
import { RENOVACION_DATE_OFFSET_DAYS } from '@cumplia/shared/schemas/renovacion';
import type { Database } from '../../db/database.ts';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import type { FacturaEmitida } from '../../events/factura-emitida.event.ts';
import { renovacionProcesada } from '../../events/renovacion-procesada.event.ts';
import { recordAudit, systemActor } from '../audit/audit.service.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { herramientasFinalizadasEmail, renovacionAvisoEmail } from './renovacion-emails.ts';
import {
  adoptUnperiodedTools,
  allProductosOf,
  closeRenovacion,
  createDueRenovaciones,
  dueForClosing,
  empresaContact,
  endTools,
  renewTools,
  setFacturaOfRenovacion,
  toolsOf,
} from './renovaciones.repository.ts';

/**
 * Days before a period's end the daily job creates its renewal (docs/decisions/0030): 45, so that
 * the company's notice arrives four weeks before the renewal date and the approval window (18 days
 * before the renewal date, 36 before the end) opens nine days after it.
 */
export const RENEWAL_LEAD_DAYS = 45;
/** Renewals created per statement, and closed per sweep, on a run of the job. */
const CREATION_BATCH = 2_000;
const CLOSING_BATCH = 200;
/**
 * Renewals closed side by side on a run. Each close waits on the database most of its time (its own
 * transaction, then its invoice's and the invoice e-mail's), so a few at once keep the process busy:
 * 1,000 accepted renewals with their invoices closed in 28.7 s one at a time, 21.5 s two at a time
 * and 17.6 s four at a time (`BENCH_ONLY=renewals`, 2026-11-30, decision 0030). Each holds one pooled
 * connection at a time, never two, and the job runs at 00:20.
 */
const CLOSING_AT_ONCE = 4;

/** What one run of the job did. */
export interface DailyRunSummary {
  today: string;
  adopted: number;
  created: number;
  processed: number;
  ended: number;
  failed: number;
}

/** The yearly cycle of renewals: the daily job's work, and the link from a renewal to its invoice. */
export interface RenovacionesCycleService {
  /** The daily job: periods adopted, renewals created, accepted ones processed, disabled ones ended. */
  runDaily(): Promise<DailyRunSummary>;
  /** A renewal's invoice, once issued, is linked to it (a listener of `factura.emitida`). */
  linkFactura(uow: UnitOfWork, issued: FacturaEmitida): Promise<void>;
}

interface Log {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export function createRenovacionesCycleService(deps: {
  db: Database;
  unitOfWork: UnitOfWorkRunner;
  outbox: Pick<OutboxService, 'queueEmails'>;
  publicUrl: string;
  /** The clock: tests move it through the years. */
  now?: () => Date;
  log?: Log;
}): RenovacionesCycleService {
  const { db, unitOfWork, outbox, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => madridIsoDate(now());

  /** One renewal whose period has ended, closed by the job in a unit of work of its own. */
  async function closeOne(id: string, kind: 'ACCEPTED' | 'DISABLED', day: string): Promise<'processed' | 'ended' | 'skipped'> {
    return unitOfWork.run(async (uow) => {
      const { tx } = uow;
      const at = now();
      const state = await closeRenovacion(tx, id, kind, day, at);
      // Another run (or server) closed it first, or staff changed it since it was read.
      if (!state) return 'skipped';
      const tools = await toolsOf(tx, state.empresaId, true);
      // The tools whose period ends with this renewal's.
      const due = tools.filter((tool) => tool.activa && tool.fechaFin !== null && tool.fechaFin <= state.fechaFin);
      const productos = new Map((await allProductosOf(tx, state.id)).map((row) => [row.tool, row.precioCents]));
      const renewed = kind === 'ACCEPTED' ? due.filter((tool) => productos.has(tool.tool)).map((tool) => ({ tool: tool.tool, precioCents: productos.get(tool.tool)! })) : [];
      const ended = due.filter((tool) => !renewed.some((renewal) => renewal.tool === tool.tool)).map((tool) => tool.tool);
      const fechaFinNueva = addYearsIso(state.fechaFin, 1);
      await renewTools(tx, state.empresaId, renewed, state.fechaFin, fechaFinNueva);
      await endTools(tx, state.empresaId, ended);
      // The new period is invoiced once this commits (facturas), and the invoice linked back here.
      if (renewed.length > 0) {
        await uow.publish(renovacionProcesada, { renovacionId: state.id, empresaId: state.empresaId, tools: renewed, fechaInicio: state.fechaFin, fechaFin: fechaFinNueva });
      }
      const contact = await empresaContact(tx, state.empresaId);
      if (contact?.email && ended.length > 0) {
        await outbox.queueEmails(uow, herramientasFinalizadasEmail, [{ to: contact.email, data: { publicUrl, razonSocial: contact.razonSocial, tools: ended, fecha: state.fechaFin } }]);
      }
      await recordAudit(tx, systemActor, {
        action: kind === 'ACCEPTED' ? 'renovacion.processed' : 'renovacion.ended',
        entityType: 'renovacion',
        entityId: state.id,
        changes: {
          empresaId: state.empresaId,
          renovadas: renewed.map((tool) => tool.tool),
          finalizadas: ended,
          periodo: renewed.length > 0 ? [state.fechaFin, fechaFinNueva] : null,
        },
      });
      return kind === 'ACCEPTED' ? 'processed' : 'ended';
    });
  }

  return {
    async runDaily() {
      const day = today();
      const summary: DailyRunSummary = { today: day, adopted: 0, created: 0, processed: 0, ended: 0, failed: 0 };
      summary.adopted = await unitOfWork.run((uow) => adoptUnperiodedTools(uow.tx, day));

      // Renewals for the periods ending within the lead time (or already ended without one), batch by batch.
      const horizon = addDaysIso(day, RENEWAL_LEAD_DAYS);
      for (let attempt = 0; attempt < 1_000; attempt++) {
        let created;
        try {
          created = await unitOfWork.run(async (uow) => {
            const rows = await createDueRenovaciones(uow.tx, { horizon, offsetDays: RENOVACION_DATE_OFFSET_DAYS, limit: CREATION_BATCH, at: now() });
            await outbox.queueEmails(
              uow,
              renovacionAvisoEmail,
              rows
                .filter((row) => row.email)
                .map((row) => ({
                  to: row.email,
                  data: { publicUrl, razonSocial: row.razonSocial, fechaFin: row.fechaFin, fechaFinNueva: addYearsIso(row.fechaFin, 1), fechaRenovacion: row.fechaRenovacion, lineas: row.lineas },
                })),
            );
            return rows.length;
          });
        } catch (error) {
          // Another server creating the same renewals at once may deadlock with this one: the next batch reads what it committed.
          summary.failed++;
          deps.log?.error({ err: error }, 'renewals: a creation batch failed; it is tried again');
          if (summary.failed > 3) break;
          continue;
        }
        summary.created += created;
        if (created < CREATION_BATCH) break;
      }

      // Accepted and disabled renewals whose period has ended: one unit of work each (each issues an
      // invoice), CLOSING_AT_ONCE of them side by side; one that fails leaves the others to go on.
      const seen = new Set<string>();
      const closeEach = async (queue: Awaited<ReturnType<typeof dueForClosing>>) => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          try {
            const outcome = await closeOne(next.id, next.kind, day);
            if (outcome === 'processed') summary.processed++;
            else if (outcome === 'ended') summary.ended++;
          } catch (error) {
            summary.failed++;
            deps.log?.error({ err: error, renovacionId: next.id }, 'renewals: a renewal could not be closed; the next run tries again');
          }
        }
      };
      for (;;) {
        const due = (await dueForClosing(db, day, CLOSING_BATCH + seen.size)).filter((row) => !seen.has(row.id));
        if (due.length === 0) break;
        for (const { id } of due) seen.add(id);
        await Promise.all(Array.from({ length: CLOSING_AT_ONCE }, () => closeEach(due)));
      }
      deps.log?.info({ renewals: summary }, 'renewals: daily run done');
      return summary;
    },

    async linkFactura(uow, issued) {
      if (issued.origen === 'RENOVACION' && issued.origenId) await setFacturaOfRenovacion(uow.tx, issued.origenId, issued.facturaId);
    },
  };
}
