import { describe, expect, it } from 'vitest';
import { DATOS_PROTOCOLOS_VACIOS, FAMILIAS_ACTIVIDAD, familiaDeCnae, type DatosProtocolos, type FamiliaActividad } from '@cumplia/shared/schemas/datos-protocolos';
import { DATOS_TODOS_NO as TODOS_NO } from '../../../../test/support/datos-protocolos.ts';
import { registroDeTratamientos } from './registro-tratamientos.ts';


/** Per family: a CNAE of it, the activity its register must have, and what that activity must say. */
const GOLDEN: Record<FamiliaActividad, { cnae: string; tratamiento: string; especiales: RegExp | null; fuente: RegExp }> = {
  SANIDAD: { cnae: '8621', tratamiento: 'Historia clínica y asistencia sanitaria', especiales: /Datos de salud/, fuente: /art\. 17\.1 de la Ley 41\/2002/i },
  EDUCACION: { cnae: '8520', tratamiento: 'Gestión académica del alumnado', especiales: /Datos de salud/, fuente: /Ley Orgánica 2\/2006/ },
  HOSTELERIA: { cnae: '5510', tratamiento: 'Registro documental de viajeros', especiales: null, fuente: /Real Decreto 933\/2021/ },
  COMERCIO: { cnae: '4711', tratamiento: 'Ventas, garantías y devoluciones', especiales: null, fuente: /Código de Comercio/ },
  CONSTRUCCION_INDUSTRIA: { cnae: '4121', tratamiento: 'Coordinación de actividades empresariales y subcontratación', especiales: /Aptitud médica/, fuente: /RD 1109\/2007/ },
  SERVICIOS_PROFESIONALES: { cnae: '6920', tratamiento: 'Expedientes de clientes y prevención del blanqueo de capitales', especiales: null, fuente: /Ley 10\/2010/ },
  TRANSPORTE_LOGISTICA: { cnae: '4941', tratamiento: 'Tacógrafo y tiempos de conducción', especiales: null, fuente: /Reglamento \(UE\) 165\/2014/ },
  SEGURIDAD_PRIVADA: { cnae: '8010', tratamiento: 'Servicios de seguridad y central receptora de alarmas', especiales: null, fuente: /Ley 5\/2014/ },
  FINANZAS_SEGUROS: { cnae: '6512', tratamiento: 'Clientes, solvencia y prevención del blanqueo de capitales', especiales: /seguros de personas/, fuente: /Ley 10\/2010/ },
  SERVICIOS_SOCIALES: { cnae: '8812', tratamiento: 'Atención a personas usuarias', especiales: null, fuente: /Ley 41\/2002/ },
  GENERAL: { cnae: '9602', tratamiento: 'Clientes y facturación', especiales: null, fuente: /Código de Comercio/ },
};

describe('registroDeTratamientos', () => {
  it.each(FAMILIAS_ACTIVIDAD)('%s: the CNAE gives the family, and the register has its own activity', (familia) => {
    const golden = GOLDEN[familia];
    expect(familiaDeCnae(golden.cnae)).toBe(familia);
    const registro = registroDeTratamientos({ cnae: golden.cnae, actividad: 'Actividad', datos: TODOS_NO });
    expect(registro.familia).toBe(familia);
    expect(registro.pendientes).toEqual([]);
    const own = registro.tratamientos.find((tratamiento) => tratamiento.nombre === golden.tratamiento);
    expect(own, `${familia} has "${golden.tratamiento}"`).toBeDefined();
    if (golden.especiales) expect(own!.categoriasEspeciales).toMatch(golden.especiales);
    else expect(own!.categoriasEspeciales).toBeNull();
    expect(`${own!.conservacion} ${own!.fuenteConservacion}`).toMatch(golden.fuente);
    // Every employer's activities, and every retention with its source.
    expect(registro.tratamientos.map((tratamiento) => tratamiento.nombre)).toEqual(expect.arrayContaining(['Gestión de personal y nóminas', 'Selección de personal', 'Proveedores']));
    for (const tratamiento of registro.tratamientos) expect(tratamiento.fuenteConservacion).not.toBe('');
  });

  it('commercial communications rest on consent or, for similar products to customers, on legitimate interest (RGPD art. 6.1.f), with LSSI art. 21.2 as the electronic exception', () => {
    const registro = registroDeTratamientos({ cnae: '4711', actividad: 'Comercio', datos: TODOS_NO });
    const comerciales = registro.tratamientos.find((tratamiento) => tratamiento.nombre === 'Comunicaciones comerciales y fidelización');
    expect(comerciales!.baseJuridica).toContain('interés legítimo (art. 6.1.f');
    expect(comerciales!.baseJuridica).toContain('art. 21.2 LSSI');
  });

  it('the facts add video surveillance, geolocation and the whistleblowing channel with their retention', () => {
    const registro = registroDeTratamientos({ cnae: '4941', actividad: 'Transporte', datos: { ...TODOS_NO, videovigilancia: true, geolocalizacion: true, canalDenuncias: true } });
    const byName = new Map(registro.tratamientos.map((tratamiento) => [tratamiento.nombre, tratamiento]));
    expect(byName.get('Videovigilancia')?.fuenteConservacion).toBe('Art. 22.3 LOPDGDD.');
    expect(byName.get('Geolocalización de vehículos y dispositivos')?.baseJuridica).toContain('art. 90 LOPDGDD');
    expect(byName.get('Sistema interno de información (canal de denuncias)')?.fuenteConservacion).toContain('Ley 2/2023');
  });

  it('unknown facts add no activity and are listed as pending', () => {
    const registro = registroDeTratamientos({ cnae: '4711', actividad: 'Comercio', datos: DATOS_PROTOCOLOS_VACIOS });
    const names = registro.tratamientos.map((tratamiento) => tratamiento.nombre);
    expect(names).not.toContain('Videovigilancia');
    expect(names).not.toContain('Geolocalización de vehículos y dispositivos');
    expect(registro.pendientes.join(' ')).toMatch(/Videovigilancia: pendiente de completar/);
    expect(registro.pendientes.join(' ')).toMatch(/Geolocalización: pendiente de completar/);
    expect(registro.tratamientos[0]!.destinatarios).toContain('Encargados del tratamiento: pendiente de completar.');
  });

  it('social services: health and dependency data unless the company says it keeps none', () => {
    const atencion = (datos: DatosProtocolos) => registroDeTratamientos({ cnae: '8812', actividad: 'Ayuda a domicilio', datos }).tratamientos.find((t) => t.nombre === 'Atención a personas usuarias');
    expect(atencion({ ...TODOS_NO, datosSalud: true })?.categoriasEspeciales).toMatch(/dependencia o discapacidad/);
    expect(atencion({ ...TODOS_NO, datosSalud: null })?.categoriasEspeciales).toMatch(/dependencia o discapacidad/);
    expect(atencion(TODOS_NO)?.categoriasEspeciales).toBeNull();
  });

  it('names the processors the company uses', () => {
    const registro = registroDeTratamientos({ cnae: '4711', actividad: 'Comercio', datos: { ...TODOS_NO, encargados: ['NOMINAS', 'NUBE'] } });
    expect(registro.tratamientos[0]!.destinatarios).toContain('gestoría laboral y nóminas, servicios en la nube y alojamiento');
  });
});
