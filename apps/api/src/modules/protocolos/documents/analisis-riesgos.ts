import { PENDIENTE_DE_COMPLETAR, familiaDeCnae, type DatosProtocolos, type FamiliaActividad } from '@cumplia/shared/schemas/datos-protocolos';

/**
 * The risk analysis (RGPD arts. 24 and 32) and the screening against the AEPD's list of processing
 * that requires a data-protection impact assessment (EIPD, RGPD art. 35.4), as pure functions of the
 * activity, the staff and the facts (docs/decisions/0056). Method: the AEPD guide "Gestión del riesgo y
 * evaluación de impacto en tratamientos de datos personales" (2021), likelihood × impact on four
 * levels. A fact still unknown never yields a level nor a criterion met or not: it yields
 * "pendiente de completar", and so does every conclusion that hangs on it.
 */

export interface AnalisisInput {
  cnae: string;
  numTrabajadores: number;
  datos: DatosProtocolos;
}

/** The four levels of the AEPD guide, for likelihood and for impact. */
export const NIVELES = ['Despreciable', 'Limitado', 'Significativo', 'Máximo'] as const;
export type Nivel = 1 | 2 | 3 | 4;

export type NivelRiesgo = 'Bajo' | 'Medio' | 'Alto' | 'Muy alto';

/** Likelihood × impact (1 to 16) to the risk's level. */
export function nivelDeRiesgo(probabilidad: Nivel, impacto: Nivel): NivelRiesgo {
  const producto = probabilidad * impacto;
  if (producto <= 2) return 'Bajo';
  if (producto <= 4) return 'Medio';
  if (producto <= 9) return 'Alto';
  return 'Muy alto';
}

export type Riesgo =
  | { estado: 'EVALUADO'; riesgo: string; tratamiento: string; probabilidad: Nivel; impacto: Nivel; nivel: NivelRiesgo; medidas: string[] }
  | { estado: 'PENDIENTE'; riesgo: string; tratamiento: string; falta: string };

/** Whether the processing meets a criterion of the AEPD list. */
export type Cumplimiento = 'SI' | 'NO' | 'PENDIENTE';

export interface Criterio {
  numero: number;
  criterio: string;
  cumple: Cumplimiento;
  /** The processing activities in which it is met (or may be, when pending). */
  tratamientos: string[];
  motivo: string;
}

export type ConclusionEipd =
  | { outcome: 'REQUERIDA'; tratamientos: string[]; motivo: string }
  | { outcome: 'NO_REQUERIDA'; motivo: string }
  | { outcome: 'PENDIENTE'; motivo: string; faltan: string[] };

export interface AnalisisDeRiesgos {
  familia: FamiliaActividad;
  riesgos: Riesgo[];
  criterios: Criterio[];
  conclusion: ConclusionEipd;
}

const digitsOf = (cnae: string) => cnae.replace(/\D/g, '');

/**
 * Activities that are "large scale" by their nature, per the examples of the Article 29 Working
 * Party's guidelines on DPOs (WP243 rev.01, 2.1.3), to which the AEPD list refers: a hospital's
 * patients, a bank's or an insurer's customers, a telecommunications operator's subscribers.
 */
const GRAN_ESCALA: Array<{ cnae: string; texto: string }> = [
  { cnae: '8610', texto: 'los pacientes de un hospital' },
  { cnae: '6411', texto: 'los clientes de una entidad de crédito' },
  { cnae: '6419', texto: 'los clientes de una entidad de crédito' },
  { cnae: '6492', texto: 'los clientes de un establecimiento financiero de crédito' },
  { cnae: '6511', texto: 'los clientes de una entidad aseguradora' },
  { cnae: '6512', texto: 'los clientes de una entidad aseguradora' },
  { cnae: '6520', texto: 'los clientes de una entidad reaseguradora' },
  { cnae: '61', texto: 'los abonados de un operador de telecomunicaciones' },
];

