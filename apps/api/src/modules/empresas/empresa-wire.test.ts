import { describe, expect, it } from 'vitest';
import type { EmpresaListRow } from './empresas.repository.ts';
import { activeToolsFromWire, toEmpresaListItemWire, toolFlagsToWire, toolsFromWire, toolsToWire, toStaffEmpresaListItemWire, type EmpresaToolsWire, type ToolState } from './empresa-wire.ts';

const signedAt = new Date('2026-03-02T09:30:00Z');

const rows: ToolState[] = [
  { tool: 'LOPD', activa: true, precioCents: 11000, fechaFirmaContrato: signedAt },
  { tool: 'ACOSO', activa: true, precioCents: 8550, fechaFirmaContrato: null },
  { tool: 'DIGITAL', activa: false, precioCents: 9000, fechaFirmaContrato: null },
];

const wire: EmpresaToolsWire = {
  lopdgdd: true,
  acosoLaboral: true,
  desconexionDigital: false,
  precioLopdgdd: 110,
  precioAcosoLaboral: 85.5,
  precioDesconexionDigital: 90,
  contratoLopdAceptado: true,
  contratoAcosoAceptado: false,
  contratoDesconexionAceptado: false,
};

describe('tool rows and the flat wire fields', () => {
  it('reads the rows as the spec\'s flags, prices in euros and contract flags', () => {
    expect(toolsToWire(rows)).toEqual(wire);
    expect(toolsToWire([...rows].reverse())).toEqual(wire);
    expect(toolFlagsToWire(rows)).toEqual({ lopdgdd: true, acosoLaboral: true, desconexionDigital: false });
  });

  it('round-trips rows → wire → rows, and wire → rows → wire', () => {
    expect(toolsFromWire(toolsToWire(rows), signedAt)).toEqual(rows);
    expect(toolsToWire(toolsFromWire(wire, new Date()))).toEqual(wire);
    const allOn = { ...wire, desconexionDigital: true, contratoAcosoAceptado: true, contratoDesconexionAceptado: true, precioDesconexionDigital: 0.05 };
    expect(toolsToWire(toolsFromWire(allOn, signedAt))).toEqual(allOn);
  });

  it('dates a contract flag with the given moment, since the wire carries no date', () => {
    expect(toolsFromWire(wire, signedAt).map((row) => row.fechaFirmaContrato)).toEqual([signedAt, null, null]);
  });

  it('reads a tool without a row as off at the base price, unsigned', () => {
    expect(toolsToWire([rows[1]!])).toEqual({
      lopdgdd: false,
      acosoLaboral: true,
      desconexionDigital: false,
      precioLopdgdd: 120,
      precioAcosoLaboral: 85.5,
      precioDesconexionDigital: 90,
      contratoLopdAceptado: false,
      contratoAcosoAceptado: false,
      contratoDesconexionAceptado: false,
    });
  });

  it('tells which tools the flags switch on', () => {
    expect(activeToolsFromWire({ lopdgdd: false, acosoLaboral: true, desconexionDigital: true })).toEqual({ LOPD: false, ACOSO: true, DIGITAL: true });
  });
});

describe('the list rows', () => {
  const listRow: EmpresaListRow = {
    id: '0b3f5c2e-6a1d-4c8e-9f7a-1d2e3f4a5b6c',
    createdAt: new Date('2026-03-02T09:30:00Z'),
    razonSocial: 'Talleres Ruiz S.L.',
    nombreComercial: 'Talleres Ruiz',
    nifCif: 'B12345674',
    // As the lists read them: flag and price only; DIGITAL has no row.
    tools: [
      { tool: 'ACOSO', activa: true, precioCents: 8550 },
      { tool: 'LOPD', activa: false, precioCents: 9900 },
    ],
    metodoDePago: 'SEPA',
    verificado: true,
    username: '33333333P',
  };

  it("gives a gestoría's row its flags, the creation time as ISO and nothing of the prices", () => {
    expect(toEmpresaListItemWire(listRow)).toEqual({
      id: listRow.id,
      createdAt: '2026-03-02T09:30:00.000Z',
      razonSocial: 'Talleres Ruiz S.L.',
      nombreComercial: 'Talleres Ruiz',
      nifCif: 'B12345674',
      lopdgdd: false,
      acosoLaboral: true,
      desconexionDigital: false,
      metodoDePago: 'SEPA',
      verificado: true,
      username: '33333333P',
    });
  });

  it("gives staff's row the same fields plus each price in euros, a tool without a row at its base price", () => {
    const staffRow = { ...listRow, telefono: '+34600000000', nombre: 'Ana Ruiz', gestoriaNombre: null };
    expect(toStaffEmpresaListItemWire(staffRow)).toEqual({
      ...toEmpresaListItemWire(listRow),
      telefono: '+34600000000',
      nombre: 'Ana Ruiz',
      gestoriaNombre: null,
      precioLopdgdd: 99,
      precioAcosoLaboral: 85.5,
      precioDesconexionDigital: 90,
    });
  });
});
