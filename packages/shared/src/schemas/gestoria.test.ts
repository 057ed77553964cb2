import { describe, expect, it } from 'vitest';
import { comisionField, GESTORIA_MESSAGES, gestoriaUpdateSchema, productosField } from './gestoria.ts';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the commission (spec 2 §5, §9)', () => {
  it('takes a number from 0 to 100 with 2 decimals, typed or sent, with a Spanish comma too', () => {
    expect(comisionField.parse(0)).toBe(0);
    expect(comisionField.parse(100)).toBe(100);
    expect(comisionField.parse('12,5')).toBe(12.5);
    expect(comisionField.parse(' 3 ')).toBe(3);
    expect(comisionField.parse(10.25)).toBe(10.25);
  });

  it('refuses what is out of range, has more decimals or is missing', () => {
    for (const value of [-0.01, 100.01, 10.005, 'diez']) {
      expect(messagesOf(comisionField.safeParse(value))).toEqual([['', GESTORIA_MESSAGES.comision.invalid]]);
    }
    expect(messagesOf(comisionField.safeParse(''))).toEqual([['', GESTORIA_MESSAGES.comision.required]]);
  });
});

describe('the product lines', () => {
  it('need a protocol and a price of at least 0 with 2 decimals', () => {
    expect(productosField.parse([{ nombrePlantilla: 'LOPD', precioDescuento: '99,90' }])).toEqual([{ nombrePlantilla: 'LOPD', precioDescuento: 99.9 }]);
    expect(messagesOf(productosField.safeParse([{ nombrePlantilla: '', precioDescuento: -1 }]))).toEqual([
      ['0.nombrePlantilla', 'Seleccione un protocolo'],
      ['0.precioDescuento', 'Ingrese un precio válido'],
    ]);
    expect(messagesOf(productosField.safeParse([{ nombrePlantilla: 'ACOSO', precioDescuento: 1.234 }]))).toEqual([['0.precioDescuento', 'Ingrese un precio válido']]);
  });

  it('take each protocol once: a gestoría has one price per tool', () => {
    const lines = [
      { nombrePlantilla: 'DIGITAL', precioDescuento: 70 },
      { nombrePlantilla: 'DIGITAL', precioDescuento: 75 },
    ];
    expect(messagesOf(productosField.safeParse(lines))).toEqual([['1.nombrePlantilla', GESTORIA_MESSAGES.productoRepetido]]);
  });
});

describe('the edit', () => {
  it('upper-cases the dni and shapes the phone and the IBAN as the creation does', () => {
    const parsed = gestoriaUpdateSchema.parse({
      razonSocial: ' Asesores S.L. ',
      nombreComercial: 'Asesores',
      nifCif: 'b76543214',
      dni: '77777777b',
      email: 'a@asesores.es',
      telefono: '976 12 34 56',
      numCuenta: 'es91 2100 0418 4502 0005 1332',
      comision: '15',
      productos: [],
    });
    expect(parsed).toMatchObject({ razonSocial: 'Asesores S.L.', nifCif: 'B76543214', dni: '77777777B', telefono: '+34976123456', numCuenta: 'ES9121000418450200051332', comision: 15 });
  });
});