/** Profiling or assessing people (solvency, risk, preferences) is the activity itself. */
const PERFILADO: Array<{ cnae: string; texto: string }> = [
  { cnae: '7311', texto: 'la publicidad segmentada según las preferencias de las personas' },
  { cnae: '7312', texto: 'la publicidad segmentada según las preferencias de las personas' },
  { cnae: '7320', texto: 'la investigación de mercados y la elaboración de perfiles' },
  { cnae: '8291', texto: 'la emisión de informes comerciales y de solvencia sobre personas' },
];

const match = (table: Array<{ cnae: string; texto: string }>, cnae: string) => table.find((row) => cnae.startsWith(row.cnae));

/** The processing activity where the customers' data are, named as the register names it. */
function tratamientoPrincipal(familia: FamiliaActividad): string {
  switch (familia) {
    case 'SANIDAD':
      return 'Historia clínica y asistencia sanitaria';
    case 'EDUCACION':
      return 'Gestión académica del alumnado';
    case 'SERVICIOS_SOCIALES':
      return 'Atención a personas usuarias';
    case 'FINANZAS_SEGUROS':
      return 'Clientes, solvencia y prevención del blanqueo de capitales';
    case 'SEGURIDAD_PRIVADA':
      return 'Servicios de seguridad y central receptora de alarmas';
    case 'HOSTELERIA':
      return 'Reservas, clientes y facturación';
    default:
      return 'Clientes y facturación';
  }
}

/** Whether the customers' (patients', pupils', users') processing holds special categories (RGPD art. 9): true, false or unknown. */
function especialesDeClientes(familia: FamiliaActividad, datos: DatosProtocolos): boolean | null {
  // The register gives these families health data whatever the fact says (clinical records, pupils'
  // allergies and special needs, insured persons' health); social services unless the company keeps none.
  if (familia === 'SANIDAD' || familia === 'EDUCACION' || familia === 'FINANZAS_SEGUROS') return true;
  return datos.datosSalud;
}

/** Whether the people served are vulnerable (the AEPD list's criterion 9): minors, people in social services. */
function vulnerables(familia: FamiliaActividad, datos: DatosProtocolos): boolean | null {
  if (familia === 'SERVICIOS_SOCIALES') return true;
  return datos.datosMenores;
}

const sn = (value: boolean | null): Cumplimiento => (value === null ? 'PENDIENTE' : value ? 'SI' : 'NO');

