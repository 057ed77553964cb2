import { ENCARGADO_LABELS, familiaDeCnae, type DatosProtocolos, type FamiliaActividad } from '@cumplia/shared/schemas/datos-protocolos';

/**
 * The register of processing activities (RGPD art. 30) of a company, written for its activity family
 * and its facts (docs/decisions/0046): the activities every employer has, the ones its family has
 * (with the special categories of RGPD art. 9 where the activity has them) and the ones its facts
 * add. A fact still unknown adds no activity and no conclusion: it is listed as pending.
 */
export interface Tratamiento {
  nombre: string;
  finalidad: string;
  baseJuridica: string;
  interesados: string;
  categoriasDatos: string;
  /** The special categories (RGPD art. 9) and their exception, or null when there are none. */
  categoriasEspeciales: string | null;
  destinatarios: string;
  conservacion: string;
  /** The norm the retention period comes from. */
  fuenteConservacion: string;
}

export interface RegistroInput {
  cnae: string;
  actividad: string;
  datos: DatosProtocolos;
}

export interface Registro {
  familia: FamiliaActividad;
  tratamientos: Tratamiento[];
  /** The facts the register is waiting for, as sentences. */
  pendientes: string[];
}

const SIN_CESIONES = 'No se comunican a terceros, salvo obligación legal.';

function encargadosTexto(datos: DatosProtocolos, extra: string): string {
  if (datos.encargados === null) return `${extra} Encargados del tratamiento: pendiente de completar.`;
  if (datos.encargados.length === 0) return extra;
  return `${extra} Encargados del tratamiento: ${datos.encargados.map((kind) => ENCARGADO_LABELS[kind].toLowerCase()).join(', ')}.`;
}

const personal = (datos: DatosProtocolos): Tratamiento => ({
  nombre: 'Gestión de personal y nóminas',
  finalidad: 'Gestión de la relación laboral: contratación, nóminas, Seguridad Social, prevención de riesgos laborales, formación, registro de jornada y régimen disciplinario.',
  baseJuridica: 'Ejecución del contrato de trabajo (art. 6.1.b RGPD) y obligaciones legales (art. 6.1.c RGPD): Estatuto de los Trabajadores, Ley General de la Seguridad Social, Ley 31/1995 de Prevención de Riesgos Laborales.',
  interesados: 'Personas trabajadoras y, en su caso, sus familiares beneficiarios.',
  categoriasDatos: 'Identificativos, de contacto, académicos y profesionales, detalle del empleo, económicos y bancarios.',
  categoriasEspeciales:
    'Salud (aptitud médica, bajas por incapacidad temporal, adaptaciones del puesto) y afiliación sindical cuando se pide la retención de la cuota: art. 9.2.b y 9.2.h RGPD.',
  destinatarios: encargadosTexto(datos, 'Tesorería General de la Seguridad Social, Agencia Tributaria, mutua colaboradora, servicio de prevención y entidades bancarias.'),
  conservacion: 'Durante la relación laboral y, después, cuatro años; el registro de jornada, cuatro años.',
  fuenteConservacion: 'Art. 4 LISOS (prescripción de infracciones), art. 66 Ley 58/2003 General Tributaria, art. 34.9 Estatuto de los Trabajadores.',
});

const seleccion: Tratamiento = {
  nombre: 'Selección de personal',
  finalidad: 'Valorar las candidaturas recibidas para los puestos vacantes.',
  baseJuridica: 'Medidas precontractuales a petición de la persona candidata (art. 6.1.b RGPD) y, para conservar el currículo para futuros procesos, su consentimiento (art. 6.1.a RGPD).',
  interesados: 'Personas candidatas.',
  categoriasDatos: 'Identificativos, de contacto, formación y experiencia profesional.',
  categoriasEspeciales: null,
  destinatarios: SIN_CESIONES,
  conservacion: 'Hasta el final del proceso de selección; con consentimiento, un año como máximo.',
  fuenteConservacion: 'Principio de limitación del plazo de conservación (art. 5.1.e RGPD).',
};

