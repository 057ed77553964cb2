import { formatLongDate } from '@cumplia/shared/calendar';
import { PENDIENTE_DE_COMPLETAR, familiaDeCnae, type FamiliaActividad } from '@cumplia/shared/schemas/datos-protocolos';
import type { Content } from 'pdfmake/interfaces';
import type { PdfDefinition } from '../../../lib/pdf/pdf-definition.ts';
import { bullets, dataSheet, legalDocument, paragraph, subheading } from '../../../lib/pdf/document-frame.ts';
import { ESTADO_BORRADOR, REPRESENTACION_TEXTO, companySheet, coverLines, numbered, plantilla, signatureBoxes, table, type ProtocolInput } from './protocol-input.ts';

export const DESCONEXION_TITLE = 'Política de desconexión digital';

/**
 * The digital-disconnection policy (spec 0 "Protocol documents"): LOPDGDD art. 88, ET art. 20 bis and
 * Ley 10/2021 art. 18, with its rest periods, measures, exceptions and training, for the company given.
 */
export function protocoloDesconexion(input: ProtocolInput): PdfDefinition {
  const { empresa, proveedor, datos } = input;
  const nombre = empresa.razonSocial;
  const familia = datos.familiaActividad ?? familiaDeCnae(empresa.cnae);

  return legalDocument({
    title: DESCONEXION_TITLE,
    subtitle: 'Artículo 88 de la LOPDGDD, artículo 20 bis del Estatuto de los Trabajadores y Ley 10/2021',
    holder: { razonSocial: empresa.razonSocial, nifCif: empresa.nifCif },
    coverLines: coverLines(input, '1.0', input.adoptadoEl ? undefined : ESTADO_BORRADOR),
    issuer: proveedor.nombre,
    withIndex: true,
    sections: [
      {
        heading: 'Objeto y marco normativo',
        content: [
          paragraph(
            `Esta política define cómo ${nombre} garantiza a las personas que trabajan para ella el derecho a la desconexión digital: a no ser contactadas ni a tener que atender comunicaciones de trabajo fuera de su tiempo de trabajo, para respetar su descanso, sus permisos y vacaciones y su intimidad personal y familiar.`,
          ),
          companySheet(input),
          subheading('Marco normativo'),
          bullets([
            'Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD), artículo 88: derecho a la desconexión digital en el ámbito laboral y obligación del empleador de elaborar una política interna, previa audiencia de la representación de las personas trabajadoras, que defina las modalidades de ejercicio del derecho y las acciones de formación y sensibilización.',
            'Estatuto de los Trabajadores, artículo 20 bis: derecho a la intimidad en el uso de los dispositivos digitales puestos a disposición por el empleador y a la desconexión digital.',
            'Ley 10/2021, de 9 de julio, de trabajo a distancia, artículo 18: derecho a la desconexión digital de las personas que trabajan a distancia, que conlleva limitar el uso de los medios tecnológicos de comunicación empresarial durante los periodos de descanso y respetar la duración máxima de la jornada.',
            'Estatuto de los Trabajadores, artículos 34 (jornada, descanso de doce horas entre jornadas y registro de jornada), 37 (descanso semanal, festivos y permisos) y 38 (vacaciones).',
            'Ley 31/1995, de Prevención de Riesgos Laborales: la fatiga informática y la sobrecarga por conexión permanente se consideran en la evaluación de riesgos psicosociales.',
          ]),
        ],
      },
      {
        heading: 'Ámbito de aplicación y principios',
        content: [
          paragraph(
            `La política se aplica a toda la plantilla de ${nombre} (${plantilla(empresa)}), con independencia de su contrato, jornada o puesto, incluido el personal directivo y las personas que trabajan a distancia total o parcialmente. Abarca todos los medios: teléfono, correo electrónico, mensajería instantánea (también en dispositivos personales), videollamadas, herramientas colaborativas y aplicaciones de la empresa.`,
          ),
          subheading('Principios'),
          numbered([
            'El tiempo de descanso, los permisos, las vacaciones y las situaciones de incapacidad temporal se respetan: fuera de la jornada nadie está obligado a responder ni a conectarse.',
            'No responder fuera de la jornada no puede dar lugar a ninguna sanción, represalia ni valoración negativa en la evaluación del desempeño o en la promoción.',
            'Las personas con responsabilidad de equipos dan ejemplo y evitan enviar comunicaciones fuera del horario.',
            'La desconexión es compatible con la flexibilidad horaria y la conciliación: se respeta el horario de cada persona.',
            'El derecho se ejerce por igual por mujeres y hombres y sirve a la conciliación corresponsable de la vida personal, familiar y laboral.',
          ]),
        ],
      },
      {
        heading: 'Tiempo de desconexión',
        content: [
          paragraph(
            'Cada persona tiene derecho a desconectarse fuera de su jornada de trabajo, según su horario y el registro de jornada (art. 34.9 ET). Con carácter general, y salvo que el horario de la persona sea otro, se consideran tiempo de desconexión:',
          ),
          table(
            ['Periodo', 'Tiempo de desconexión'],
            [
              ['Días laborables', ventanaLaborable(input)],
              ['Descanso entre jornadas', 'Al menos doce horas (art. 34.3 ET)'],
              ['Descanso semanal y festivos', 'Todo el día (art. 37 ET)'],
              ['Vacaciones', 'Todo el periodo (art. 38 ET)'],
              ['Permisos, excedencias e incapacidad temporal', 'Todo el periodo'],
              ['Pausas de la jornada', 'El tiempo de la pausa'],
            ],
            [170, '*'],
          ),
          paragraph(turnosTexto(input)),
        ],
      },
      {
        heading: 'Medidas de desconexión',
        content: [
          subheading('Comunicaciones'),
          bullets([
            'No se envían correos electrónicos ni mensajes de trabajo durante el tiempo de desconexión. Quien trabaje en otro horario utiliza el envío programado para que lleguen dentro de la jornada de la persona destinataria.',
            'Si se recibe una comunicación durante el tiempo de desconexión, no es necesario leerla ni responderla hasta la siguiente jornada.',
            'Los grupos de mensajería de trabajo se usan solo para asuntos de trabajo y se silencian fuera de la jornada.',
            'Durante las vacaciones y los permisos se activa un mensaje de ausencia que indica la fecha de regreso y una persona de contacto.',
          ]),
          subheading('Reuniones y formación'),
          bullets([
            'Las reuniones, presenciales o por videoconferencia, se convocan con antelación, con orden del día y hora de fin, y dentro de la jornada; se evita convocarlas en la última hora de la jornada.',
            'La formación que la empresa organiza se imparte, siempre que sea posible, dentro de la jornada.',
          ]),
          subheading('Dispositivos'),
          bullets([
            'Los dispositivos de la empresa pueden apagarse o silenciarse fuera de la jornada.',
            'Nadie está obligado a instalar aplicaciones de trabajo en su teléfono personal; si lo hace voluntariamente, puede desactivar sus notificaciones fuera de la jornada.',
            'El uso de los dispositivos respeta la intimidad de la persona (art. 87 LOPDGDD y art. 20 bis ET).',
          ]),
          subheading('Organización del trabajo'),
          bullets([
            'Las tareas y los plazos se planifican para que puedan cumplirse dentro de la jornada.',
            'Las personas con responsabilidad de equipos vigilan que la carga de trabajo no obligue a conectarse fuera del horario y lo corrigen cuando lo detectan.',
          ]),
        ],
      },
      {
        heading: 'Trabajo a distancia',
        content: [
          paragraph(
            'Las personas que trabajan a distancia tienen garantizado el derecho a la desconexión en los mismos términos, con las concreciones del artículo 18 de la Ley 10/2021:',
          ),
          numbered([
            'El acuerdo de trabajo a distancia recoge el horario de trabajo y, dentro de él, las reglas de disponibilidad.',
            'Fuera de ese horario, las herramientas de comunicación de la empresa no se utilizan para contactar con la persona.',
            'La persona puede desconectar los equipos de la empresa al terminar la jornada; la empresa no puede exigirle estar conectada para acreditar su disponibilidad.',
            'El registro de jornada refleja el tiempo efectivo de trabajo, incluido el momento de inicio y de fin de cada jornada.',
          ]),
        ],
      },
      {
        heading: 'Excepciones',
        content: [
          paragraph('Solo puede contactarse con una persona durante su tiempo de desconexión en estos casos:'),
          numbered([
            'Causa de fuerza mayor o circunstancias excepcionales que supongan un grave riesgo para las personas o un perjuicio grave e inminente para la empresa o sus clientes, cuya solución requiera una actuación inmediata.',
            'Servicios de guardia o disponibilidad pactados por escrito y compensados conforme al convenio colectivo o al contrato.',
            ...EXCEPCIONES_SECTOR[familia],
          ]),
          paragraph(
            'En estos casos se utiliza preferentemente la llamada telefónica, que permite valorar la urgencia, y el tiempo dedicado se registra y compensa como tiempo de trabajo. Las excepciones no pueden convertirse en práctica habitual.',
          ),
        ],
      },
      {
        heading: 'Formación, sensibilización y seguimiento',
        content: [
          paragraph(
            `${nombre} informa de esta política a toda la plantilla y a cada nueva incorporación, y organiza acciones de formación y sensibilización sobre el uso razonable de las herramientas tecnológicas, la gestión del tiempo y los riesgos de la conexión permanente (fatiga informática, tecnoestrés), conforme al artículo 88.3 de la LOPDGDD.`,
          ),
          subheading('Comunicación de incumplimientos'),
          paragraph(
            `Cualquier persona que considere que no se respeta su derecho a la desconexión puede comunicarlo a ${empresa.nombre} o a la representación legal de las personas trabajadoras, si la hay, escribiendo a ${empresa.email}. La comunicación se atiende con confidencialidad y sin represalias, y la empresa adopta las medidas necesarias para corregir la situación.`,
          ),
          subheading('Participación y revisión'),
          paragraph(
            'La política se revisa cada año o cuando cambien la organización del trabajo o la normativa, teniendo en cuenta lo que disponga el convenio colectivo aplicable, con la misma audiencia que para su aprobación.',
          ),
        ],
      },
      {
        heading: 'Aprobación y entrada en vigor',
        content: [
          ...aprobacion(input),
          paragraph(`Preparada por ${proveedor.nombre} con los datos facilitados por la empresa; emitida el ${formatLongDate(input.emitidoEl)}.`),
        ],
      },
      {
        heading: 'Anexo: acuse de recibo',
        content: [
          paragraph(
            `D./Dña. ________________________________________, con DNI/NIE ______________, declara haber recibido la política de desconexión digital de ${nombre} (NIF/CIF ${empresa.nifCif}), conocer su contenido y el derecho que le reconoce.`,
          ),
          dataSheet([
            ['Puesto', ''],
            ['Modalidad', '[  ] Presencial   [  ] A distancia   [  ] Mixta'],
            ['Horario de trabajo', ''],
          ]),
          signatureBoxes([{ role: 'La persona trabajadora' }, { role: `Por ${empresa.razonSocial}`, name: empresa.nombre }]),
          paragraph('En ______________________, a ____ de ______________ de ______.'),
        ],
      },
    ],
  });
}

