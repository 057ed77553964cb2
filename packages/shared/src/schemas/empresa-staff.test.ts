import { describe, expect, it } from 'vitest';
import { productoLinesSchema, staffEmpresaListQuerySchema, staffEmpresaMultiplePriceSchema, staffEmpresaToolsSchema } from './empresa.ts';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('staff company schemas (spec 2)', () => {
  it('reads product lines typed as text, one per protocol', () => {
    expect(productoLinesSchema.parse([{ nombrePlantilla: 'LOPD', precioDescuento: '120,5' }, { nombrePlantilla: 'ACOSO', precioDescuento: 0.01 }])).toEqual([
      { nombrePlantilla: 'LOPD', precioDescuento: 120.5 },
      { nombrePlantilla: 'ACOSO', precioDescuento: 0.01 },
    ]);
    // A tool costs at least 0,01 € (issue 20): 0 and what rounds to 0 cents are refused.
    for (const price of [0, '0', '0,00', 0.001, '0,004']) {
      expect(messagesOf(productoLinesSchema.safeParse([{ nombrePlantilla: 'LOPD', precioDescuento: price }]))).toEqual({ '0.precioDescuento': 'Ingrese un precio válido' });
    }
    expect(messagesOf(productoLinesSchema.safeParse([{ nombrePlantilla: 'X', precioDescuento: 1.005 }]))).toEqual({
      '0.nombrePlantilla': 'Seleccione un protocolo',
      '0.precioDescuento': 'Ingrese un precio válido',
    });
    expect(messagesOf(productoLinesSchema.safeParse([{ nombrePlantilla: 'DIGITAL', precioDescuento: 1 }, { nombrePlantilla: 'DIGITAL', precioDescuento: 2 }]))).toEqual({
      '1.nombrePlantilla': 'Este protocolo ya está en otra línea.',
    });
  });

  it('needs a positive price when one is given to switch tools', () => {
    const tools = { lopdgdd: true, acosoLaboral: false, desconexionDigital: false };
    expect(staffEmpresaToolsSchema.parse({ tools })).toEqual({ tools, callViafirma: true });
    for (const price of [0, 0.001, 0.004, 0.009, -1]) {
      expect(messagesOf(staffEmpresaToolsSchema.safeParse({ tools, price }))).toEqual({ price: 'El precio debe ser mayor a 0' });
    }
    expect(staffEmpresaToolsSchema.parse({ tools, price: 0.01 })).toMatchObject({ price: 0.01 });
  });

  it('takes multiple-price prices as digits with one decimal point', () => {
    expect(staffEmpresaMultiplePriceSchema.parse({ tools: { acosoLaboral: { enabled: true, price: '80.50' }, lopdgdd: { enabled: false } }, callViafirma: false })).toEqual({
      tools: { acosoLaboral: { enabled: true, price: 80.5 }, lopdgdd: { enabled: false, price: null } },
      callViafirma: false,
    });
    for (const price of ['80,50', '1.2.3', '-3', '0', '0.00', '0.001', 0.001, '', ' ', '1e3']) {
      expect(messagesOf(staffEmpresaMultiplePriceSchema.safeParse({ tools: { lopdgdd: { enabled: true, price } } }))).toEqual({
        'tools.lopdgdd.price': 'El precio es requerido y debe ser mayor a 0',
      });
    }
    expect(messagesOf(staffEmpresaMultiplePriceSchema.safeParse({ tools: {} }))).toEqual({ tools: 'Debe seleccionar al menos una herramienta' });
  });

  it('reads verificado from the query string', () => {
    expect(staffEmpresaListQuerySchema.parse({ verificado: 'false', size: '7' })).toEqual({ verificado: false, page: 0, size: 7 });
    expect(staffEmpresaListQuerySchema.parse({})).toEqual({ page: 0, size: 10 });
  });
});
