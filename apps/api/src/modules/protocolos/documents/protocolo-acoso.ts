import { formatLongDate } from '@cumplia/shared/calendar';
import { PENDIENTE_DE_COMPLETAR, type DatosProtocolos } from '@cumplia/shared/schemas/datos-protocolos';
import type { Content } from 'pdfmake/interfaces';
import type { PdfDefinition } from '../../../lib/pdf/pdf-definition.ts';
import { bullets, dataSheet, legalDocument, paragraph, subheading } from '../../../lib/pdf/document-frame.ts';
import { ESTADO_BORRADOR, REPRESENTACION_TEXTO, companySheet, coverLines, domicilio, numbered, plantilla, signatureBoxes, table, type ProtocolInput } from './protocol-input.ts';
import { endingSentence } from '@cumplia/shared/sentences';

export const ACOSO_TITLE = 'Protocolo para la prevención y actuación frente al acoso';

/**
 * The harassment protocol (spec 0 "Protocol documents"): sexual and gender-based harassment and
 * workplace harassment, under LO 3/2007 art. 48, LO 10/2022 and Ley 15/2022, with its commission,
 * procedure, deadlines and protection measures, for the company given.
 */
export function protocoloAcoso(input: ProtocolInput): PdfDefinition {
  const { empresa, proveedor } = input;
  const nombre = empresa.razonSocial;
  const { datos } = input;
  // Never the administrator's mailbox: a complaint may be about the administration itself.
  const canal = `${datos.canalAcoso ?? `${PENDIENTE_DE_COMPLETAR} (una dirección confidencial de la comisión de instrucción, distinta del correo de la administración)`}, o en sobre cerrado con la indicación «Confidencial – comisión de instrucción» en ${domicilio(empresa)}`;
  const grande = empresa.numTrabajadores >= 50;

  return legalDocument({
    title: ACOSO_TITLE,
    subtitle: 'Acoso sexual, acoso por razón de sexo, acoso discriminatorio y acoso laboral',
    holder: { razonSocial: empresa.razonSocial, nifCif: empresa.nifCif },
    coverLines: coverLines(input, '1.0', input.adoptadoEl ? undefined : ESTADO_BORRADOR),
    issuer: proveedor.nombre,
    withIndex: true,
    sections: [
      {
        heading: 'Declaración de principios',
        content: [
          paragraph(
            `${nombre} declara que toda persona tiene derecho a ser tratada con dignidad y a trabajar en un entorno libre de violencia y acoso. La empresa no tolera ninguna forma de acoso sexual, acoso por razón de sexo, acoso discriminatorio ni acoso laboral o psicológico, y se compromete a prevenirlos, a atender con diligencia, rapidez y confidencialidad cualquier denuncia, y a sancionar a quien los cometa.`,
          ),
          paragraph(
            'Este protocolo da cumplimiento al artículo 48 de la Ley Orgánica 3/2007, de 22 de marzo, para la igualdad efectiva de mujeres y hombres, en la redacción dada por la Ley Orgánica 10/2022, de 6 de septiembre, de garantía integral de la libertad sexual, que obliga a las empresas a promover condiciones de trabajo que eviten los delitos y otras conductas contra la libertad sexual y la integridad moral en el trabajo, incidiendo especialmente en el acoso sexual y el acoso por razón de sexo, incluidos los cometidos en el ámbito digital, y a arbitrar procedimientos específicos para su prevención y para dar cauce a las denuncias o reclamaciones.',
          ),
          companySheet(input),
          subheading('Marco normativo'),
          bullets([
            'Constitución Española, artículos 10, 14, 15 y 18.',
            'Ley Orgánica 3/2007, de 22 de marzo, para la igualdad efectiva de mujeres y hombres: artículos 7 (definiciones de acoso sexual y acoso por razón de sexo), 46 y 48 (medidas específicas en el trabajo).',
            'Ley Orgánica 10/2022, de 6 de septiembre, de garantía integral de la libertad sexual, en especial su artículo 12 (prevención y sensibilización en el ámbito laboral).',
            'Ley 15/2022, de 12 de julio, integral para la igualdad de trato y la no discriminación, artículos 2 y 6 (acoso discriminatorio).',
            'Estatuto de los Trabajadores: artículos 4.2.c y 4.2.e (derecho a la no discriminación y a la protección frente al acoso) y 54.2.g (despido disciplinario por acoso).',
            'Ley 31/1995, de Prevención de Riesgos Laborales, artículos 14 y 15 (protección frente a los riesgos psicosociales).',
            'Real Decreto Legislativo 5/2000, texto refundido de la Ley sobre Infracciones y Sanciones en el Orden Social (LISOS), artículos 8.13 y 8.13 bis.',
            'Código Penal, artículos 173.1 (acoso laboral) y 184 (acoso sexual).',
            'Convenio n.º 190 de la Organización Internacional del Trabajo sobre la violencia y el acoso, ratificado por España.',
          ]),
        ],
      },
      {
        heading: 'Objeto y ámbito de aplicación',
        content: [
          paragraph(
            `El protocolo tiene por objeto prevenir el acoso en ${nombre} y establecer el procedimiento para investigar y resolver las denuncias con garantías para todas las partes. Se aplica a toda la plantilla (${plantilla(empresa)}), cualquiera que sea su contrato, jornada o puesto, incluido el personal directivo; a las personas en prácticas, becarias o cedidas por empresas de trabajo temporal; y, en lo que corresponda, a las personas de empresas contratistas, clientes y proveedores que se relacionen con la plantilla.`,
          ),
          paragraph(
            'Comprende las conductas que se produzcan en el centro de trabajo y fuera de él cuando guarden relación con el trabajo: desplazamientos, viajes, formación, reuniones, actos sociales de la empresa y comunicaciones por cualquier medio, incluidos el correo electrónico, la mensajería instantánea y las redes sociales (ámbito digital, art. 48 LO 3/2007).',
          ),
          paragraph(
            `Cuando la persona denunciada pertenezca a otra empresa, ${nombre} comunicará los hechos a esa empresa para que actúe conforme a su propio protocolo, en coordinación de actividades empresariales (art. 24 de la Ley 31/1995), y adoptará en todo caso las medidas de protección a su alcance.`,
          ),
        ],
      },
      {
        heading: 'Definiciones y conductas',
        content: [
          subheading('Acoso sexual'),
          paragraph(
            'Cualquier comportamiento, verbal o físico, de naturaleza sexual que tenga el propósito o produzca el efecto de atentar contra la dignidad de una persona, en particular cuando se crea un entorno intimidatorio, degradante u ofensivo (art. 7.1 LO 3/2007). Por ejemplo:',
          ),
          bullets([
            'Comentarios, bromas o preguntas de contenido sexual sobre el cuerpo, la vida privada o la orientación sexual.',
            'Contacto físico deliberado y no solicitado, acercamientos innecesarios o gestos obscenos.',
            'Invitaciones o peticiones de favores sexuales, especialmente si se vinculan a condiciones de trabajo (chantaje sexual).',
            'Envío de mensajes, imágenes o vídeos de contenido sexual por cualquier medio, incluidos los digitales.',
          ]),
          subheading('Acoso por razón de sexo'),
          paragraph(
            'Cualquier comportamiento realizado en función del sexo de una persona con el propósito o el efecto de atentar contra su dignidad y de crear un entorno intimidatorio, degradante u ofensivo (art. 7.2 LO 3/2007); incluye el trato desfavorable relacionado con el embarazo, la maternidad o el ejercicio de derechos de conciliación. El condicionamiento de un derecho o expectativa a la aceptación de una situación de acoso sexual o por razón de sexo se considera también acto de discriminación por razón de sexo (art. 7.4 LO 3/2007).',
          ),
          subheading('Acoso discriminatorio'),
          paragraph(
            'Cualquier conducta realizada por razón de nacimiento, origen racial o étnico, sexo, religión, convicción u opinión, edad, discapacidad, orientación o identidad sexual, expresión de género, enfermedad o condición de salud, estado serológico o predisposición genética, lengua, situación socioeconómica o cualquier otra condición o circunstancia personal o social, con el objetivo o la consecuencia de atentar contra la dignidad de una persona y de crear un entorno intimidatorio, hostil, degradante, humillante u ofensivo (arts. 2 y 6.4 de la Ley 15/2022).',
          ),
          subheading('Acoso laboral o psicológico'),
          paragraph(
            'La exposición a conductas de violencia psicológica, dirigidas de forma reiterada y prolongada en el tiempo hacia una o más personas por parte de otra u otras que actúan frente a ellas desde una posición de poder, no necesariamente jerárquica, que supone un riesgo importante para la salud. Por ejemplo: aislar a la persona o impedirle comunicarse, asignarle tareas sin sentido o muy por debajo o por encima de su capacidad, desacreditarla o ridiculizarla en público, amenazarla o difundir rumores sobre ella.',
          ),
          paragraph(
            'No constituyen acoso los conflictos puntuales, las decisiones organizativas legítimas ni el ejercicio regular del poder de dirección, aunque puedan generar desacuerdo; estas situaciones se canalizan por las vías ordinarias de la empresa.',
          ),
        ],
      },
      {
        heading: 'Medidas de prevención',
        content: [
          paragraph(`Para prevenir el acoso, ${nombre} se compromete a:`),
          numbered([
            'Difundir este protocolo a toda la plantilla y a cada nueva incorporación, dejando constancia de su recepción, y tenerlo accesible en todo momento.',
            'Ofrecer formación y sensibilización sobre igualdad, diversidad y prevención del acoso, con especial atención al personal con mando (art. 12 LO 10/2022).',
            'Incluir los riesgos psicosociales, entre ellos el acoso, en la evaluación de riesgos laborales y en la planificación preventiva (art. 16 de la Ley 31/1995).',
            'Usar un lenguaje y una comunicación inclusivos y no sexistas en los documentos, anuncios y comunicaciones de la empresa.',
            'Promover un uso respetuoso de las herramientas digitales y de las redes sociales en la relación de trabajo.',
            'Revisar periódicamente el clima laboral y atender con prontitud los conflictos antes de que se agraven.',
          ]),
          ...igualdad(input, grande),
        ],
      },
      {
        heading: 'Comisión de instrucción',
        content: [
          paragraph(comisionTexto(datos)),
          dataSheet([
            ['Persona titular', '______________________________________'],
            ['Persona titular', '______________________________________'],
            ['Persona suplente', '______________________________________'],
            ['Canal de denuncias', canal],
          ]),
          paragraph(
            'Mientras no se designe la comisión, o en una empresa de pocas personas, la instrucción se encarga a una persona asesora externa con formación en igualdad (por ejemplo, del servicio de prevención ajeno), nunca a la administración en solitario. Nadie que sea parte, testigo o tenga relación de parentesco, afectiva o de dependencia jerárquica directa con las partes interviene en la instrucción: en ese caso actúa la persona suplente; si la denuncia afecta a la administración de la empresa, instruye siempre la persona asesora externa.',
          ),
          subheading('Funciones'),
          bullets([
            'Recibir las denuncias y acusar recibo.',
            'Proponer y vigilar las medidas cautelares de protección.',
            'Investigar los hechos con imparcialidad, oyendo a las partes y a los testigos.',
            'Elaborar el informe de conclusiones y proponer las medidas que procedan.',
            'Hacer el seguimiento de las medidas y custodiar la documentación con confidencialidad.',
          ]),
        ],
      },
      {
        heading: 'Procedimiento de actuación',
        content: [
          subheading('Principios del procedimiento'),
          bullets([
            'Confidencialidad: quienes intervienen guardan secreto; los expedientes se identifican con un código y no con el nombre de las personas.',
            'Respeto y protección de la dignidad y la intimidad de todas las personas implicadas.',
            'Diligencia y celeridad, dentro de los plazos de este protocolo.',
            'Imparcialidad y contradicción: la persona denunciada conoce los hechos y puede defenderse; se presume su inocencia hasta la resolución.',
            'Prohibición de represalias contra quien denuncia, testifica o colabora de buena fe.',
            'Perspectiva de género y apoyo a la víctima, que puede estar acompañada por una persona de su confianza o de la representación legal.',
          ]),
          subheading('Fases'),
          numbered([
            `Denuncia. La persona afectada, o cualquiera que conozca los hechos, los comunica por escrito a la comisión a través de ${canal}. La denuncia identifica, en lo posible, a las personas implicadas, los hechos, las fechas y los testigos o pruebas. Se puede usar el modelo del anexo.`,
            'Acuse de recibo y apertura. En el plazo de dos días hábiles la comisión acusa recibo, abre el expediente y valora las medidas cautelares necesarias.',
            'Medidas cautelares. Cuando los hechos lo aconsejen, la dirección adopta, en un máximo de 48 horas desde la propuesta de la comisión, medidas para proteger a la persona denunciante que nunca suponen un perjuicio para ella.',
            'Investigación. La comisión entrevista por separado a la persona denunciante, a la denunciada y a los testigos, y recaba la documentación pertinente, en el plazo de diez días hábiles, ampliable otros cinco en casos complejos. En los casos de acoso sexual o por razón de sexo no se recurre a la mediación ni se realizan careos entre la víctima y la persona denunciada.',
            'Informe de conclusiones. En los cinco días hábiles siguientes la comisión emite un informe con los hechos, las pruebas, su valoración y la propuesta de medidas, que traslada a la dirección.',
            'Resolución. La dirección resuelve en el plazo de cinco días hábiles desde el informe y comunica la resolución por escrito a las partes. El procedimiento completo no excede de treinta días hábiles desde la denuncia.',
          ]),
          table(
            ['Trámite', 'Plazo máximo'],
            [
              ['Acuse de recibo y apertura del expediente', '2 días hábiles desde la denuncia'],
              ['Adopción de medidas cautelares', '48 horas desde la propuesta'],
              ['Investigación', '10 días hábiles (ampliable 5 más)'],
              ['Informe de conclusiones', '5 días hábiles tras la investigación'],
              ['Resolución de la dirección', '5 días hábiles desde el informe'],
              ['Duración total', '30 días hábiles desde la denuncia'],
            ],
            ['*', 170],
          ),
          paragraph(
            'El procedimiento interno no impide que la persona afectada acuda en cualquier momento a la Inspección de Trabajo y Seguridad Social, a la jurisdicción social o a la vía penal. Si los hechos pudieran ser constitutivos de delito, la empresa informará a la víctima de su derecho a denunciar y colaborará con las autoridades.',
          ),
        ],
      },
      {
        heading: 'Medidas de protección y resolución',
        content: [
          subheading('Medidas cautelares de protección'),
          bullets([
            'Separación física de las personas implicadas: cambio de puesto, de centro, de turno o de horario de la persona denunciada.',
            'Reorganización de la dependencia jerárquica cuando la persona denunciada sea superior de la denunciante.',
            'Trabajo a distancia temporal, si la persona denunciante lo solicita.',
            'Permisos retribuidos, acompañamiento y apoyo psicológico a través del servicio de prevención o de la mutua.',
          ]),
          paragraph('Las medidas cautelares no prejuzgan el resultado y no pueden suponer un perjuicio ni una merma de las condiciones de trabajo de la persona denunciante.'),
          subheading('Resolución cuando se constata el acoso'),
          bullets([
            'Sanción disciplinaria a la persona acosadora conforme al convenio colectivo aplicable y al artículo 54.2.g del Estatuto de los Trabajadores, que puede llegar al despido.',
            'Medidas para que la persona acosada no conviva con la acosadora, sin que la víctima deba cambiar de puesto salvo que lo solicite.',
            'Restitución de las condiciones de trabajo de la víctima que se hayan visto afectadas y apoyo para su recuperación.',
            'Revisión de la evaluación de riesgos psicosociales y refuerzo de la formación en el área afectada.',
          ]),
          subheading('Cuando no se constata el acoso'),
          paragraph(
            'Se archiva el expediente. Si, pese a no constituir acoso, se han detectado conductas inadecuadas o un conflicto, la dirección adopta las medidas organizativas o disciplinarias que correspondan. Solo la denuncia que se demuestre falsa y de mala fe puede dar lugar a medidas disciplinarias contra quien la presentó.',
          ),
          subheading('Seguimiento'),
          paragraph(
            'En los tres meses siguientes a la resolución, la comisión comprueba que las medidas se han aplicado, que no se han producido represalias y que la situación no se ha repetido, y deja constancia en el expediente. La documentación se conserva de forma confidencial durante al menos cuatro años.',
          ),
        ],
      },
      {
        heading: 'Difusión, vigencia y revisión',
        content: [
          paragraph(
            `Este protocolo entra en vigor el ${input.adoptadoEl ? formatLongDate(input.adoptadoEl) : 'día de su aprobación'} y tiene vigencia indefinida. Se comunica a toda la plantilla, se entrega a cada nueva incorporación y se revisa cada dos años, cuando cambie la normativa o cuando su aplicación muestre la necesidad de mejorarlo. La empresa informa a la representación legal de las personas trabajadoras, si la hay, de su contenido y de las denuncias tramitadas, preservando la identidad de las personas.`,
          ),
          paragraph(
            `Preparado por ${proveedor.nombre} con los datos facilitados por la empresa; emitido el ${formatLongDate(input.emitidoEl)}.`,
          ),
          ...negociacion(input),
        ],
      },
      {
        heading: 'Anexo: modelo de denuncia',
        content: [
          paragraph(`A la comisión de instrucción del protocolo frente al acoso de ${endingSentence(nombre)} Documento confidencial.`),
          dataSheet([
            ['Persona que denuncia', ''],
            ['¿Es la persona afectada?', '[  ] Sí   [  ] No (indique quién lo es)'],
            ['Puesto y contacto', ''],
            ['Persona o personas denunciadas', ''],
            ['Tipo de conducta', '[  ] Acoso sexual   [  ] Por razón de sexo   [  ] Discriminatorio   [  ] Laboral'],
            ['Fechas y lugares de los hechos', ''],
            ['Testigos o pruebas', ''],
          ]),
          paragraph('Descripción de los hechos:'),
          { canvas: [0, 1, 2, 3, 4, 5].map((line) => ({ type: 'line' as const, x1: 0, y1: line * 22, x2: 483, y2: line * 22, lineWidth: 0.5, lineColor: '#b8c0c8' })), margin: [0, 14, 0, 12] },
          paragraph('[  ] Solicito que se adopten medidas cautelares de protección.'),
          signatureBoxes([{ role: 'Firma de la persona que denuncia' }, { role: 'Recibido por la comisión (fecha)' }]),
        ],
      },
      {
        heading: 'Anexo: información sobre protección de datos de las denuncias',
        content: [
          paragraph(
            `Responsable: ${empresa.razonSocial} (NIF/CIF ${empresa.nifCif}), ${domicilio(empresa)}. Finalidad: tramitar las denuncias de acoso, investigar los hechos, adoptar las medidas de protección y, en su caso, las disciplinarias. Legitimación: cumplimiento de obligaciones legales (art. 6.1.c RGPD; art. 48 LO 3/2007 y art. 14 Ley 31/1995) y, para los datos de salud o de la vida sexual que la denuncia pueda contener, las obligaciones en el ámbito laboral (art. 9.2.b RGPD).`,
          ),
          paragraph(
            'Acceso: solo la comisión de instrucción y, para decidir, la dirección; la identidad de quien denuncia y de los testigos se protege y solo se comunica a la persona denunciada lo imprescindible para su defensa. Destinatarios: Inspección de Trabajo, juzgados y Ministerio Fiscal cuando lo requieran. Conservación: durante la tramitación y, después, cuatro años para atender reclamaciones (art. 4 LISOS), bloqueados. Derechos: acceso, rectificación, supresión, oposición y limitación, ante la comisión por el canal de denuncias, y reclamación ante la Agencia Española de Protección de Datos (www.aepd.es).',
          ),
        ],
      },
      {
        heading: 'Anexo: acuse de recibo del protocolo',
        content: [
          paragraph(
            `D./Dña. ________________________________________, con DNI/NIE ______________, declara haber recibido el protocolo para la prevención y actuación frente al acoso de ${nombre} (NIF/CIF ${empresa.nifCif}), conocer su contenido, el canal para presentar denuncias (${canal}) y la información sobre protección de datos de las denuncias.`,
          ),
          signatureBoxes([{ role: 'La persona trabajadora' }, { role: `Por ${empresa.razonSocial}`, name: empresa.nombre }]),
          paragraph('En ______________________, a ____ de ______________ de ______.'),
        ],
      },
    ],
  });
}