/** Working days' disconnection: from the end of the day to the start of the next, as the company's hours say. */
function ventanaLaborable(input: ProtocolInput): string {
  const { horaInicio, horaFin } = input.datos;
  if (horaInicio === null || horaFin === null) {
    return `Desde el fin de la jornada de cada persona hasta el inicio de la siguiente. Horario de la empresa: ${PENDIENTE_DE_COMPLETAR}.`;
  }
  return `Desde el fin de la jornada de cada persona hasta el inicio de la siguiente; con el horario habitual de la empresa (de ${horaInicio} a ${horaFin}), de ${horaFin} a ${horaInicio} del día siguiente.`;
}

function turnosTexto(input: ProtocolInput): string {
  switch (input.datos.turnos) {
    case true:
      return 'La empresa trabaja a turnos: el tiempo de desconexión de cada persona es el que media entre el fin de su turno y el inicio del siguiente, con al menos doce horas entre ambos, y sus días de descanso. Los cuadrantes y sus cambios se comunican dentro de la jornada y con la antelación del convenio colectivo; nadie tiene que consultar mensajes fuera de turno para conocer el suyo.';
    case false:
      return 'Las personas que tengan un horario distinto del habitual o una distribución irregular de la jornada pactada disfrutan del mismo derecho respecto de sus propios tiempos de descanso.';
    case null:
      return `Trabajo a turnos: ${PENDIENTE_DE_COMPLETAR}. Quien trabaje a turnos o con una distribución irregular de la jornada disfruta del mismo derecho respecto de sus propios tiempos de descanso.`;
  }
}