/** The screening against the AEPD list (RGPD art. 35.4), criterion by criterion, from the facts. */
function criteriosAepd(input: AnalisisInput, familia: FamiliaActividad): Criterio[] {
  const { datos } = input;
  const cnae = digitsOf(input.cnae);
  const principal = tratamientoPrincipal(familia);
  const perfilado = match(PERFILADO, cnae);
  const escala = match(GRAN_ESCALA, cnae);
  const especiales = especialesDeClientes(familia, datos);
  const vulnerable = vulnerables(familia, datos);
  const finanzas = familia === 'FINANZAS_SEGUROS';

  const observacion: Criterio = (() => {
    const hechos: Array<[boolean | null, string, string]> = [
      [datos.videovigilancia, 'Videovigilancia', 'videovigilancia'],
      [datos.geolocalizacion, 'Geolocalización de vehículos y dispositivos', 'geolocalización'],
    ];
    const si = hechos.filter(([value]) => value === true).map(([, tratamiento]) => tratamiento);
    if (familia === 'SEGURIDAD_PRIVADA') si.unshift(principal);
    const pendientes = hechos.filter(([value]) => value === null).map(([, , fact]) => fact);
    const base = { numero: 3, criterio: 'Observación, monitorización, geolocalización o control sistemático de las personas' };
    if (si.length > 0) return { ...base, cumple: 'SI', tratamientos: si, motivo: `Se cumple en: ${si.join('; ')}.${pendientes.length > 0 ? ` Además, ${pendientes.join(' y ')}: ${PENDIENTE_DE_COMPLETAR}.` : ''}` };
    if (pendientes.length > 0) {
      return { ...base, cumple: 'PENDIENTE', tratamientos: hechos.filter(([value]) => value === null).map(([, tratamiento]) => tratamiento), motivo: `Depende de ${pendientes.join(' y ')}: ${PENDIENTE_DE_COMPLETAR}.` };
    }
    return { ...base, cumple: 'NO', tratamientos: [], motivo: 'La empresa no usa videovigilancia ni geolocalización.' };
  })();

  return [
    {
      numero: 1,
      criterio: 'Perfilado o valoración de personas (personalidad, hábitos, solvencia)',
      cumple: perfilado || finanzas ? 'SI' : 'NO',
      tratamientos: perfilado || finanzas ? [principal] : [],
      motivo: perfilado
        ? `Su actividad (CNAE ${cnae}) consiste en ${perfilado.texto}.`
        : finanzas
          ? 'La contratación valora la solvencia o el riesgo de cada cliente.'
          : 'Ninguno de los tratamientos del registro valora o perfila a las personas.',
    },
    {
      numero: 2,
      criterio: 'Decisiones automatizadas que impidan ejercer un derecho, acceder a un bien o servicio o contratar',
      cumple: finanzas ? 'SI' : 'NO',
      tratamientos: finanzas ? [principal] : [],
      motivo: finanzas
        ? 'La valoración de la solvencia o del riesgo contribuye de forma decisiva a aceptar o rechazar la contratación.'
        : 'Ninguno de los tratamientos del registro decide de forma automatizada sobre las personas.',
    },
    observacion,
    {
      numero: 4,
      criterio: 'Categorías especiales de datos (art. 9 RGPD), datos penales (art. 10 RGPD) o de solvencia',
      cumple: perfilado?.cnae === '8291' ? 'SI' : sn(especiales),
      tratamientos: especiales === false && perfilado?.cnae !== '8291' ? [] : [principal],
      motivo:
        perfilado?.cnae === '8291'
          ? 'Trata datos que permiten conocer la situación financiera o la solvencia de las personas.'
          : especiales === null
            ? `Datos de salud de clientes o personas usuarias: ${PENDIENTE_DE_COMPLETAR}.`
            : especiales
              ? `${principal}: trata ${finanzas ? 'datos de solvencia y, en los seguros de personas, de salud' : 'datos de salud'} de quienes atiende.`
              : 'Solo los datos de salud de la plantilla que exige la ley laboral (bajas, aptitud), que por sí solos no bastan; no trata los de clientes o personas usuarias.',
    },
    {
      numero: 5,
      criterio: 'Datos biométricos para identificar de manera unívoca a una persona',
      cumple: 'NO',
      tratamientos: [],
      motivo:
        'No consta en el registro. Si la empresa usa o implanta el fichaje con huella dactilar o reconocimiento facial, este criterio se cumple y debe revisar este análisis antes de hacerlo.',
    },
    { numero: 6, criterio: 'Datos genéticos para cualquier fin', cumple: 'NO', tratamientos: [], motivo: 'No consta en el registro.' },
    {
      numero: 7,
      criterio: 'Tratamiento de datos a gran escala (criterios de las directrices WP243 del Grupo del Artículo 29)',
      cumple: escala ? 'SI' : 'NO',
      tratamientos: escala ? [principal] : [],
      motivo: escala
        ? `Su actividad (CNAE ${cnae}) trata de forma habitual los datos de ${escala.texto}, ejemplo de gran escala de esas directrices.`
        : `Por su actividad (CNAE ${cnae}) y su plantilla (${input.numTrabajadores} personas), el número de personas afectadas y el volumen de datos no alcanzan la gran escala.`,
    },
    {
      numero: 8,
      criterio: 'Asociación, combinación o enlace de bases de datos con finalidades distintas o de responsables distintos',
      cumple: 'NO',
      tratamientos: [],
      motivo: 'No consta en el registro: cada tratamiento usa sus datos para su finalidad.',
    },
    {
      numero: 9,
      criterio: 'Datos de personas vulnerables: menores de 14 años, personas con discapacidad, usuarias de servicios sociales, víctimas de violencia de género',
      cumple: sn(vulnerable),
      tratamientos: vulnerable === false ? [] : [principal],
      motivo:
        familia === 'SERVICIOS_SOCIALES'
          ? 'Atiende a personas usuarias de servicios sociales.'
          : vulnerable === null
            ? `Datos de menores: ${PENDIENTE_DE_COMPLETAR}.`
            : vulnerable
              ? `${principal}: trata datos de menores de edad.`
              : 'No trata datos de menores ni de otras personas vulnerables como destinatarias de su actividad.',
    },
    {
      numero: 10,
      criterio: 'Uso de nuevas tecnologías o uso innovador de las existentes',
      cumple: 'NO',
      tratamientos: [],
      motivo: 'Los tratamientos del registro usan medios habituales (gestión, ofimática, servicios en la nube).',
    },
    {
      numero: 11,
      criterio: 'Tratamientos que impidan ejercer derechos, usar un servicio o ejecutar un contrato (datos de otro responsable sin informar, art. 14.5 RGPD)',
      cumple: perfilado?.cnae === '8291' ? 'SI' : 'NO',
      tratamientos: perfilado?.cnae === '8291' ? [principal] : [],
      motivo: perfilado?.cnae === '8291' ? 'Trata datos obtenidos de fuentes distintas de las personas a las que se refieren.' : 'La empresa recoge los datos de las propias personas y les informa.',
    },
  ];
}