const proveedores: Tratamiento = {
  nombre: 'Proveedores',
  finalidad: 'Gestión de compras, pagos y relación con proveedores.',
  baseJuridica: 'Ejecución de un contrato (art. 6.1.b RGPD) y obligaciones legales contables y fiscales (art. 6.1.c RGPD).',
  interesados: 'Proveedores y sus personas de contacto.',
  categoriasDatos: 'Identificativos, de contacto, económicos y bancarios.',
  categoriasEspeciales: null,
  destinatarios: 'Agencia Tributaria y entidades bancarias.',
  conservacion: 'Seis años desde el último asiento contable; cuatro años a efectos tributarios.',
  fuenteConservacion: 'Art. 30 del Código de Comercio y art. 66 Ley 58/2003 General Tributaria.',
};

const CONSERVACION_MERCANTIL = {
  conservacion: 'Durante la relación y, después, seis años desde el último asiento contable; cuatro años a efectos tributarios.',
  fuenteConservacion: 'Art. 30 del Código de Comercio y art. 66 Ley 58/2003 General Tributaria.',
};

/** Customers and billing, in the words of each family. */
function clientes(familia: FamiliaActividad, actividad: string): Tratamiento {
  const nombres: Partial<Record<FamiliaActividad, [string, string]>> = {
    SANIDAD: ['Citas, facturación y cobro a pacientes', 'Pacientes y, en su caso, sus representantes legales.'],
    EDUCACION: ['Matrícula, cuotas y facturación', 'Alumnado, sus padres, madres o tutores y personas que pagan las cuotas.'],
    HOSTELERIA: ['Reservas, clientes y facturación', 'Clientes y personas que reservan.'],
    SERVICIOS_SOCIALES: ['Contratación y facturación de los servicios', 'Personas usuarias, familiares y personas obligadas al pago.'],
  };
  const [nombre, interesados] = nombres[familia] ?? ['Clientes y facturación', 'Clientes y personas de contacto de clientes.'];
  return {
    nombre,
    finalidad: `Prestación de los servicios propios de la actividad (${actividad}), facturación, cobro y atención de consultas.`,
    baseJuridica: 'Ejecución de un contrato (art. 6.1.b RGPD) y obligaciones legales contables y fiscales (art. 6.1.c RGPD).',
    interesados,
    categoriasDatos: 'Identificativos, de contacto, datos de la relación comercial, económicos y bancarios.',
    categoriasEspeciales: null,
    destinatarios: 'Agencia Tributaria, entidades bancarias y, en su caso, la asesoría contable como encargada del tratamiento.',
    ...CONSERVACION_MERCANTIL,
  };
}