/** The exceptions each sector needs beyond force majeure and agreed on-call duty. */
const EXCEPCIONES_SECTOR: Record<FamiliaActividad, string[]> = {
  SANIDAD: ['La continuidad asistencial de los pacientes: las guardias y localizaciones programadas, y la consulta urgente sobre un paciente cuya atención no pueda esperar al siguiente turno.'],
  SERVICIOS_SOCIALES: ['La atención continuada de las personas usuarias: las incidencias graves que afecten a su salud o seguridad, comunicadas a la persona de guardia.'],
  SEGURIDAD_PRIVADA: ['Los relevos y las incidencias del servicio de vigilancia que exijan cubrir un puesto, conforme al cuadrante y al convenio colectivo estatal de seguridad privada.'],
  HOSTELERIA: ['La cobertura urgente de un turno por una ausencia imprevista, que la persona puede rechazar sin consecuencias.'],
  TRANSPORTE_LOGISTICA: ['Las incidencias de una ruta en curso (accidente, avería, cierre de vías) que afecten a la persona que conduce, siempre respetando los tiempos de conducción y descanso.'],
  CONSTRUCCION_INDUSTRIA: ['Las averías, paradas o riesgos en la instalación, la planta o la obra que comprometan la seguridad o exijan una intervención inmediata, avisando a la persona de guardia.'],
  EDUCACION: ['Las situaciones que afecten a la seguridad o la salud de un alumno durante una actividad fuera del horario lectivo; las comunicaciones con las familias se hacen dentro del horario.'],
  COMERCIO: ['Las incidencias de seguridad del establecimiento (alarma, intrusión) que exijan la presencia de la persona responsable de apertura o cierre.'],
  FINANZAS_SEGUROS: ['Las incidencias de seguridad informática o de fraude que exijan una actuación inmediata de la persona responsable.'],
  SERVICIOS_PROFESIONALES: ['El vencimiento de un plazo legal o procesal del cliente que no pudo preverse dentro de la jornada.'],
  GENERAL: [],
};

