import { describe, expect, it } from 'vitest';
import { DATOS_PROTOCOLOS_VACIOS, type DatosProtocolos } from '@cumplia/shared/schemas/datos-protocolos';
import { DATOS_TODOS_NO as TODOS_NO } from '../../../../test/support/datos-protocolos.ts';
import { analizarRiesgos, nivelDeRiesgo } from './analisis-riesgos.ts';


const analisis = (cnae: string, datos: Partial<DatosProtocolos> = {}, numTrabajadores = 12) => analizarRiesgos({ cnae, numTrabajadores, datos: { ...TODOS_NO, ...datos } });
const criterio = (result: ReturnType<typeof analizarRiesgos>, numero: number) => result.criterios.find((row) => row.numero === numero)!;

/**
 * The screening against the AEPD list (RGPD art. 35.4): an EIPD when one processing activity meets
 * two or more criteria. Each case: the activity and facts, the criteria met, the conclusion.
 */
const CASES: Array<{ caso: string; cnae: string; datos?: Partial<DatosProtocolos>; cumplidos: number[]; outcome: 'REQUERIDA' | 'NO_REQUERIDA' | 'PENDIENTE' }> = [
  { caso: 'bakery, nothing special', cnae: '1071', cumplidos: [], outcome: 'NO_REQUERIDA' },
  { caso: 'bakery with video surveillance: one criterion (3) on one activity', cnae: '1071', datos: { videovigilancia: true }, cumplidos: [3], outcome: 'NO_REQUERIDA' },
  { caso: 'haulier with geolocation', cnae: '4941', datos: { geolocalizacion: true }, cumplidos: [3], outcome: 'NO_REQUERIDA' },
  { caso: 'dental clinic without minors: health data only (criterion 4)', cnae: '8621', cumplidos: [4], outcome: 'NO_REQUERIDA' },
  { caso: 'dental clinic treating children: health data and minors (4 and 9)', cnae: '8621', datos: { datosMenores: true }, cumplidos: [4, 9], outcome: 'REQUERIDA' },
  { caso: 'hospital: health data at large scale (4 and 7, art. 35.3.b)', cnae: '8610', cumplidos: [4, 7], outcome: 'REQUERIDA' },
  { caso: 'care home keeping health records: health and vulnerable people (4 and 9)', cnae: '8731', datos: { datosSalud: true }, cumplidos: [4, 9], outcome: 'REQUERIDA' },
  { caso: 'care home, health records unknown: no conclusion', cnae: '8731', datos: { datosSalud: null }, cumplidos: [9], outcome: 'PENDIENTE' },
  { caso: 'primary school with pupils under 14 (4 and 9)', cnae: '8520', datos: { datosMenores: true }, cumplidos: [4, 9], outcome: 'REQUERIDA' },
  { caso: 'bank: profiling, automated decisions, solvency, large scale', cnae: '6419', cumplidos: [1, 2, 4, 7], outcome: 'REQUERIDA' },
  { caso: 'credit-report agency (34.1.m): solvency reports from other sources', cnae: '8291', cumplidos: [1, 4, 11], outcome: 'REQUERIDA' },
  { caso: 'shop selling to minors: one criterion (9)', cnae: '4711', datos: { datosMenores: true }, cumplidos: [9], outcome: 'NO_REQUERIDA' },
  { caso: 'shop with customers’ health data and minors unknown: no conclusion', cnae: '4711', datos: { datosSalud: true, datosMenores: null }, cumplidos: [4], outcome: 'PENDIENTE' },
];