/** The activities of each family beyond the common ones. */
function propiosDeLaFamilia(familia: FamiliaActividad, cnae: string, datos: DatosProtocolos): Tratamiento[] {
  switch (familia) {
    case 'SANIDAD':
      return [
        {
          nombre: 'Historia clínica y asistencia sanitaria',
          finalidad: 'Prestar la asistencia sanitaria, documentarla en la historia clínica de cada paciente y garantizar la continuidad asistencial.',
          baseJuridica: 'Obligación legal (art. 6.1.c RGPD) y prestación de asistencia sanitaria (art. 9.2.h RGPD): Ley 41/2002, básica reguladora de la autonomía del paciente, y Ley 14/1986, General de Sanidad.',
          interesados: 'Pacientes y, en su caso, sus representantes legales.',
          categoriasDatos: 'Identificativos, de contacto, antecedentes y datos de la asistencia.',
          categoriasEspeciales: 'Datos de salud y, en su caso, genéticos (art. 9.1 RGPD), tratados por profesionales sujetos al secreto profesional (art. 9.3 RGPD).',
          destinatarios: 'Otros centros y profesionales sanitarios que intervienen en la asistencia, el Servicio de Salud, la Inspección sanitaria, los jueces y tribunales cuando lo requieran y, con autorización, las aseguradoras del paciente.',
          conservacion: 'Como mínimo, cinco años desde la fecha del alta de cada proceso asistencial, o el plazo mayor que fije la normativa autonómica.',
          fuenteConservacion: 'Art. 17.1 de la Ley 41/2002, de autonomía del paciente.',
        },
      ];
    case 'EDUCACION':
      return [
        {
          nombre: 'Gestión académica del alumnado',
          finalidad: 'Impartir la enseñanza, la orientación, la evaluación y el seguimiento académico del alumnado, y comunicarse con sus familias.',
          baseJuridica:
            'Ejecución del contrato de enseñanza (art. 6.1.b RGPD) y, en los centros de enseñanzas regladas, la función educativa (art. 6.1.e RGPD; disposición adicional 23.ª de la Ley Orgánica 2/2006, de Educación). Imágenes para difusión: consentimiento (art. 6.1.a RGPD; art. 7 LOPDGDD para menores de 14 años, de sus progenitores o tutores).',
          interesados: 'Alumnado (incluidos menores de edad) y sus padres, madres o tutores.',
          categoriasDatos: 'Identificativos, de contacto, académicos, de evaluación y de asistencia; imagen con consentimiento.',
          categoriasEspeciales: 'Datos de salud necesarios para la atención del alumnado (alergias, necesidades educativas especiales): art. 9.2.g y 9.2.h RGPD y disposición adicional 23.ª LO 2/2006.',
          destinatarios: 'La Administración educativa; los servicios de salud y sociales cuando sea necesario para la protección del alumnado.',
          conservacion: 'Mientras el alumno esté en el centro; el expediente académico y las actas, de forma permanente en las enseñanzas regladas; el resto, los plazos de prescripción.',
          fuenteConservacion: 'Disposición adicional 23.ª de la Ley Orgánica 2/2006, de Educación, y normativa educativa autonómica.',
        },
      ];
    case 'HOSTELERIA':
      return cnae.startsWith('55')
        ? [
            {
              nombre: 'Registro documental de viajeros',
              finalidad: 'Cumplir la obligación de registro y comunicación de los datos de las personas alojadas a las Fuerzas y Cuerpos de Seguridad.',
              baseJuridica: 'Obligación legal (art. 6.1.c RGPD): Ley Orgánica 4/2015, de protección de la seguridad ciudadana, art. 25, y Real Decreto 933/2021.',
              interesados: 'Personas alojadas.',
              categoriasDatos: 'Identificativos, documento de identidad, nacionalidad, fechas de estancia y medio de pago.',
              categoriasEspeciales: null,
              destinatarios: 'Fuerzas y Cuerpos de Seguridad del Estado (Ministerio del Interior).',
              conservacion: 'Tres años desde la finalización de la estancia.',
              fuenteConservacion: 'Real Decreto 933/2021, art. 5.',
            },
          ]
        : [
            {
              nombre: 'Alergias e intolerancias de clientes',
              finalidad: 'Atender las alergias o intolerancias que el cliente comunica al reservar o al pedir.',
              baseJuridica: 'Consentimiento explícito del cliente (art. 9.2.a RGPD) y Reglamento (UE) 1169/2011 sobre la información alimentaria.',
              interesados: 'Clientes que comunican una alergia o intolerancia.',
              categoriasDatos: 'Nombre y datos de la reserva.',
              categoriasEspeciales: 'Datos de salud (alergias e intolerancias), con consentimiento explícito (art. 9.2.a RGPD).',
              destinatarios: SIN_CESIONES,
              conservacion: 'Hasta el final del servicio reservado.',
              fuenteConservacion: 'Principio de limitación del plazo de conservación (art. 5.1.e RGPD).',
            },
          ];
    case 'COMERCIO':
      return [
        {
          nombre: 'Ventas, garantías y devoluciones',
          finalidad: 'Gestionar las ventas, los envíos, las devoluciones y las garantías de los productos.',
          baseJuridica: 'Ejecución del contrato de compraventa (art. 6.1.b RGPD) y obligaciones legales de consumo (art. 6.1.c RGPD).',
          interesados: 'Clientes compradores.',
          categoriasDatos: 'Identificativos, de contacto, dirección de entrega, productos adquiridos y medio de pago.',
          categoriasEspeciales: null,
          destinatarios: 'Empresas de transporte y entidades de pago.',
          conservacion: 'Durante el plazo de garantía (tres años desde la entrega) y, después, seis años.',
          fuenteConservacion: 'Art. 120 del texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios (RDL 1/2007) y art. 30 del Código de Comercio.',
        },
        {
          nombre: 'Comunicaciones comerciales y fidelización',
          finalidad: 'Enviar ofertas e información de productos y gestionar programas de fidelización.',
          baseJuridica: 'Consentimiento (art. 6.1.a RGPD) o, para clientes y productos o servicios similares, interés legítimo (art. 6.1.f y considerando 47 RGPD); por medios electrónicos, sin consentimiento solo en ese caso (art. 21.2 LSSI).',
          interesados: 'Clientes y personas suscritas.',
          categoriasDatos: 'Identificativos, de contacto y preferencias comerciales.',
          categoriasEspeciales: null,
          destinatarios: SIN_CESIONES,
          conservacion: 'Hasta que la persona retire su consentimiento o se oponga.',
          fuenteConservacion: 'Arts. 7.3 y 21 RGPD y art. 21 de la Ley 34/2002 (LSSI).',
        },
      ];
    case 'CONSTRUCCION_INDUSTRIA':
      return [
        {
          nombre: 'Coordinación de actividades empresariales y subcontratación',
          finalidad: 'Coordinar la prevención de riesgos con contratas y subcontratas, acreditar la formación y aptitud del personal en obra o en planta, y llevar el libro de subcontratación.',
          baseJuridica: 'Obligación legal (art. 6.1.c RGPD): art. 24 Ley 31/1995, Real Decreto 171/2004, Ley 32/2006 reguladora de la subcontratación en la construcción y RD 1109/2007.',
          interesados: 'Personas trabajadoras propias y de empresas contratistas y subcontratistas, recursos preventivos.',
          categoriasDatos: 'Identificativos, empresa, puesto, formación preventiva y acreditaciones.',
          categoriasEspeciales: 'Aptitud médica para el puesto (no el diagnóstico), a través del servicio de prevención: art. 9.2.b y 9.2.h RGPD y art. 22 Ley 31/1995.',
          destinatarios: 'Empresas concurrentes, coordinación de seguridad y salud, Inspección de Trabajo y autoridad laboral.',
          conservacion: 'Cinco años desde la finalización de la obra o de la actividad concurrente.',
          fuenteConservacion: 'Art. 16 del RD 1109/2007 (libro de subcontratación) y art. 4.3 LISOS (prescripción de infracciones en prevención).',
        },
      ];
    case 'SERVICIOS_PROFESIONALES':
      return [
        {
          nombre: 'Expedientes de clientes y prevención del blanqueo de capitales',
          finalidad: 'Prestar el servicio profesional encargado y cumplir, cuando la actividad es sujeto obligado, la diligencia debida de la normativa de prevención del blanqueo de capitales.',
          baseJuridica: 'Ejecución del contrato (art. 6.1.b RGPD) y obligación legal (art. 6.1.c RGPD): Ley 10/2010, de prevención del blanqueo de capitales y de la financiación del terrorismo.',
          interesados: 'Clientes, sus representantes y titulares reales, y terceros que figuren en los expedientes.',
          categoriasDatos: 'Identificativos, de contacto, económicos, profesionales y los del asunto encargado.',
          categoriasEspeciales: null,
          destinatarios: 'Administraciones y órganos ante los que se actúe por encargo del cliente; SEPBLAC cuando lo exija la ley.',
          conservacion: 'El expediente, durante el encargo y los plazos de prescripción de la responsabilidad profesional; la documentación de diligencia debida, diez años.',
          fuenteConservacion: 'Art. 25 de la Ley 10/2010 y art. 1964 del Código Civil.',
        },
      ];
    case 'TRANSPORTE_LOGISTICA':
      return [
        {
          nombre: 'Envíos, remitentes y destinatarios',
          finalidad: 'Recoger, transportar y entregar los envíos, y acreditar la entrega.',
          baseJuridica: 'Ejecución del contrato de transporte (art. 6.1.b RGPD) y, respecto de los destinatarios, interés legítimo en la entrega (art. 6.1.f RGPD).',
          interesados: 'Remitentes, destinatarios y personas que reciben los envíos.',
          categoriasDatos: 'Identificativos, de contacto, dirección, firma o prueba de entrega.',
          categoriasEspeciales: null,
          destinatarios: 'Clientes cargadores y empresas colaboradoras de transporte.',
          conservacion: 'Un año desde la entrega para reclamaciones y, la documentación de control, los plazos mercantiles y fiscales.',
          fuenteConservacion: 'Art. 79 de la Ley 15/2009 del contrato de transporte terrestre de mercancías, art. 30 del Código de Comercio.',
        },
        {
          nombre: 'Tacógrafo y tiempos de conducción',
          finalidad: 'Controlar los tiempos de conducción y descanso de los conductores.',
          baseJuridica: 'Obligación legal (art. 6.1.c RGPD): Reglamento (CE) 561/2006 y Reglamento (UE) 165/2014.',
          interesados: 'Personas conductoras.',
          categoriasDatos: 'Identificativos, tarjeta de conductor, tiempos y lugares de conducción y descanso.',
          categoriasEspeciales: null,
          destinatarios: 'Autoridades de control del transporte e Inspección de Trabajo.',
          conservacion: 'Al menos un año.',
          fuenteConservacion: 'Art. 33.2 del Reglamento (UE) 165/2014.',
        },
      ];
    case 'SEGURIDAD_PRIVADA':
      return [
        {
          nombre: 'Servicios de seguridad y central receptora de alarmas',
          finalidad: 'Prestar los servicios de vigilancia, protección y, en su caso, de conexión a central de alarmas contratados.',
          baseJuridica: 'Ejecución del contrato (art. 6.1.b RGPD) y obligación legal (art. 6.1.c RGPD): Ley 5/2014, de Seguridad Privada, y Real Decreto 2364/1994.',
          interesados: 'Clientes, personas autorizadas y personas que acceden a las instalaciones protegidas.',
          categoriasDatos: 'Identificativos, de contacto, imagen y voz, registros de acceso y de incidencias.',
          categoriasEspeciales: null,
          destinatarios: 'Fuerzas y Cuerpos de Seguridad y juzgados y tribunales.',
          conservacion: 'Las imágenes, un mes salvo para acreditar hechos; los libros-registro y partes, los plazos de la normativa de seguridad privada.',
          fuenteConservacion: 'Art. 22.3 LOPDGDD y Ley 5/2014, de Seguridad Privada.',
        },
      ];
    case 'FINANZAS_SEGUROS':
      return [
        {
          nombre: 'Clientes, solvencia y prevención del blanqueo de capitales',
          finalidad: 'Contratar y gestionar los productos financieros o de seguro, valorar la solvencia o el riesgo y aplicar la diligencia debida.',
          baseJuridica: 'Ejecución del contrato (art. 6.1.b RGPD) y obligaciones legales (art. 6.1.c RGPD): Ley 10/2010, Ley 50/1980 de Contrato de Seguro y normativa de ordenación del sector.',
          interesados: 'Clientes, tomadores, asegurados, beneficiarios y titulares reales.',
          categoriasDatos: 'Identificativos, económicos, patrimoniales y de solvencia.',
          categoriasEspeciales: 'Datos de salud de las personas aseguradas en los seguros de personas: art. 9.2.g RGPD y disposición adicional decimoséptima de la Ley 20/2015 (LOSSEAR).',
          destinatarios: 'Entidades aseguradoras o de crédito con las que se opera, SEPBLAC y autoridades supervisoras.',
          conservacion: 'Durante el contrato y, la documentación de diligencia debida, diez años.',
          fuenteConservacion: 'Art. 25 de la Ley 10/2010 y art. 23 de la Ley 50/1980 de Contrato de Seguro.',
        },
      ];
    case 'SERVICIOS_SOCIALES':
      return [
        {
          nombre: 'Atención a personas usuarias',
          finalidad: 'Valorar la situación de las personas usuarias, prestar la atención social o asistencial y coordinarla con los servicios públicos.',
          baseJuridica: 'Ejecución del contrato (art. 6.1.b RGPD) y prestación de asistencia social (art. 9.2.h RGPD): Ley 39/2006 de promoción de la autonomía personal y normativa autonómica de servicios sociales.',
          interesados: 'Personas usuarias, sus familiares y representantes legales.',
          categoriasDatos: 'Identificativos, de contacto, situación social, familiar y económica.',
          categoriasEspeciales:
            datos.datosSalud === false
              ? null
              : 'Datos de salud y de dependencia o discapacidad necesarios para la atención (art. 9.2.h RGPD), tratados por profesionales sujetos a secreto (art. 9.3 RGPD).',
          destinatarios: 'Servicios sociales públicos y sanitarios que intervienen en la atención; juzgados y Ministerio Fiscal en las medidas de protección.',
          conservacion: 'Durante la atención y, después, los plazos de la normativa autonómica de servicios sociales; la información clínica, cinco años desde el alta.',
          fuenteConservacion: 'Normativa autonómica de servicios sociales y art. 17.1 de la Ley 41/2002.',
        },
      ];
    case 'GENERAL':
      return [];
  }
}