/**
 * The conclusion: an EIPD is required when one processing activity meets two or more criteria of the
 * AEPD list (the list's own rule), or large-scale special categories (RGPD art. 35.3.b). When the
 * facts still unknown could make it so, the conclusion is pending.
 */
function concluir(criterios: Criterio[]): ConclusionEipd {
  const cuenta = new Map<string, { si: number[]; pendientes: number[] }>();
  for (const criterio of criterios) {
    for (const tratamiento of criterio.tratamientos) {
      const row = cuenta.get(tratamiento) ?? { si: [], pendientes: [] };
      if (criterio.cumple === 'SI') row.si.push(criterio.numero);
      if (criterio.cumple === 'PENDIENTE') row.pendientes.push(criterio.numero);
      cuenta.set(tratamiento, row);
    }
  }
  const requeridas = [...cuenta].filter(([, row]) => row.si.length >= 2);
  if (requeridas.length > 0) {
    return {
      outcome: 'REQUERIDA',
      tratamientos: requeridas.map(([tratamiento]) => tratamiento),
      motivo: requeridas.map(([tratamiento, row]) => `«${tratamiento}» cumple los criterios ${row.si.join(', ')} de la lista`).join('; '),
    };
  }
  const dudosas = [...cuenta].filter(([, row]) => row.si.length + row.pendientes.length >= 2);
  if (dudosas.length > 0) {
    const faltan = criterios.filter((criterio) => criterio.cumple === 'PENDIENTE').map((criterio) => criterio.motivo);
    return {
      outcome: 'PENDIENTE',
      faltan,
      motivo: dudosas.map(([tratamiento, row]) => `«${tratamiento}» ${row.si.length === 0 ? 'no cumple ningún criterio' : `cumple ${row.si.length === 1 ? 'el criterio' : 'los criterios'} ${row.si.join(', ')}`} y depende de datos pendientes para ${row.pendientes.length === 1 ? 'el criterio' : 'los criterios'} ${row.pendientes.join(', ')}`).join('; '),
    };
  }
  return { outcome: 'NO_REQUERIDA', motivo: 'Ninguno de sus tratamientos reúne dos o más criterios de la lista, ni trata a gran escala categorías especiales de datos o zonas de acceso público (art. 35.3 RGPD).' };
}

