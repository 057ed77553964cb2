import { buildApp } from '../../apps/api/src/app.ts';
import { connectDatabase } from '../../apps/api/src/db/connect.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { madridIsoDate } from '../../packages/shared/src/calendar.ts';
import type { DailyRunSummary } from '../../apps/api/src/modules/renovaciones/renovaciones-cycle.service.ts';
import { startServer } from './server.ts';

/** Companies with tools, each on a yearly period ending on one of the next 365 days. */
export const RENEWAL_COMPANIES = 100_000;
/** Of them, renewals accepted (to process, with their invoice) and disabled (to end) whose period ends today. */
const ACCEPTED_DUE = 1_000;
const DISABLED_DUE = 500;

/**
 * 100,000 companies, each with LOPD and ACOSO signed and on (a third with DIGITAL too), on periods
 * ending evenly over the next year (1 to 365 days from today); and 1,500 more whose period ends
 * today with their renewal already decided: 1,000 accepted, 500 disabled. Written with SQL.
 */
export async function seedRenewals(dataDir: string): Promise<void> {
  await (await startServer({ JOBS_ENABLED: 'false' }, { dataDir })).stop();
  const connection = await connectDatabase({ dataDir, poolSize: 2 });
  const total = RENEWAL_COMPANIES + ACCEPTED_DUE + DISABLED_DUE;
  try {
    await connection.raw.executeSql(
      `insert into empresas (razon_social, nombre_comercial, nif_cif, tipo, nombre, email, telefono, direccion, provincia, codigo_postal, cnae, actividad, num_cuenta, verificado, permitir_descarga)
       select 'Renovable ' || i || ' S.L.', 'Comercial V' || i, 'V' || lpad(i::text, 8, '0'), 'E', 'Titular ' || i, 'v' || i || '@example.es', '+34600000000',
              'Calle ' || i, 'Madrid', '28001', '4711', 'Comercio', 'ES9121000418450200051332', true, true
       from generate_series(1, ${total}) as i`,
    );
    // Period end: 1..365 days ahead for the first 100,000; today for the 1,500 decided ones.
    await connection.raw.executeSql(
      `with e as (select id, substr(nif_cif, 2)::int as i from empresas where nif_cif like 'V%'),
            p as (select id, i, case when i <= ${RENEWAL_COMPANIES} then current_date + 1 + (i % 365) else current_date end as fin from e)
       insert into empresa_tools (empresa_id, tool, activa, precio_cents, fecha_firma_contrato, fecha_inicio, fecha_fin)
       select p.id, t.tool::tool, t.tool <> 'DIGITAL' or p.i % 3 = 0, case t.tool when 'LOPD' then 11000 else 8500 end,
              (p.fin - interval '1 year')::timestamptz, (p.fin - interval '1 year')::date, p.fin
       from p cross join (values ('LOPD'), ('ACOSO'), ('DIGITAL')) as t(tool)`,
    );
    await connection.raw.executeSql(
      `insert into renovaciones (empresa_id, fecha_inicio, fecha_fin, fecha_renovacion, origen, renueva, deshabilitar_renovacion)
       select id, current_date - interval '1 year', current_date, current_date - 18, 'JOB', i <= ${RENEWAL_COMPANIES + ACCEPTED_DUE}, i > ${RENEWAL_COMPANIES + ACCEPTED_DUE}
       from (select id, substr(nif_cif, 2)::int as i from empresas where nif_cif like 'V%') e where i > ${RENEWAL_COMPANIES}`,
    );
    await connection.raw.executeSql(
      `insert into renovacion_productos (renovacion_id, tool, precio_cents)
       select r.id, t.tool, t.precio_cents from renovaciones r join empresa_tools t on t.empresa_id = r.empresa_id and t.activa
       join empresas e on e.id = r.empresa_id where e.nif_cif like 'V%'`,
    );
    await connection.raw.executeSql('vacuum analyze');
  } finally {
    await connection.close();
  }
}

export interface RenewalFigures {
  /** The first run: every renewal within 45 days created, the decided ones processed and ended. */
  first: { seconds: number; summary: DailyRunSummary };
  /** The same day again: nothing to do. */
  again: { seconds: number; summary: DailyRunSummary };
  /** The next day: one day's renewals. */
  nextDay: { seconds: number; summary: DailyRunSummary };
  /** Renewals per (company, period end) after the three runs: 1 everywhere. */
  duplicates: number;
  invoices: number;
}

/**
 * The job's runs on the database, as a server runs them (the application assembled on a pool of 4,
 * its invoices issued by their listeners), timed. Messages are stored as a server stores them;
 * delivering them is the outbox job's, not measured here (no jobs run).
 */
export async function benchRenewals(dataDir: string): Promise<RenewalFigures> {
  let clock = new Date();
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: '4', JOBS_ENABLED: 'false', LOG_LEVEL: 'silent' }), { now: () => clock });
  try {
    const { renovacionesCycle } = app.context.services;
    const connection = app.context.database;
    const timed = async () => {
      const started = performance.now();
      const summary = await renovacionesCycle.runDaily();
      return { seconds: (performance.now() - started) / 1000, summary };
    };
    const first = await timed();
    const again = await timed();
    clock = new Date(clock.getTime() + 86_400_000);
    const nextDay = await timed();
    const today = madridIsoDate(new Date());
    const [check] = (
      await connection.raw.executeSql(
        `select (select count(*) from (select 1 from renovaciones group by empresa_id, fecha_fin having count(*) > 1) d)::int as duplicates,
                (select count(*) from facturas where origen = 'RENOVACION' and fecha >= $1::date)::int as invoices`,
        [today],
      )
    ).rows as Array<{ duplicates: number; invoices: number }>;
    return { first, again, nextDay, duplicates: check!.duplicates, invoices: check!.invoices };
  } finally {
    await app.close();
  }
}