describe('analizarRiesgos: the AEPD list (RGPD art. 35.4) from the facts', () => {
  it.each(CASES)('$caso (CNAE $cnae) → $outcome', ({ cnae, datos, cumplidos, outcome }) => {
    const result = analisis(cnae, datos);
    expect(result.criterios.map((row) => row.numero)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(result.criterios.filter((row) => row.cumple === 'SI').map((row) => row.numero)).toEqual(cumplidos);
    expect(result.conclusion.outcome).toBe(outcome);
    for (const row of result.criterios) expect(row.motivo.length).toBeGreaterThan(20);
  });

  it('names the processing that needs the assessment and the criteria it meets', () => {
    const result = analisis('8621', { datosMenores: true });
    expect(result.conclusion).toMatchObject({ outcome: 'REQUERIDA', tratamientos: ['Historia clínica y asistencia sanitaria'] });
    expect(result.conclusion.motivo).toContain('cumple los criterios 4, 9');
  });

  it('with every fact unknown, no criterion that hangs on a fact is met or not, and there is no conclusion', () => {
    const result = analizarRiesgos({ cnae: '4711', numTrabajadores: 8, datos: DATOS_PROTOCOLOS_VACIOS });
    expect(criterio(result, 3).cumple).toBe('PENDIENTE');
    expect(criterio(result, 4).cumple).toBe('PENDIENTE');
    expect(criterio(result, 9).cumple).toBe('PENDIENTE');
    for (const numero of [3, 4, 9]) expect(criterio(result, numero).motivo).toContain('pendiente de completar');
    expect(result.conclusion.outcome).toBe('PENDIENTE');
    expect(result.conclusion.motivo).toMatch(/» no cumple ningún criterio y depende de datos pendientes para los criterios \d/);
    // The risks that hang on a fact are pending too, with no level.
    const pendientes = result.riesgos.filter((riesgo) => riesgo.estado === 'PENDIENTE').map((riesgo) => riesgo.falta);
    expect(pendientes).toEqual(expect.arrayContaining(['Encargados del tratamiento', 'Datos de salud', 'Videovigilancia', 'Geolocalización', 'Datos de menores']));
  });
});

describe('analizarRiesgos: the risks (RGPD arts. 24 and 32), likelihood × impact', () => {
  it('levels from the product, as in the AEPD guide', () => {
    expect(nivelDeRiesgo(1, 2)).toBe('Bajo');
    expect(nivelDeRiesgo(2, 2)).toBe('Medio');
    expect(nivelDeRiesgo(2, 4)).toBe('Alto');
    expect(nivelDeRiesgo(3, 4)).toBe('Muy alto');
  });

  it('the facts add their risks with measures: health data, video surveillance, geolocation, minors, processors', () => {
    const result = analisis('8621', { videovigilancia: true, geolocalizacion: true, datosMenores: true, encargados: ['NOMINAS'] });
    const byTratamiento = new Map(result.riesgos.flatMap((riesgo) => (riesgo.estado === 'EVALUADO' ? [[riesgo.riesgo, riesgo] as const] : [])));
    const salud = byTratamiento.get('Acceso indebido a datos de salud (historias clínicas, informes, alergias)');
    expect(salud).toMatchObject({ probabilidad: 2, impacto: 4, nivel: 'Alto' });
    expect(salud?.medidas.join(' ')).toContain('Ley 41/2002');
    expect([...byTratamiento.values()].find((riesgo) => riesgo.tratamiento === 'Videovigilancia')?.medidas.join(' ')).toContain('art. 22.3 LOPDGDD');
    expect([...byTratamiento.values()].find((riesgo) => riesgo.tratamiento === 'Geolocalización de vehículos y dispositivos')?.medidas.join(' ')).toContain('art. 90.2 LOPDGDD');
    expect([...byTratamiento.keys()].join(' ')).toContain('menores');
    expect([...byTratamiento.keys()].join(' ')).toContain('Encargados del tratamiento');
    expect(result.riesgos.every((riesgo) => riesgo.estado === 'EVALUADO')).toBe(true);
  });

  it('a company that answers "no" gets only the risks every employer has', () => {
    expect(analisis('1071').riesgos.map((riesgo) => riesgo.riesgo)).toHaveLength(4);
  });

  it('scale raises the impact: 50 or more people for the staff data, a large-scale activity for the loss of availability', () => {
    const impactoPersonal = (numTrabajadores: number) => {
      const riesgo = analisis('1071', {}, numTrabajadores).riesgos[0]!;
      return riesgo.estado === 'EVALUADO' ? riesgo.impacto : null;
    };
    expect(impactoPersonal(49)).toBe(2);
    expect(impactoPersonal(50)).toBe(3);
    const perdida = analisis('8610').riesgos[1]!;
    expect(perdida).toMatchObject({ estado: 'EVALUADO', impacto: 4, nivel: 'Alto' });
  });
});
