import { describe, expect, it } from 'vitest';
import { DATOS_PROTOCOLOS_VACIOS, type DatosProtocolos } from '@cumplia/shared/schemas/datos-protocolos';
import { decideDpd } from './dpd-rules.ts';

const conDatos = (datos: Partial<DatosProtocolos> = {}): DatosProtocolos => ({ ...DATOS_PROTOCOLOS_VACIOS, ...datos });

/** Each case: the activity, the holder, the facts, and the conclusion with the article it rests on. */
const CASES: Array<{ caso: string; cnae: string; tipo?: 'E' | 'A'; datos?: Partial<DatosProtocolos>; outcome: string; fundamento: string }> = [
  { caso: 'dental clinic (a company)', cnae: '8621', outcome: 'OBLIGADA', fundamento: 'art. 34.1.l LOPDGDD' },
  { caso: 'dental clinic, with facts left unknown: a health centre keeps clinical records anyway', cnae: '8623', outcome: 'OBLIGADA', fundamento: 'art. 34.1.l LOPDGDD' },
  { caso: 'hospital', cnae: '8610', outcome: 'OBLIGADA', fundamento: 'art. 34.1.l LOPDGDD' },
  { caso: 'nursing home with health care', cnae: '8710', outcome: 'OBLIGADA', fundamento: 'art. 34.1.l LOPDGDD' },
  { caso: 'physiotherapist on their own (autónomo): the exception of art. 34.1.l', cnae: '8690', tipo: 'A', outcome: 'NO_OBLIGADA', fundamento: 'art. 34.1.l LOPDGDD, último inciso' },
  { caso: 'care home for the elderly keeping health records', cnae: '8731', datos: { datosSalud: true }, outcome: 'OBLIGADA', fundamento: 'art. 34.1.l LOPDGDD' },
  { caso: 'care home for the elderly, health data unknown: no conclusion', cnae: '8731', outcome: 'PENDIENTE', fundamento: 'art. 34.1.l LOPDGDD' },
  { caso: 'care home for the elderly without health records', cnae: '8731', datos: { datosSalud: false }, outcome: 'NO_OBLIGADA', fundamento: 'art. 34.1 LOPDGDD y art. 37.1 RGPD' },
  { caso: 'professional association (colegio profesional)', cnae: '9412', outcome: 'OBLIGADA', fundamento: 'art. 34.1.a LOPDGDD' },
  { caso: 'primary school', cnae: '8520', outcome: 'OBLIGADA', fundamento: 'art. 34.1.b LOPDGDD' },
  { caso: 'university', cnae: '8543', outcome: 'OBLIGADA', fundamento: 'art. 34.1.b LOPDGDD' },
  { caso: 'language academy (not LOE teaching), even with minors', cnae: '8559', datos: { datosMenores: true }, outcome: 'NO_OBLIGADA', fundamento: 'art. 34.1 LOPDGDD y art. 37.1 RGPD' },
  { caso: 'telecommunications operator', cnae: '6110', outcome: 'OBLIGADA', fundamento: 'art. 34.1.c LOPDGDD' },
  { caso: 'bank', cnae: '6419', outcome: 'OBLIGADA', fundamento: 'art. 34.1.e LOPDGDD' },
  { caso: 'consumer-credit company (establecimiento financiero de crédito)', cnae: '6492', outcome: 'OBLIGADA', fundamento: 'art. 34.1.f LOPDGDD' },
  { caso: 'insurer', cnae: '6512', outcome: 'OBLIGADA', fundamento: 'art. 34.1.g LOPDGDD' },
  { caso: 'insurance broker (not an insurer)', cnae: '6622', outcome: 'NO_OBLIGADA', fundamento: 'art. 34.1 LOPDGDD y art. 37.1 RGPD' },
  { caso: 'investment services firm', cnae: '6612', outcome: 'OBLIGADA', fundamento: 'art. 34.1.h LOPDGDD' },
  { caso: 'electricity retailer', cnae: '3514', outcome: 'OBLIGADA', fundamento: 'art. 34.1.i LOPDGDD' },
  { caso: 'market research', cnae: '7320', outcome: 'OBLIGADA', fundamento: 'art. 34.1.k LOPDGDD' },
  { caso: 'collection and credit-report agency', cnae: '8291', outcome: 'OBLIGADA', fundamento: 'art. 34.1.m LOPDGDD' },
  { caso: 'gaming operator', cnae: '9200', outcome: 'OBLIGADA', fundamento: 'art. 34.1.n LOPDGDD' },
  { caso: 'private security company', cnae: '8010', outcome: 'OBLIGADA', fundamento: 'art. 34.1.ñ LOPDGDD' },
  { caso: 'alarm systems company', cnae: '8020', outcome: 'OBLIGADA', fundamento: 'art. 34.1.ñ LOPDGDD' },
  { caso: 'bakery', cnae: '1071', outcome: 'NO_OBLIGADA', fundamento: 'art. 34.1 LOPDGDD y art. 37.1 RGPD' },
  { caso: 'restaurant with video surveillance', cnae: '5610', datos: { videovigilancia: true }, outcome: 'NO_OBLIGADA', fundamento: 'art. 34.1 LOPDGDD y art. 37.1 RGPD' },
  { caso: 'road haulier with geolocation', cnae: '4941', datos: { geolocalizacion: true }, outcome: 'NO_OBLIGADA', fundamento: 'art. 34.1 LOPDGDD y art. 37.1 RGPD' },
  { caso: 'CNAE written with a dot', cnae: '86.21', outcome: 'OBLIGADA', fundamento: 'art. 34.1.l LOPDGDD' },
  { caso: 'an office whose facts say it is a health centre', cnae: '8299', datos: { familiaActividad: 'SANIDAD' }, outcome: 'OBLIGADA', fundamento: 'art. 34.1.l LOPDGDD' },
];

describe('decideDpd: LOPDGDD art. 34.1 and RGPD art. 37.1', () => {
  it.each(CASES)('$caso (CNAE $cnae) → $outcome, $fundamento', ({ cnae, tipo, datos, outcome, fundamento }) => {
    const decision = decideDpd({ cnae, tipo: tipo ?? 'E', datos: conDatos(datos) });
    expect(decision.outcome).toBe(outcome);
    expect(decision.fundamento).toBe(fundamento);
    expect(decision.motivo.length).toBeGreaterThan(40);
  });

  it('a pending decision names the fact it waits for', () => {
    const decision = decideDpd({ cnae: '8731', tipo: 'E', datos: conDatos() });
    expect(decision).toMatchObject({ outcome: 'PENDIENTE', falta: 'datosSalud' });
    expect(decision.motivo).toContain('pendiente de completar');
  });
});