const videovigilancia: Tratamiento = {
  nombre: 'Videovigilancia',
  finalidad: 'Preservar la seguridad de las personas, bienes e instalaciones y, en su caso, el control laboral en los términos del art. 89 LOPDGDD.',
  baseJuridica: 'Misión de interés público (art. 6.1.e RGPD y art. 22 LOPDGDD) y, para el control laboral, el art. 20.3 del Estatuto de los Trabajadores.',
  interesados: 'Personas que acceden a las zonas videovigiladas, incluida la plantilla.',
  categoriasDatos: 'Imagen.',
  categoriasEspeciales: null,
  destinatarios: 'Fuerzas y Cuerpos de Seguridad y juzgados cuando lo requieran.',
  conservacion: 'Un mes como máximo desde la captación, salvo para acreditar hechos que atenten contra personas, bienes o instalaciones.',
  fuenteConservacion: 'Art. 22.3 LOPDGDD.',
};

const geolocalizacion: Tratamiento = {
  nombre: 'Geolocalización de vehículos y dispositivos',
  finalidad: 'Organizar rutas y servicios y ejercer el control laboral con los límites del art. 90 LOPDGDD.',
  baseJuridica: 'Ejecución del contrato de trabajo y poder de dirección (art. 6.1.b RGPD, art. 20.3 ET y art. 90 LOPDGDD), informando previamente a la plantilla.',
  interesados: 'Personas trabajadoras que usan vehículos o dispositivos de la empresa.',
  categoriasDatos: 'Identificativos y de localización, solo durante la jornada.',
  categoriasEspeciales: null,
  destinatarios: SIN_CESIONES,
  conservacion: 'El tiempo necesario para la finalidad y, como máximo, un año salvo incidencias que deban acreditarse.',
  fuenteConservacion: 'Principio de limitación del plazo de conservación (art. 5.1.e RGPD) y art. 90 LOPDGDD.',
};