/** Who the commission's members come from: the representation where there is one, the staff otherwise. */
function comisionTexto(datos: DatosProtocolos): string {
  const base = 'Las denuncias se tramitan por una comisión de instrucción de la que forman parte personas con formación en igualdad y prevención del acoso, con una composición equilibrada entre mujeres y hombres.';
  switch (datos.representacion) {
    case 'DELEGADOS':
    case 'COMITE':
      return `${base} La empresa tiene ${REPRESENTACION_TEXTO[datos.representacion]}: la mitad de sus miembros son designados por la representación legal de las personas trabajadoras y la otra mitad por la dirección.`;
    case 'NINGUNA':
      return `${base} La empresa no tiene representación legal de las personas trabajadoras: la plantilla elige a una persona de entre sus miembros y la dirección a otra, con una persona asesora externa cuando sea necesario.`;
    case null:
      return `${base} Representación legal de las personas trabajadoras: ${PENDIENTE_DE_COMPLETAR}; de ella depende quién designa a sus miembros.`;
  }
}

/** The equality plan and the internal reporting system, only as the facts say (LO 3/2007 art. 45, Ley 2/2023). */
function igualdad(input: ProtocolInput, grande: boolean): Content[] {
  const { empresa, datos } = input;
  if (!grande) {
    return [
      paragraph(
        'Aunque por su tamaño la empresa no está obligada a contar con un plan de igualdad (art. 45 LO 3/2007), sí lo está a aplicar medidas para prevenir el acoso sexual y por razón de sexo, que son las de este protocolo.',
      ),
    ];
  }
  const plan =
    datos.planIgualdad === null
      ? `Plan de igualdad: ${PENDIENTE_DE_COMPLETAR}. Con ${plantilla(empresa)}, la empresa está obligada a contar con uno (art. 45 LO 3/2007 y Real Decreto 901/2020).`
      : datos.planIgualdad
        ? `Con ${plantilla(empresa)}, la empresa cuenta con un plan de igualdad (art. 45 LO 3/2007 y Real Decreto 901/2020), del que este protocolo forma parte; su comisión de seguimiento conoce, de forma anonimizada, las denuncias tramitadas.`
        : `Con ${plantilla(empresa)}, la empresa está obligada a negociar y registrar un plan de igualdad (art. 45 LO 3/2007 y Real Decreto 901/2020), que todavía no tiene; este protocolo se integrará en él.`;
  const sistema =
    datos.canalDenuncias === null
      ? `Sistema interno de información de la Ley 2/2023: ${PENDIENTE_DE_COMPLETAR}; la empresa está obligada a tenerlo.`
      : datos.canalDenuncias
        ? 'Las denuncias de acoso pueden presentarse también por el sistema interno de información de la empresa (Ley 2/2023), que las remite a la comisión de instrucción.'
        : 'La empresa está obligada, además, a implantar un sistema interno de información conforme a la Ley 2/2023, de protección de las personas que informen sobre infracciones normativas.';
  return [paragraph(plan), paragraph(sistema), ...(empresa.numTrabajadores > 50 ? [paragraph(LGTBI)] : [])];
}

