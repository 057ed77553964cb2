import { describe, expect, it } from 'vitest';
import { herramientasFinalizadasEmail, renovacionAvisoEmail, renovacionConfirmadaEmail } from './renovacion-emails.ts';

const lineas = [
  { tool: 'LOPD' as const, precioCents: 9000 },
  { tool: 'ACOSO' as const, precioCents: 123450 },
];

describe("the renewal cycle's e-mails", () => {
  it('tells the company the period, the prices before VAT and the date to answer by', () => {
    const email = renovacionAvisoEmail.render({ publicUrl: 'https://cumplia.test', razonSocial: 'Ñandú S.L.', fechaFin: '2027-01-10', fechaFinNueva: '2028-01-10', fechaRenovacion: '2026-12-23', lineas });
    expect(email.subject).toBe('Su renovación anual de Cumplia');
    expect(email.text).toContain('LOPDGDD y Acoso Laboral termina el 10/01/2027');
    expect(email.text).toContain('del 10/01/2027 al 10/01/2028');
    expect(email.text).toContain('LOPDGDD: 90,00 € + IVA · Acoso Laboral: 1.234,50 € + IVA');
    expect(email.text).toContain('antes del 23/12/2026');
    expect(email.html).toContain('Ñandú S.L.');
  });

  it('confirms a renewal and announces the end of the tools not renewed', () => {
    expect(renovacionConfirmadaEmail.render({ publicUrl: 'https://cumplia.test', razonSocial: 'Ñandú S.L.', fechaFin: '2027-01-10', fechaFinNueva: '2028-01-10', lineas }).text).toContain(
      'Su renovación de LOPDGDD y Acoso Laboral está confirmada. El nuevo periodo va del 10/01/2027 al 10/01/2028',
    );
    const one = herramientasFinalizadasEmail.render({ publicUrl: 'https://cumplia.test', razonSocial: 'Ñandú S.L.', tools: ['DIGITAL'], fecha: '2027-01-10' });
    expect(one.subject).toBe('Su servicio Desconexión Digital ha finalizado');
    expect(one.text).toContain('El servicio Desconexión Digital de Cumplia ha finalizado el 10/01/2027');
    expect(herramientasFinalizadasEmail.render({ publicUrl: 'https://cumplia.test', razonSocial: 'Ñandú S.L.', tools: ['LOPD', 'ACOSO'], fecha: '2027-01-10' }).subject).toBe('Sus servicios de Cumplia han finalizado');
  });
});