const canalDenuncias: Tratamiento = {
  nombre: 'Sistema interno de información (canal de denuncias)',
  finalidad: 'Recibir y tramitar las comunicaciones sobre infracciones y proteger a quien informa.',
  baseJuridica: 'Obligación legal (art. 6.1.c RGPD) o interés público (art. 6.1.e RGPD): arts. 29 a 33 de la Ley 2/2023, de protección de las personas que informen sobre infracciones normativas.',
  interesados: 'Personas informantes, personas afectadas y terceros mencionados.',
  categoriasDatos: 'Identificativos, de contacto y los hechos comunicados.',
  categoriasEspeciales: 'Solo las imprescindibles para la investigación; las demás se suprimen de inmediato (art. 32 Ley 2/2023).',
  destinatarios: 'Responsable del sistema, Ministerio Fiscal o autoridad competente cuando los hechos lo requieran.',
  conservacion: 'Tres meses en el sistema si no se inicia investigación; el libro-registro, diez años como máximo.',
  fuenteConservacion: 'Arts. 26 y 32 de la Ley 2/2023.',
};

const consultas: Tratamiento = {
  nombre: 'Comunicaciones y consultas',
  finalidad: 'Atender las consultas recibidas por correo electrónico, teléfono, formulario web o en persona.',
  baseJuridica: 'Consentimiento de quien consulta (art. 6.1.a RGPD) o medidas precontractuales (art. 6.1.b RGPD).',
  interesados: 'Personas que contactan con la empresa.',
  categoriasDatos: 'Identificativos, de contacto y los que se incluyan en la consulta.',
  categoriasEspeciales: null,
  destinatarios: SIN_CESIONES,
  conservacion: 'El necesario para atender la consulta y, después, un año.',
  fuenteConservacion: 'Principio de limitación del plazo de conservación (art. 5.1.e RGPD).',
};