/**
 * Heard by the representation before it is approved (LOPDGDD art. 88.3); dated only once the company
 * records its approval, a draft until then.
 */
function aprobacion(input: ProtocolInput): Content[] {
  const { empresa, datos } = input;
  const fecha = input.adoptadoEl ? formatLongDate(input.adoptadoEl) : null;
  const audiencia =
    datos.representacion === 'DELEGADOS' || datos.representacion === 'COMITE'
      ? fecha
        ? `Antes de aprobarla, la empresa la sometió a la audiencia de la representación legal de las personas trabajadoras (${REPRESENTACION_TEXTO[datos.representacion]}), conforme al artículo 88.3 de la LOPDGDD.`
        : `Antes de aprobarla, la empresa la someterá a la audiencia de la representación legal de las personas trabajadoras (${REPRESENTACION_TEXTO[datos.representacion]}), conforme al artículo 88.3 de la LOPDGDD.`
      : datos.representacion === 'NINGUNA'
        ? 'La empresa no tiene representación legal de las personas trabajadoras: la política se da a conocer a toda la plantilla, que puede hacer llegar sus observaciones antes de su aprobación.'
        : `Representación legal de las personas trabajadoras: ${PENDIENTE_DE_COMPLETAR}. Si la hay, la política se somete a su audiencia antes de aprobarse (art. 88.3 LOPDGDD).`;
  const estado = fecha
    ? `${empresa.nombre}, en nombre y representación de ${empresa.razonSocial} (NIF/CIF ${empresa.nifCif}), aprueba la presente política de desconexión digital el ${fecha}. Entra en vigor ese día y tiene vigencia indefinida.`
    : 'BORRADOR: esta política no está aprobada. Entrará en vigor el día de su aprobación, que la empresa registrará en sus «Datos para los protocolos».';
  const signers = datos.representacion === 'DELEGADOS' || datos.representacion === 'COMITE' ? [{ role: `Por ${empresa.razonSocial}`, name: empresa.nombre }, { role: 'Recibido por la representación legal (audiencia)' }] : [{ role: `Por ${empresa.razonSocial}`, name: empresa.nombre }];
  return [paragraph(audiencia), paragraph(estado), ...(fecha ? [signatureBoxes(signers)] : [])];
}
