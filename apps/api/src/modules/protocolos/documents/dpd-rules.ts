import { familiaDeCnae, type DatosProtocolos, type FamiliaActividad } from '@cumplia/shared/schemas/datos-protocolos';

/**
 * Whether a company must designate a data-protection officer (DPD): LOPDGDD art. 34.1 (the entities
 * that must, letters a to o) and RGPD art. 37.1 (core activities of large-scale monitoring or
 * special categories). A pure function of the CNAE, the kind of holder and the facts
 * (docs/decisions/0046). When the answer hangs on a fact still unknown, the outcome is PENDIENTE:
 * the document asks for the fact and draws no conclusion.
 */
export type DpdDecision =
  | { outcome: 'OBLIGADA'; fundamento: string; motivo: string }
  | { outcome: 'NO_OBLIGADA'; fundamento: string; motivo: string }
  | { outcome: 'PENDIENTE'; fundamento: string; motivo: string; falta: keyof DatosProtocolos };

export interface DpdInput {
  cnae: string;
  /** E = company, A = autónomo (a health professional on their own is excepted from art. 34.1.l). */
  tipo: 'E' | 'A';
  datos: DatosProtocolos;
}

/** An entity of art. 34.1 LOPDGDD named by its CNAE-2009 class (four digits) or group (three). */
interface Entidad34 {
  letra: string;
  cnae: string[];
  motivo: string;
}

/** The letters of art. 34.1 that a CNAE names on its own. */
const ENTIDADES_34_1: Entidad34[] = [
  { letra: 'a', cnae: ['9412'], motivo: 'los colegios profesionales y sus consejos generales' },
  {
    letra: 'b',
    cnae: ['851', '852', '853', '854'],
    motivo: 'los centros docentes que ofrecen enseñanzas de los niveles de la Ley Orgánica 2/2006, de Educación, y las universidades',
  },
  { letra: 'c', cnae: ['61'], motivo: 'las entidades que explotan redes y prestan servicios de comunicaciones electrónicas y tratan datos a gran escala' },
  { letra: 'e', cnae: ['6411', '6419'], motivo: 'las entidades de crédito' },
  { letra: 'f', cnae: ['6492'], motivo: 'los establecimientos financieros de crédito' },
  { letra: 'g', cnae: ['6511', '6512', '6520'], motivo: 'las entidades aseguradoras y reaseguradoras' },
  { letra: 'h', cnae: ['6612'], motivo: 'las empresas de servicios de inversión' },
  { letra: 'i', cnae: ['3513', '3514', '3522', '3523'], motivo: 'los distribuidores y comercializadores de energía eléctrica y de gas natural' },
  {
    letra: 'k',
    cnae: ['7311', '7312', '7320'],
    motivo: 'las entidades de publicidad y prospección comercial, incluida la investigación comercial y de mercados, que tratan datos según las preferencias de las personas o elaboran perfiles',
  },
  { letra: 'm', cnae: ['8291'], motivo: 'las entidades que tienen entre sus objetos la emisión de informes comerciales que pueden referirse a personas físicas' },
  { letra: 'n', cnae: ['9200'], motivo: 'los operadores de juego a través de canales electrónicos, informáticos, telemáticos e interactivos' },
  { letra: 'ñ', cnae: ['8010', '8020'], motivo: 'las empresas de seguridad privada' },
];

const digitsOf = (cnae: string) => cnae.replace(/\D/g, '');

/** Residential care with health care, or for people whose care is clinical: a centre that may keep clinical records. */
const CUIDADOS_RESIDENCIALES = ['872', '873'];

export function decideDpd(input: DpdInput): DpdDecision {
  const cnae = digitsOf(input.cnae);
  const familia: FamiliaActividad = input.datos.familiaActividad ?? familiaDeCnae(cnae);

  for (const entidad of ENTIDADES_34_1) {
    if (entidad.cnae.some((prefix) => cnae.startsWith(prefix))) {
      return { outcome: 'OBLIGADA', fundamento: `art. 34.1.${entidad.letra} LOPDGDD`, motivo: `Su actividad (CNAE ${cnae}) la incluye entre ${entidad.motivo}.` };
    }
  }

  // Art. 34.1.l: health centres legally bound to keep their patients' clinical records (Ley
  // 41/2002, arts. 14 to 17). A health centre keeps them whatever it answers about health data.
  if (familia === 'SANIDAD') {
    if (input.tipo === 'A') {
      return {
        outcome: 'NO_OBLIGADA',
        fundamento: 'art. 34.1.l LOPDGDD, último inciso',
        motivo:
          'Aunque está obligada a conservar las historias clínicas de sus pacientes, ejerce su actividad sanitaria a título individual, supuesto que el art. 34.1.l LOPDGDD exceptúa, y no trata categorías especiales de datos a gran escala (art. 37.1.c RGPD).',
      };
    }
    return {
      outcome: 'OBLIGADA',
      fundamento: 'art. 34.1.l LOPDGDD',
      motivo: `Es un centro sanitario (CNAE ${cnae}) legalmente obligado a mantener las historias clínicas de sus pacientes (Ley 41/2002, de autonomía del paciente).`,
    };
  }

  // Residential and social care: a centre that keeps health records of the people it cares for is
  // a health centre for art. 34.1.l; whether it does is the fact `datosSalud`.
  if (familia === 'SERVICIOS_SOCIALES' && CUIDADOS_RESIDENCIALES.some((prefix) => cnae.startsWith(prefix))) {
    if (input.datos.datosSalud === null) {
      return {
        outcome: 'PENDIENTE',
        fundamento: 'art. 34.1.l LOPDGDD',
        motivo: 'Depende de si el centro conserva historias clínicas o datos de salud de las personas atendidas, dato pendiente de completar.',
        falta: 'datosSalud',
      };
    }
    if (input.datos.datosSalud) {
      return {
        outcome: 'OBLIGADA',
        fundamento: 'art. 34.1.l LOPDGDD',
        motivo: `Es un centro residencial (CNAE ${cnae}) que mantiene la historia clínica y los datos de salud de las personas que atiende.`,
      };
    }
  }

  return {
    outcome: 'NO_OBLIGADA',
    fundamento: 'art. 34.1 LOPDGDD y art. 37.1 RGPD',
    motivo: `Su actividad (CNAE ${cnae}) no figura entre las entidades del art. 34.1 LOPDGDD, y su actividad principal no consiste en la observación habitual y sistemática de personas a gran escala ni en el tratamiento a gran escala de categorías especiales de datos (art. 37.1.b y c RGPD).`,
  };
}