/**
 * Ley 4/2023 art. 15 (developed by Real Decreto 1026/2024): a company of more than fifty workers (not
 * "fifty or more", as the equality plan) must also have a planned set of measures for LGTBI people,
 * negotiated, with a protocol against harassment and violence towards them.
 */
const LGTBI =
  'Con más de cincuenta personas trabajadoras, la empresa debe contar además con un conjunto planificado de medidas y recursos para la igualdad real y efectiva de las personas LGTBI, negociado con la representación legal, que incluya un protocolo de actuación frente al acoso o la violencia contra ellas (art. 15 de la Ley 4/2023 y Real Decreto 1026/2024). Este protocolo ya ampara el acoso discriminatorio por orientación e identidad sexual, expresión de género o características sexuales (arts. 2 y 6.4 de la Ley 15/2022) y puede integrarse en ese conjunto de medidas.';

/**
 * The protocol is negotiated, never approved by the administration alone (LO 3/2007 art. 48): with the
 * representation where there is one, with the staff where there is none; a draft until it is agreed.
 */
function negociacion(input: ProtocolInput): Content[] {
  const { empresa, datos } = input;
  const fecha = input.adoptadoEl ? formatLongDate(input.adoptadoEl) : null;
  const estado = fecha
    ? `Acordado el ${fecha}.`
    : 'Borrador: no se aplica como protocolo aprobado hasta que la empresa registre la fecha del acuerdo en sus «Datos para los protocolos».';
  switch (datos.representacion) {
    case 'DELEGADOS':
    case 'COMITE':
      return [
        subheading('Acta de negociación con la representación legal'),
        paragraph(
          `Este protocolo se ha negociado entre la dirección de ${empresa.razonSocial} y la representación legal de las personas trabajadoras (${REPRESENTACION_TEXTO[datos.representacion]}), conforme al artículo 48 de la Ley Orgánica 3/2007 y al artículo 12 de la Ley Orgánica 10/2022. ${estado}`,
        ),
        signatureBoxes([
          { role: `Por la dirección de ${empresa.razonSocial}`, name: empresa.nombre },
          { role: `Por la representación legal (${REPRESENTACION_TEXTO[datos.representacion]})` },
        ]),
      ];
    case 'NINGUNA':
      return [
        subheading('Acta de consulta con la plantilla'),
        paragraph(
          `${empresa.razonSocial} no tiene representación legal de las personas trabajadoras. Este protocolo se ha sometido a la plantilla, que ha designado a la persona que firma en su nombre tras conocerlo y formular sus observaciones, conforme al artículo 48 de la Ley Orgánica 3/2007. ${estado}`,
        ),
        signatureBoxes([{ role: `Por la dirección de ${empresa.razonSocial}`, name: empresa.nombre }, { role: 'Por la plantilla (persona designada)' }]),
      ];
    case null:
      return [
        subheading('Negociación'),
        paragraph(
          `Representación legal de las personas trabajadoras: ${PENDIENTE_DE_COMPLETAR}. El protocolo se negocia con ella si la hay o, si no, se somete a la plantilla (art. 48 LO 3/2007), y no lo aprueba la administración en solitario. ${estado}`,
        ),
      ];
  }
}