/** Risks of every employer, and those the activity, the scale and the facts add. */
function riesgosDe(input: AnalisisInput, familia: FamiliaActividad): Riesgo[] {
  const { datos } = input;
  const cnae = digitsOf(input.cnae);
  const escala = match(GRAN_ESCALA, cnae) !== undefined;
  // More people, more harm when staff data leak: from 50 people the impact is one level higher.
  const impactoPersonal: Nivel = input.numTrabajadores >= 50 ? 3 : 2;
  const evaluado = (riesgo: string, tratamiento: string, probabilidad: Nivel, impacto: Nivel, medidas: string[]): Riesgo => ({
    estado: 'EVALUADO',
    riesgo,
    tratamiento,
    probabilidad,
    impacto,
    nivel: nivelDeRiesgo(probabilidad, impacto),
    medidas,
  });
  const pendiente = (riesgo: string, tratamiento: string, falta: string): Riesgo => ({ estado: 'PENDIENTE', riesgo, tratamiento, falta });
  const principal = tratamientoPrincipal(familia);

  const riesgos: Riesgo[] = [
    evaluado('Acceso indebido o fuga de datos de la plantilla (nóminas, bajas, datos bancarios)', 'Gestión de personal y nóminas', 2, impactoPersonal, [
      'Acceso por perfiles: solo quien gestiona personal ve las nóminas y los datos de salud.',
      'Documentación de bajas y aptitud separada del expediente y bajo llave o con acceso restringido.',
      'Envío de nóminas por canal protegido (portal del empleado o documento cifrado).',
    ]),
    evaluado('Pérdida o indisponibilidad de la información (avería, robo, programa de secuestro)', 'Todos los tratamientos', 2, escala ? 4 : 2, [
      'Copias de seguridad semanales fuera del equipo, con restauración comprobada.',
      'Equipos actualizados, antivirus y cortafuegos activos, cifrado de portátiles.',
      'Procedimiento de violaciones de seguridad con notificación a la AEPD en 72 horas (Anexo III).',
    ]),
    evaluado('Comunicación indebida por error (correo a destinatario equivocado, copia visible)', `${principal}; Comunicaciones y consultas`, 2, 2, [
      'Copia oculta en envíos a varias personas; revisión del destinatario antes de enviar.',
      'Documentos con datos sensibles cifrados o con contraseña comunicada por otro medio.',
      'Formación de la plantilla al incorporarse y cada año.',
    ]),
    evaluado('Conservación de datos más allá de los plazos legales', 'Todos los tratamientos', 2, 1, [
      'Revisión anual de los plazos del registro; bloqueo y supresión al vencer (art. 32 LOPDGDD).',
    ]),
  ];

  if (datos.encargados === null) riesgos.push(pendiente('Encargados del tratamiento sin contrato o sin garantías suficientes', 'Todos los tratamientos', 'Encargados del tratamiento'));
  else if (datos.encargados.length > 0) {
    riesgos.push(
      evaluado('Encargados del tratamiento sin contrato o sin garantías suficientes', 'Los tratamientos que gestionan terceros', 2, 2, [
        'Contrato de encargo del art. 28.3 RGPD firmado con cada encargado antes de que acceda a los datos (Anexo II).',
        'Comprobación de sus garantías y de que no transfiere datos fuera del Espacio Económico Europeo sin garantías adecuadas.',
      ]),
    );
  }

  const especiales = especialesDeClientes(familia, datos);
  if (especiales === null) riesgos.push(pendiente('Acceso indebido a datos de salud de clientes o personas usuarias', principal, 'Datos de salud'));
  else if (especiales) {
    riesgos.push(
      evaluado(
        familia === 'FINANZAS_SEGUROS' ? 'Acceso indebido a datos de solvencia o de salud de clientes' : 'Acceso indebido a datos de salud (historias clínicas, informes, alergias)',
        principal,
        2,
        4,
        [
          'Acceso solo de los profesionales que intervienen en la atención, con usuario propio y registro de accesos.',
          'Cifrado de los equipos y de las copias; nada de datos de salud en correos sin cifrar ni en mensajería personal.',
          'Secreto profesional recordado en el compromiso de confidencialidad.',
          familia === 'SANIDAD' ? 'Custodia de la historia clínica conforme a la Ley 41/2002 (art. 17) y acceso del paciente a su historia.' : 'Consentimiento explícito o excepción del art. 9.2 RGPD documentada.',
        ],
      ),
    );
  }

  if (datos.videovigilancia === null) riesgos.push(pendiente('Captación excesiva de imágenes o control laboral sin informar', 'Videovigilancia', 'Videovigilancia'));
  else if (datos.videovigilancia) {
    riesgos.push(
      evaluado('Captación excesiva de imágenes (vía pública, zonas de descanso) o control laboral sin informar', 'Videovigilancia', 2, 3, [
        'Cámaras orientadas al propio espacio, nunca a vestuarios, aseos o zonas de descanso (art. 89.2 LOPDGDD).',
        'Cartel informativo en cada acceso y cláusula de segunda capa (Anexo VI).',
        'Información previa y expresa a la plantilla y a su representación (art. 89.1 LOPDGDD).',
        'Supresión de las imágenes en un mes (art. 22.3 LOPDGDD) y acceso al visionado solo de personas autorizadas.',
      ]),
    );
  }

  if (datos.geolocalizacion === null) riesgos.push(pendiente('Localización de personas fuera de la jornada o para fines no informados', 'Geolocalización de vehículos y dispositivos', 'Geolocalización'));
  else if (datos.geolocalizacion) {
    riesgos.push(
      evaluado('Localización de personas fuera de la jornada o para fines no informados', 'Geolocalización de vehículos y dispositivos', 2, 3, [
        'Información previa, expresa, clara e inequívoca a la plantilla y a su representación (art. 90.2 LOPDGDD).',
        'Desactivación o desvinculación fuera de la jornada; nunca en el uso privado autorizado.',
        'Acceso a los datos de posición solo para la finalidad informada y supresión al vencer el plazo del registro.',
      ]),
    );
  }

  const vulnerable = vulnerables(familia, datos);
  if (vulnerable === null) riesgos.push(pendiente('Tratamiento de datos de menores sin el consentimiento de sus progenitores o difusión de su imagen', principal, 'Datos de menores'));
  else if (vulnerable) {
    riesgos.push(
      evaluado(
        familia === 'SERVICIOS_SOCIALES' ? 'Exposición de datos de personas vulnerables' : 'Tratamiento de datos de menores sin el consentimiento de sus progenitores o difusión de su imagen',
        principal,
        2,
        4,
        familia === 'SERVICIOS_SOCIALES'
          ? [
              'Acceso a los expedientes sociales solo de los profesionales que intervienen, sujetos a secreto.',
              'Información adaptada a la persona usuaria y, en su caso, a quien la representa legalmente.',
              'Comunicación a servicios públicos solo cuando la atención o una medida de protección lo requieran.',
            ]
          : [
              'Consentimiento de progenitores o tutores para menores de 14 años (art. 7 LOPDGDD) y autorización expresa para difundir imágenes.',
              'Información adaptada y acceso restringido a los expedientes.',
            ],
      ),
    );
  }

  if (datos.canalDenuncias === true) {
    riesgos.push(
      evaluado('Revelación de la identidad de la persona informante', 'Sistema interno de información (canal de denuncias)', 1, 4, [
        'Acceso limitado al responsable del sistema; identidad reservada (art. 33 Ley 2/2023).',
        'Supresión de las comunicaciones a los tres meses si no se investigan (art. 32 Ley 2/2023).',
      ]),
    );
  }

  return riesgos;
}

/** The analysis of one company: its risks, the AEPD screening and whether it needs an EIPD. */
export function analizarRiesgos(input: AnalisisInput): AnalisisDeRiesgos {
  const familia = input.datos.familiaActividad ?? familiaDeCnae(input.cnae);
  const criterios = criteriosAepd(input, familia);
  return { familia, riesgos: riesgosDe(input, familia), criterios, conclusion: concluir(criterios) };
}
