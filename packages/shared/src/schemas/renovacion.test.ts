import { describe, expect, it } from 'vitest';
import { addYearsIso, daysBetweenIso } from '../calendar.ts';
import {
  adminRenovacionListQuerySchema,
  defaultRenovacionDates,
  estadoRenovacion,
  estadoRenovacionEmpresa,
  estadoRenovacionWorker,
  periodoARenovar,
  RENOVACION_MESSAGES,
  renovacionCompletaSchema,
  renovacionFiltroQuery,
  renovacionProductosSaveSchema,
} from './renovacion.ts';

const flags = (renueva: boolean, procesada: boolean, deshabilitarRenovacion: boolean) => ({ renueva, procesada, deshabilitarRenovacion });

describe('the status readings of spec 3 §4.1 and §4.6', () => {
  it('reads the same flags differently for the collaborator and superadmin, the worker and the company detail', () => {
    expect(estadoRenovacion(flags(false, false, false))).toBe('PENDIENTE');
    expect(estadoRenovacion(flags(true, false, false))).toBe('ACEPTADA');
    expect(estadoRenovacion(flags(true, true, false))).toBe('PROCESADA');
    expect(estadoRenovacion(flags(true, true, true))).toBe('DESHABILITADA');
    expect(estadoRenovacionWorker(flags(false, false, true))).toBe('PROCESADA');
    expect(estadoRenovacionWorker(flags(true, false, false))).toBe('ACEPTADA');
    expect(estadoRenovacionWorker(flags(false, false, false))).toBe('PENDIENTE');
    expect(estadoRenovacionEmpresa(flags(true, false, false))).toBe('ACTIVA');
    expect(estadoRenovacionEmpresa(flags(false, false, true))).toBe('DESHABILITADA');
    expect(estadoRenovacionEmpresa(flags(false, false, false))).toBe('PENDIENTE');
  });

  it('turns a status filter into the query of spec 3 §4.2', () => {
    expect(renovacionFiltroQuery('pendientes')).toEqual({ renueva: false, deshabilitarRenovacion: false, procesada: false });
    expect(renovacionFiltroQuery('aceptadas')).toEqual({ renueva: true });
    expect(renovacionFiltroQuery('todas')).toEqual({});
  });
});