/** The register of a company: its family's, plus what its facts add; what is unknown stays pending. */
export function registroDeTratamientos(input: RegistroInput): Registro {
  const { datos } = input;
  const familia = datos.familiaActividad ?? familiaDeCnae(input.cnae);
  const tratamientos = [personal(datos), seleccion, clientes(familia, input.actividad), ...propiosDeLaFamilia(familia, input.cnae.replace(/\D/g, ''), datos), proveedores];
  const pendientes: string[] = [];

  const porHecho: Array<[boolean | null, Tratamiento, string]> = [
    [datos.videovigilancia, videovigilancia, 'Videovigilancia: pendiente de completar. Si la empresa dispone de cámaras, el registro incluirá esta actividad (art. 22 LOPDGDD).'],
    [datos.geolocalizacion, geolocalizacion, 'Geolocalización: pendiente de completar. Si la empresa usa sistemas de geolocalización, el registro incluirá esta actividad (art. 90 LOPDGDD).'],
    [datos.canalDenuncias, canalDenuncias, 'Sistema interno de información: pendiente de completar.'],
  ];
  for (const [hecho, tratamiento, pendiente] of porHecho) {
    if (hecho === true) tratamientos.push(tratamiento);
    if (hecho === null) pendientes.push(pendiente);
  }
  if (datos.datosMenores === null && familia !== 'EDUCACION') pendientes.push('Datos de menores: pendiente de completar.');
  if (datos.datosMenores === true && familia !== 'EDUCACION') {
    const clientesRow = tratamientos[2]!;
    tratamientos[2] = {
      ...clientesRow,
      interesados: `${clientesRow.interesados} Incluye menores de edad: se recaba el consentimiento de sus progenitores o tutores cuando son menores de 14 años (art. 7 LOPDGDD).`,
    };
  }
  if (datos.datosSalud === true && familia !== 'SANIDAD' && familia !== 'SERVICIOS_SOCIALES' && familia !== 'FINANZAS_SEGUROS') {
    const clientesRow = tratamientos[2]!;
    tratamientos[2] = {
      ...clientesRow,
      categoriasEspeciales: 'Datos de salud de clientes o personas usuarias, solo con su consentimiento explícito o la excepción aplicable (art. 9.2 RGPD).',
    };
  }
  if (datos.datosSalud === null && familia !== 'SANIDAD') pendientes.push('Datos de salud de clientes o personas usuarias: pendiente de completar.');
  tratamientos.push(consultas);
  return { familia, tratamientos, pendientes };
}
