import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { bullets, dataSheet, legalDocument, paragraph, subheading } from '../../../lib/pdf/document-frame.ts';
import { approval, companySheet, coverLines, fechaLarga, numbered, plantilla, signatureBoxes, table, type ProtocolInput } from './protocol-input.ts';

export const DESCONEXION_TITLE = 'Política de desconexión digital';

/**
 * The digital-disconnection policy (spec 0 "Protocol documents"): LOPDGDD art. 88, ET art. 20 bis and
 * Ley 10/2021 art. 18, with its rest periods, measures, exceptions and training, for the company given.
 */
export function protocoloDesconexion(input: ProtocolInput): TDocumentDefinitions {
  const { empresa, proveedor } = input;
  const nombre = empresa.razonSocial;

  return legalDocument({
    title: DESCONEXION_TITLE,
    subtitle: 'Artículo 88 de la LOPDGDD, artículo 20 bis del Estatuto de los Trabajadores y Ley 10/2021',
    holder: { razonSocial: empresa.razonSocial, nifCif: empresa.nifCif },
    coverLines: coverLines(input, '1.0'),
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
              ['Días laborables', 'Desde el fin de la jornada de cada persona hasta el inicio de la siguiente y, en todo caso, de 19:00 a 8:00'],
              ['Descanso entre jornadas', 'Al menos doce horas (art. 34.3 ET)'],
              ['Descanso semanal y festivos', 'Todo el día (art. 37 ET)'],
              ['Vacaciones', 'Todo el periodo (art. 38 ET)'],
              ['Permisos, excedencias e incapacidad temporal', 'Todo el periodo'],
              ['Pausas de la jornada', 'El tiempo de la pausa'],
            ],
            [170, '*'],
          ),
          paragraph(
            'Las personas que tengan un horario distinto, trabajen por turnos o tengan pactada una distribución irregular de la jornada disfrutan del mismo derecho respecto de sus propios tiempos de descanso.',
          ),
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
            'La política se ha elaborado para ser sometida a la audiencia de la representación legal de las personas trabajadoras, cuando exista, antes de su aprobación (art. 88.3 LOPDGDD), y se revisa cada año o cuando cambien la organización del trabajo o la normativa, teniendo en cuenta lo que disponga el convenio colectivo aplicable.',
          ),
        ],
      },
      {
        heading: 'Aprobación y entrada en vigor',
        content: [
          paragraph(
            `Esta política entra en vigor el ${input.adoptadoEl ? fechaLarga(input.adoptadoEl) : 'día de su aprobación'} y tiene vigencia indefinida. Preparada por ${proveedor.nombre} con los datos facilitados por la empresa; emitida el ${fechaLarga(input.emitidoEl)}.`,
          ),
          ...approval(input, 'la presente política de desconexión digital'),
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