describe('renewal forms', () => {
  it('checks the new renewal: a tool, the end not before the start, the renewal date not after the end', () => {
    const result = renovacionCompletaSchema.safeParse({ fechaInicio: '2026-05-01', fechaFin: '2026-04-30', fechaRenovacion: '2026-05-02', tools: {}, productos: [] });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining([RENOVACION_MESSAGES.toolRequired, RENOVACION_MESSAGES.fechaFinBeforeInicio, RENOVACION_MESSAGES.fechaRenovacionAfterFin]));
    const ok = renovacionCompletaSchema.parse({ ...defaultRenovacionDates('2026-03-10'), tools: { lopdgdd: true }, productos: [{ nombrePlantilla: 'LOPD', precioDescuento: '90,5' }] });
    expect(ok).toMatchObject({ fechaInicio: '2026-03-10', fechaFin: '2027-03-10', fechaRenovacion: '2027-02-20', enviarEmail: true, productos: [{ nombrePlantilla: 'LOPD', precioDescuento: 90.5 }] });
  });

  /*
   * A staff renewal continues its tools' running period (docs/decisions/0075): the next period is
   * invoiced from the renewal's fechaFin (renovaciones-cycle.service.ts), so any other end leaves days
   * unbilled or bills them twice.
   */
  it("starts at the tools' running period, 18 days before its end, and at today → a year later only for tools without one", () => {
    const lopd = { fechaInicio: '2026-05-01', fechaFin: '2027-05-01' };
    const sinPeriodo = { fechaInicio: null, fechaFin: null };
    expect(defaultRenovacionDates('2026-11-30', [lopd])).toEqual({ fechaInicio: '2026-05-01', fechaFin: '2027-05-01', fechaRenovacion: '2027-04-13' });
    expect(defaultRenovacionDates('2026-11-30', [sinPeriodo, lopd])).toEqual(defaultRenovacionDates('2026-11-30', [lopd]));
    // Tools ending on different days: the period ending first (the others are renewed separately).
    const acoso = { fechaInicio: '2026-02-10', fechaFin: '2027-02-10' };
    expect(periodoARenovar([lopd, acoso])).toEqual(acoso);
    expect(defaultRenovacionDates('2026-11-30', [lopd, acoso])).toEqual({ fechaInicio: '2026-02-10', fechaFin: '2027-02-10', fechaRenovacion: '2027-01-23' });
    // No period (never signed nor adopted): spec 3 §9.
    expect(periodoARenovar([sinPeriodo])).toBeNull();
    expect(defaultRenovacionDates('2026-11-30', [sinPeriodo])).toEqual({ fechaInicio: '2026-11-30', fechaFin: '2027-11-30', fechaRenovacion: '2027-11-12' });
    expect(defaultRenovacionDates('2026-11-30')).toEqual(defaultRenovacionDates('2026-11-30', [sinPeriodo]));
  });

  it('writes the period texts with dd/mm/aaaa dates', () => {
    expect(RENOVACION_MESSAGES.periodoEnCurso('2026-05-01', '2027-05-01')).toBe('Periodo en curso de las herramientas: 01/05/2026 – 01/05/2027');
    expect(RENOVACION_MESSAGES.fechaFinPeriodo('LOPDGDD', '2027-05-01')).toBe(
      'La fecha de fin debe ser la del fin del periodo en curso de LOPDGDD (01/05/2027): otra dejaría días sin facturar o los facturaría dos veces.',
    );
    expect(RENOVACION_MESSAGES.finDeHerramienta('Acoso Laboral', '2027-02-10')).toBe('Acoso Laboral el 10/02/2027');
  });

  it('refuses a negative price with the "Validación de precios" text, and a protocol twice', () => {
    const negative = renovacionProductosSaveSchema.safeParse([{ nombrePlantilla: 'LOPD', precioDescuento: -1 }]);
    expect(negative.error?.issues[0]?.message).toBe(RENOVACION_MESSAGES.preciosInvalid);
    expect(renovacionProductosSaveSchema.safeParse([{ nombrePlantilla: 'LOPD', precioDescuento: 0 }]).success).toBe(true);
    // More than two decimals is refused, not rounded (decision 0057): "0,004" is not a free year.
    for (const precioDescuento of [0.004, '0,004', 90.555]) {
      expect(renovacionProductosSaveSchema.safeParse([{ nombrePlantilla: 'LOPD', precioDescuento }]).error?.issues[0]?.message).toBe(RENOVACION_MESSAGES.preciosInvalid);
    }
    expect(renovacionProductosSaveSchema.parse([{ nombrePlantilla: 'LOPD', precioDescuento: '90,55' }])[0]!.precioDescuento).toBe(90.55);
    expect(renovacionProductosSaveSchema.safeParse([{ nombrePlantilla: 'LOPD', precioDescuento: 1 }, { nombrePlantilla: 'LOPD', precioDescuento: 2 }]).success).toBe(false);
  });

  it('accepts years 2000 to 2050 only', () => {
    expect(adminRenovacionListQuerySchema.safeParse({ year: '2050', mes: '12' }).success).toBe(true);
    expect(adminRenovacionListQuerySchema.safeParse({ year: '1999' }).success).toBe(false);
    expect(adminRenovacionListQuerySchema.safeParse({ mes: '13' }).success).toBe(false);
  });
});

describe('calendar days', () => {
  it('adds years keeping the day, 29 February becoming 28, and counts days across a year end', () => {
    expect(addYearsIso('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYearsIso('2026-12-31', 1)).toBe('2027-12-31');
    expect(daysBetweenIso('2026-12-20', '2027-01-07')).toBe(18);
    expect(daysBetweenIso('2027-01-07', '2026-12-20')).toBe(-18);
  });
});
