import { describe, expect, it } from 'vitest';
import type { ToolCode } from '@cumplia/shared/enums';
import { AppError } from '../../lib/app-error.ts';
import type { ToolChoice, ToolState } from './empresa-wire.ts';
import { planToolChange, type ToolChangePlan, type ToolChangeRequest } from './tool-change-plan.ts';

const empresaId = '00000000-0000-4000-8000-000000000001';
const at = new Date('2026-03-02T09:30:00Z');
const signedBefore = new Date('2025-05-01T10:00:00Z');
/** The gestoría's prices of the moment. */
const prices: Record<ToolCode, number> = { LOPD: 12000, ACOSO: 8000, DIGITAL: 6000 };

/** LOPD on at 110 € (signed), ACOSO off at 85,50 €, DIGITAL off at 90 €. */
const current: ToolState[] = [
  { tool: 'LOPD', activa: true, precioCents: 11000, fechaFirmaContrato: signedBefore },
  { tool: 'ACOSO', activa: false, precioCents: 8550, fechaFirmaContrato: null },
  { tool: 'DIGITAL', activa: false, precioCents: 9000, fechaFirmaContrato: null },
];

const on = (precioCents: number | null = null, reprice?: boolean): ToolChoice => ({ activa: true, precioCents, ...(reprice ? { reprice } : {}) });
const off: ToolChoice = { activa: false, precioCents: null };
/** The three flags as the gestoría's, the worker's and a creation form's calls give them: no price of their own. */
const flags = (lopd: boolean, acoso: boolean, digital: boolean): Partial<Record<ToolCode, ToolChoice>> => ({
  LOPD: lopd ? on() : off,
  ACOSO: acoso ? on() : off,
  DIGITAL: digital ? on() : off,
});

const request = (overrides: Partial<ToolChangeRequest>): ToolChangeRequest => ({
  empresaId,
  current,
  wanted: {},
  prices,
  signature: 'link',
  requirePrice: false,
  at,
  ...overrides,
});

type Expected = Partial<Omit<ToolChangePlan, 'rows'>> & { rows: Array<[ToolCode, boolean, number]> };

const cases: Array<[string, Partial<ToolChangeRequest>, Expected]> = [
  [
    'gestoría or worker toggle: a tool switched on takes the gestoría\'s price and its contract goes out by link',
    { wanted: flags(true, true, false) },
    {
      rows: [['ACOSO', true, 8000]],
      sendForSignature: ['ACOSO'],
      signedOnPaper: [],
      switchedOff: [],
      changes: { acosoLaboral: [false, true], precioAcosoLaboral: [85.5, 80] },
    },
  ],
  [
    'a tool switched off keeps its price and its pending contract is annulled; its signature date stays',
    { wanted: flags(false, false, false) },
    { rows: [['LOPD', false, 11000]], switchedOff: ['LOPD'], sendForSignature: [], changes: { lopdgdd: [true, false] } },
  ],
  ['the same flags again change nothing', { wanted: flags(true, false, false) }, { rows: [], switchedOff: [], sendForSignature: [], changes: {} }],
  [
    'staff with a price: the tools switched on take it, a tool already on keeps its own',
    { wanted: { LOPD: on(4000), ACOSO: on(4000), DIGITAL: on(4000) }, requirePrice: true },
    { rows: [['ACOSO', true, 4000], ['DIGITAL', true, 4000]], sendForSignature: ['ACOSO', 'DIGITAL'] },
  ],
  [
    'staff on paper: signed now at the price written, nothing sent',
    { wanted: { ACOSO: on(7000) }, signature: 'paper', requirePrice: true },
    {
      rows: [['ACOSO', true, 7000]],
      sendForSignature: [],
      signedOnPaper: [{ tool: 'ACOSO', precioCents: 7000 }],
      changes: { acosoLaboral: [false, true], precioAcosoLaboral: [85.5, 70], contratoAcosoAceptado: [false, true] },
    },
  ],
  [
    'multiple-price re-prices a tool already on, with no contract sent',
    { wanted: { LOPD: on(9900, true) }, requirePrice: true },
    { rows: [['LOPD', true, 9900]], sendForSignature: [], switchedOff: [], changes: { precioLopdgdd: [110, 99] } },
  ],
  ['multiple-price at the price it has writes nothing', { wanted: { LOPD: on(11000, true) }, requirePrice: true }, { rows: [], changes: {} }],
  ['a tool left out of the call stays as it is', { wanted: { DIGITAL: on() } }, { rows: [['DIGITAL', true, 6000]], sendForSignature: ['DIGITAL'], switchedOff: [] }],
  [
    'a new company (public, gestoría, CSV): a row per tool at the gestoría\'s prices, the contracts of those on sent',
    { current: null, wanted: flags(true, false, true) },
    {
      creating: true,
      rows: [['LOPD', true, 12000], ['ACOSO', false, 8000], ['DIGITAL', true, 6000]],
      sendForSignature: ['LOPD', 'DIGITAL'],
      switchedOff: [],
      changes: {},
    },
  ],
  [
    'a new company by staff: its product lines\' prices, the gestoría\'s for the rest',
    { current: null, wanted: { LOPD: on(9000), ACOSO: { activa: false, precioCents: 5000 }, DIGITAL: off } },
    { creating: true, rows: [['LOPD', true, 9000], ['ACOSO', false, 5000], ['DIGITAL', false, 6000]], sendForSignature: ['LOPD'] },
  ],
  [
    'a company with no row for a tool (written by hand): switched on, it gets its row',
    { current: current.slice(0, 1), wanted: flags(true, true, false) },
    { creating: false, rows: [['ACOSO', true, 8000]], sendForSignature: ['ACOSO'] },
  ],
];

describe('planToolChange: the one plan of every path', () => {
  it.each(cases)('%s', (_name, overrides, expected) => {
    const plan = planToolChange(request(overrides));
    const { rows, ...rest } = expected;
    expect(plan.rows).toEqual(rows.map(([tool, activa, precioCents]) => ({ empresaId, tool, activa, precioCents })));
    expect(plan).toMatchObject({ empresaId, at, creating: false, ...rest });
  });

  it('refuses a tool switched on without a price when the call needs one (spec 2 §8), whatever else the call does', () => {
    for (const wanted of [{ ACOSO: on() }, { LOPD: off, DIGITAL: on() }]) {
      const refused = (() => {
        try {
          planToolChange(request({ wanted, requirePrice: true }));
        } catch (error) {
          return error;
        }
      })();
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', message: 'El precio debe ser mayor a 0', data: { price: 'El precio debe ser mayor a 0' } });
    }
    // A price needed only for tools switched on: switching off, or a tool already on, passes.
    expect(() => planToolChange(request({ wanted: { LOPD: on(), ACOSO: off }, requirePrice: true }))).not.toThrow();
  });
});
