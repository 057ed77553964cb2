import { ENCARGADO_LABELS, PENDIENTE_DE_COMPLETAR } from '@cumplia/shared/schemas/datos-protocolos';
import type { Content } from 'pdfmake/interfaces';
import { bullets, dataSheet, paragraph, subheading, type DocumentSection } from '../../../lib/pdf/document-frame.ts';
import type { DpdDecision } from './dpd-rules.ts';
import type { Registro } from './registro-tratamientos.ts';
import { REPRESENTACION_TEXTO, domicilio, numbered, signatureBoxes, table, type ProtocolInput } from './protocol-input.ts';

/**
 * The annexes of the data-protection pack, each on its own pages so that the company can hand each
 * one out on its own (docs/decisions/0056): device-use policy (LOPDGDD art. 87.3), processor contract
 * (RGPD art. 28.3), breach form and log (RGPD arts. 33 and 34), rights form and log (RGPD arts. 15 to
 * 22), information clauses, and the video-surveillance sign and clause (LOPDGDD art. 22) when the
 * company has cameras. What hangs on a fact still unknown says "pendiente de completar".
 */
export function anexosLopd(input: ProtocolInput, dpd: DpdDecision, registro: Registro): DocumentSection[] {
  return [
    { heading: 'Anexo I. Política de uso de dispositivos digitales', newPage: true, content: dispositivos(input) },
    { heading: 'Anexo II. Contrato de encargado del tratamiento', newPage: true, content: encargo(input) },
    { heading: 'Anexo III. Violaciones de seguridad: ficha y registro', newPage: true, content: violaciones(input, dpd) },
    { heading: 'Anexo IV. Ejercicio de derechos: formulario y registro', newPage: true, content: derechos(input) },
    { heading: 'Anexo V. Cláusulas informativas', newPage: true, content: clausulas(input, dpd, registro) },
    ...(input.datos.videovigilancia === true ? [{ heading: 'Anexo VI. Videovigilancia: cartel y cláusula informativa', newPage: true, content: videovigilancia(input) }] : []),
  ];
}

const responsableDe = (input: ProtocolInput) => `${input.empresa.razonSocial} (NIF/CIF ${input.empresa.nifCif})`;
const contactoDe = (input: ProtocolInput) => `${input.empresa.email}, o por escrito a ${domicilio(input.empresa)}`;
const casilla = (text: string) => `[   ] ${text}`;
const linea = '______________________________________';

/** The contact of the DPD where there must be one, for the clauses (RGPD arts. 13.1.b and 37.7). */
function delegadoLinea(dpd: DpdDecision): string | null {
  if (dpd.outcome === 'OBLIGADA') return `Delegado de protección de datos: ${linea} (correo electrónico de contacto: ${linea}).`;
  if (dpd.outcome === 'PENDIENTE') return `Delegado de protección de datos: ${PENDIENTE_DE_COMPLETAR}.`;
  return null;
}

function dispositivos(input: ProtocolInput): Content[] {
  const { empresa, datos } = input;
  const participacion =
    datos.representacion === null
      ? `Representación legal de las personas trabajadoras: ${PENDIENTE_DE_COMPLETAR}. Si la empresa cuenta con ella, participa en la elaboración de estos criterios (art. 87.3 LOPDGDD).`
      : datos.representacion === 'NINGUNA'
        ? 'La empresa no cuenta con representación legal de las personas trabajadoras: los criterios se comunican directamente a cada persona, que firma su recepción.'
        : `Estos criterios se han elaborado con la participación de la representación legal de las personas trabajadoras (${REPRESENTACION_TEXTO[datos.representacion]}), como exige el artículo 87.3 de la LOPDGDD, en la reunión del ____ de ______________ de ______.`;
  const geolocalizacion =
    datos.geolocalizacion === null
      ? [subheading('Geolocalización'), paragraph(`Uso de sistemas de geolocalización: ${PENDIENTE_DE_COMPLETAR}. Si los dispositivos o vehículos los llevan, este apartado recogerá su información previa (art. 90 LOPDGDD).`)]
      : datos.geolocalizacion
        ? [
            subheading('Geolocalización'),
            paragraph(
              'Los vehículos o dispositivos que la empresa indica llevan un sistema de geolocalización. Se usa solo para organizar el trabajo y ejercer el control laboral durante la jornada, no se activa en los periodos de uso privado autorizado, y las personas trabajadoras y su representación han sido informadas previamente, de forma expresa, clara e inequívoca, de su existencia y características y de sus derechos (art. 90 LOPDGDD).',
            ),
          ]
        : [];
  return [
    paragraph(
      `${empresa.razonSocial} establece los criterios de utilización de los dispositivos digitales que pone a disposición de su personal (ordenadores, teléfonos, tabletas, correo electrónico corporativo, acceso a internet y aplicaciones), conforme al artículo 87 de la LOPDGDD y al artículo 20 bis del Estatuto de los Trabajadores. Los dispositivos son herramientas de trabajo propiedad de la empresa.`,
    ),
    paragraph(participacion),
    subheading('Uso privado'),
    paragraph('La empresa marca la opción que aplica; si permite el uso privado, precisa los usos autorizados y los periodos en que se admiten (art. 87.3 LOPDGDD):'),
    bullets([casilla('No se permite el uso privado de los dispositivos de la empresa.'), casilla(`Se permite un uso privado moderado en estos términos: ${linea}${linea}.`)]),
    subheading('Normas de uso'),
    numbered([
      'Las credenciales son personales e intransferibles; el equipo se bloquea al ausentarse.',
      'No se instalan programas ni aplicaciones sin autorización, ni se conectan memorias externas sin cifrar.',
      'La información de la empresa se guarda en las carpetas o servicios que la empresa indica, nunca en cuentas o nubes personales.',
      'El correo corporativo se usa para la actividad de la empresa; no se reenvía información de la empresa a cuentas personales.',
      'La pérdida o el robo de un dispositivo se comunica de inmediato, para bloquearlo y valorar si es una violación de seguridad (Anexo III).',
      'Al terminar la relación, la persona devuelve los dispositivos y la información de la empresa.',
    ]),
    subheading('Acceso de la empresa a los dispositivos'),
    paragraph(
      'La empresa puede acceder al contenido de los dispositivos que proporciona solo para controlar el cumplimiento de las obligaciones laborales y garantizar su integridad (art. 87.2 LOPDGDD). El acceso es proporcionado, se limita a lo necesario, se hace cuando sea posible en presencia de la persona o de su representación y queda documentado. Nunca se accede a contenidos del uso privado autorizado ni a las comunicaciones personales.',
    ),
    ...geolocalizacion,
    subheading('Recepción'),
    paragraph(`La persona abajo firmante declara haber recibido y conocer los criterios de utilización de los dispositivos digitales de ${empresa.razonSocial} que anteceden.`),
    signatureBoxes([{ role: 'La persona trabajadora' }, { role: `Por ${empresa.razonSocial}`, name: empresa.nombre }]),
    paragraph('En ______________________, a ____ de ______________ de ______.'),
  ];
}

function encargo(input: ProtocolInput): Content[] {
  const { empresa, datos } = input;
  const aplica =
    datos.encargados === null
      ? `Encargados del tratamiento de la empresa: ${PENDIENTE_DE_COMPLETAR}.`
      : datos.encargados.length === 0
        ? 'La empresa ha indicado que no recurre a encargados del tratamiento; si lo hace, firmará este contrato antes de que accedan a los datos.'
        : `La empresa firma este contrato con cada uno de sus encargados: ${datos.encargados.map((kind) => ENCARGADO_LABELS[kind].toLowerCase()).join(', ')}.`;
  return [
    paragraph(
      `Modelo de contrato entre ${responsableDe(input)}, responsable del tratamiento, y cada tercero que trata datos personales por su cuenta, conforme al artículo 28.3 del RGPD. ${aplica}`,
    ),
    subheading('Partes'),
    dataSheet([
      ['Responsable', `${responsableDe(input)}, ${domicilio(empresa)}; representada por ${empresa.nombre}`],
      ['Encargado', `${linea}, NIF ${'_'.repeat(12)}, domicilio ${linea}`],
      ['Servicio que presta', linea],
    ]),
    subheading('Cláusulas'),
    numbered([
      `Objeto: el encargado trata por cuenta del responsable los datos personales necesarios para prestar el servicio indicado. Tipo de datos: ${linea}. Categorías de interesados: ${linea}.`,
      'Duración: la del contrato de servicios; al terminar, se aplica la cláusula de devolución o supresión.',
      'Instrucciones: el encargado trata los datos únicamente siguiendo instrucciones documentadas del responsable, incluidas las transferencias a terceros países, y le informa si una instrucción infringe la normativa (art. 28.3.a RGPD).',
      'Confidencialidad: las personas autorizadas por el encargado se han comprometido a respetar la confidencialidad (art. 28.3.b RGPD).',
      'Seguridad: el encargado aplica las medidas del artículo 32 del RGPD adecuadas al riesgo (art. 28.3.c RGPD).',
      'Subencargados: solo con autorización previa y por escrito del responsable, imponiéndoles las mismas obligaciones; el encargado responde de ellos (arts. 28.2, 28.3.d y 28.4 RGPD).',
      'Derechos de las personas: el encargado asiste al responsable para responder a las solicitudes de ejercicio de derechos y le traslada en dos días hábiles las que reciba (art. 28.3.e RGPD).',
      'Asistencia: el encargado ayuda al responsable a cumplir las obligaciones de los artículos 32 a 36 del RGPD (seguridad, violaciones, evaluaciones de impacto y consulta previa) (art. 28.3.f RGPD).',
      'Violaciones de seguridad: el encargado notifica al responsable, sin dilación indebida y en todo caso en 24 horas, cada violación que conozca, con la información del artículo 33.3 del RGPD, para que el responsable pueda notificarla a la AEPD en 72 horas (art. 33.2 RGPD).',
      'Fin del encargo: a elección del responsable, el encargado suprime o devuelve los datos y suprime las copias, salvo que la ley exija conservarlos (art. 28.3.g RGPD).',
      'Información y auditorías: el encargado pone a disposición del responsable la información necesaria para demostrar el cumplimiento y permite inspecciones y auditorías (art. 28.3.h RGPD).',
      'Responsabilidad: si el encargado trata los datos para sus propios fines o incumple el contrato, será considerado responsable de ese tratamiento (art. 28.10 RGPD).',
    ]),
    signatureBoxes([{ role: 'El responsable del tratamiento', name: empresa.nombre }, { role: 'El encargado del tratamiento' }]),
    paragraph('En ______________________, a ____ de ______________ de ______.'),
  ];
}

function violaciones(input: ProtocolInput, dpd: DpdDecision): Content[] {
  const { empresa } = input;
  const delegado = delegadoLinea(dpd);
  return [
    paragraph(
      `Ficha que ${empresa.nombre} completa en cuanto la empresa tiene constancia de una violación de la seguridad de los datos personales, con la información que la notificación a la AEPD debe contener (art. 33.3 RGPD). La notificación se presenta en la sede electrónica de la AEPD sin dilación indebida y, a más tardar, 72 horas después de tener constancia de la violación; pasado ese plazo, se indican los motivos del retraso (art. 33.1 RGPD).`,
    ),
    subheading('Ficha de la violación de seguridad'),
    dataSheet([
      ['Fecha y hora en que se tuvo constancia', linea],
      ['Límite para notificar a la AEPD (72 horas)', linea],
      ['Quién la detectó y cómo', linea],
      ['Naturaleza (confidencialidad, integridad, disponibilidad)', linea],
      ['Categorías y número aproximado de personas afectadas', linea],
      ['Categorías y número aproximado de registros afectados', linea],
      ['Consecuencias probables para las personas', linea],
      ['Medidas adoptadas o propuestas para remediarla y mitigar sus efectos', linea],
      ['Punto de contacto', delegado ?? `${empresa.nombre}, ${empresa.email}`],
      ['¿Se notifica a la AEPD? Fecha o motivo para no hacerlo', linea],
      ['¿Se comunica a las personas afectadas (alto riesgo, art. 34 RGPD)? Fecha y medio', linea],
    ]),
    subheading('Registro de violaciones de seguridad (art. 33.5 RGPD)'),
    paragraph('Toda violación se anota aquí, se notifique o no, con los hechos, sus efectos y las medidas correctoras; el registro se conserva a disposición de la AEPD.'),
    table(
      ['N.º', 'Constancia (fecha y hora)', 'Hechos y datos afectados', 'Efectos', 'Medidas correctoras', 'AEPD / personas'],
      [1, 2, 3, 4, 5, 6].map((row) => [`${row}\n\n`, '', '', '', '', '']),
      [20, 65, '*', 60, '*', 60],
    ),
  ];
}

function derechos(input: ProtocolInput): Content[] {
  const { empresa } = input;
  return [
    paragraph(
      `Formulario que cualquier persona puede usar para ejercer sus derechos ante ${responsableDe(input)}, entregándolo en ${domicilio(empresa)} o enviándolo a ${empresa.email}. Su uso no es obligatorio: cualquier solicitud por un medio que permita acreditar el envío es válida, y el ejercicio es gratuito (art. 12.5 RGPD). La empresa responde en un mes desde la recepción, prorrogable dos meses más avisando dentro del primero (art. 12.3 RGPD).`,
    ),
    subheading('Solicitud de ejercicio de derechos'),
    dataSheet([
      ['Nombre y apellidos', linea],
      ['DNI/NIE u otro documento (se exhibe o se aporta copia solo si hay dudas sobre la identidad)', linea],
      ['Domicilio o correo electrónico para la respuesta', linea],
      ['Representante, en su caso (acredita la representación)', linea],
    ]),
    paragraph('Derecho que ejerce (marque el que corresponda):'),
    bullets([
      casilla('Acceso a sus datos y a la información sobre su tratamiento (art. 15 RGPD y art. 13 LOPDGDD).'),
      casilla('Rectificación de datos inexactos o incompletos; indique cuáles y aporte el dato correcto (art. 16 RGPD y art. 14 LOPDGDD).'),
      casilla('Supresión de sus datos (art. 17 RGPD y art. 15 LOPDGDD).'),
      casilla('Limitación del tratamiento (art. 18 RGPD y art. 16 LOPDGDD).'),
      casilla('Portabilidad de los datos que facilitó, en formato estructurado (art. 20 RGPD y art. 17 LOPDGDD).'),
      casilla('Oposición al tratamiento, indicando los motivos relacionados con su situación particular (art. 21 RGPD y art. 18 LOPDGDD).'),
      casilla('No ser objeto de decisiones basadas únicamente en un tratamiento automatizado (art. 22 RGPD).'),
    ]),
    paragraph(`Detalle de la solicitud: ${linea}${linea}${linea}`),
    paragraph('En ______________________, a ____ de ______________ de ______.          Firma: ______________________'),
    subheading('Registro de solicitudes'),
    paragraph('La persona coordinadora anota cada solicitud, su plazo y la respuesta, y conserva una copia de ambas como prueba del cumplimiento (art. 5.2 RGPD).'),
    table(
      ['Recepción', 'Solicitante', 'Derecho', 'Vence (1 mes)', 'Respuesta (fecha)', 'Resultado'],
      [1, 2, 3, 4, 5].map(() => ['\n\n', '', '', '', '', '']),
      [55, '*', 60, 60, 65, '*'],
    ),
  ];
}

function clausulas(input: ProtocolInput, dpd: DpdDecision, registro: Registro): Content[] {
  const { empresa } = input;
  const responsable = responsableDe(input);
  const contacto = contactoDe(input);
  const delegado = delegadoLinea(dpd);
  const conDelegado = (text: string) => (delegado ? `${text} ${delegado}` : text);
  const derechosTexto = `Derechos: puede acceder a sus datos, rectificarlos, suprimirlos, limitar su tratamiento, oponerse a él y pedir su portabilidad escribiendo a ${contacto} (puede usar el formulario del Anexo IV), y reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).`;
  // The customers' activities the register has for the family: the clause says what the register says.
  const proveedores = registro.tratamientos.findIndex((tratamiento) => tratamiento.nombre === 'Proveedores');
  const deClientes = registro.tratamientos.slice(2, proveedores);
  return [
    paragraph(
      'La empresa informa a cada persona de la que trata datos en el momento de recogerlos, de forma concisa y en lenguaje claro (arts. 12 y 13 RGPD), con el sistema de información por capas del artículo 11 de la LOPDGDD: una primera capa con la información básica junto al lugar de recogida y una segunda capa con el resto de la información, accesible de forma sencilla.',
    ),
    subheading('Cláusula para personas trabajadoras'),
    paragraph(
      conDelegado(
        `Responsable: ${responsable}, ${domicilio(empresa)}. Finalidad: gestionar su relación laboral, la nómina, las cotizaciones, la prevención de riesgos laborales, la formación y el registro de jornada. Legitimación: la ejecución de su contrato de trabajo y el cumplimiento de las obligaciones legales de la empresa. Destinatarios: la Seguridad Social, la Agencia Tributaria, la mutua, el servicio de prevención, las entidades bancarias y los encargados del tratamiento que prestan servicios a la empresa; no se prevén transferencias internacionales. Conservación: durante la relación laboral y los plazos legales de prescripción. ${derechosTexto}`,
      ),
    ),
    paragraph(
      'La persona trabajadora recibe, además, la política de uso de dispositivos digitales (Anexo I) y, en su caso, la información sobre videovigilancia y geolocalización, con los límites de los artículos 87, 89 y 90 de la LOPDGDD.',
    ),
    subheading('Cláusula para clientes y personas usuarias'),
    ...deClientes.map((tratamiento) =>
      paragraph(
        conDelegado(
          `${tratamiento.nombre}. Responsable: ${responsable}. Finalidad: ${tratamiento.finalidad} Legitimación: ${tratamiento.baseJuridica}${tratamiento.categoriasEspeciales ? ` Categorías especiales: ${tratamiento.categoriasEspeciales}` : ''} Destinatarios: ${tratamiento.destinatarios} Conservación: ${tratamiento.conservacion} ${derechosTexto}`,
        ),
      ),
    ),
    subheading('Cláusula para comunicaciones comerciales'),
    paragraph(
      'Solo se enviarán comunicaciones comerciales por medios electrónicos a clientes sobre productos o servicios similares a los contratados o a quienes lo hayan consentido expresamente (art. 21 de la Ley 34/2002, de servicios de la sociedad de la información). Cada comunicación ofrece un medio sencillo y gratuito para oponerse.',
    ),
    subheading('Cláusula para personas candidatas'),
    paragraph(
      `Los datos de su candidatura serán tratados por ${responsable} para valorar su perfil en el proceso de selección en curso. Si nos da su consentimiento, los conservaremos durante un año para futuros procesos; puede retirarlo en cualquier momento escribiendo a ${empresa.email}.`,
    ),
  ];
}

function videovigilancia(input: ProtocolInput): Content[] {
  const { empresa } = input;
  return [
    paragraph(
      'La empresa coloca en cada acceso a las zonas videovigiladas, en lugar suficientemente visible, un cartel con la información del artículo 22.4 de la LOPDGDD y el modelo de la AEPD, y tiene a disposición de las personas la cláusula informativa completa (segunda capa). Las cámaras captan solo el espacio indispensable, nunca la vía pública más allá de lo imprescindible para los accesos (art. 22.2 LOPDGDD), ni vestuarios, aseos o zonas de descanso (art. 89.2 LOPDGDD).',
    ),
    subheading('Cartel (primera capa)'),
    {
      table: {
        widths: ['*'],
        body: [
          [
            {
              stack: [
                { text: 'ZONA VIDEOVIGILADA', fontSize: 20, bold: true, alignment: 'center', margin: [0, 6, 0, 10] },
                { text: `Responsable: ${responsableDe(input)}`, fontSize: 11, margin: [0, 0, 0, 4] },
                { text: `Puede ejercer sus derechos de protección de datos ante: ${contactoDe(input)}`, fontSize: 11, margin: [0, 0, 0, 4] },
                { text: 'Más información sobre el tratamiento de sus datos: en recepción o en ______________________', fontSize: 11, margin: [0, 0, 0, 4] },
                { text: 'Art. 22 de la Ley Orgánica 3/2018 (LOPDGDD) y art. 13 del Reglamento (UE) 2016/679', fontSize: 8.5, color: '#5c6670', alignment: 'center', margin: [0, 6, 0, 4] },
              ],
              margin: [12, 8, 12, 8],
            },
          ],
        ],
      },
      margin: [40, 4, 40, 12],
    },
    subheading('Cláusula informativa (segunda capa)'),
    paragraph(
      `Responsable: ${responsableDe(input)}, ${domicilio(empresa)}. Finalidad: preservar la seguridad de las personas, bienes e instalaciones y, en su caso, el control del cumplimiento de las obligaciones laborales. Legitimación: misión de interés público (art. 6.1.e RGPD y art. 22 LOPDGDD) y, para el control laboral, el art. 20.3 del Estatuto de los Trabajadores y el art. 89 de la LOPDGDD. Destinatarios: Fuerzas y Cuerpos de Seguridad y juzgados y tribunales cuando lo requieran. Conservación: las imágenes se suprimen en el plazo máximo de un mes desde su captación, salvo que deban conservarse para acreditar hechos que atenten contra personas, bienes o instalaciones, en cuyo caso se ponen a disposición de la autoridad competente en 72 horas (art. 22.3 LOPDGDD). Derechos: acceso, supresión, limitación y oposición escribiendo a ${contactoDe(input)}, y reclamación ante la AEPD.`,
    ),
    subheading('Información a la plantilla (art. 89.1 LOPDGDD)'),
    paragraph(
      `${empresa.razonSocial} informa previamente, de forma expresa, clara y concisa, a las personas trabajadoras y, en su caso, a su representación, de que las imágenes pueden usarse para el control de sus obligaciones laborales. Si se capta la comisión flagrante de un acto ilícito por una persona trabajadora, basta el cartel informativo. No se graba sonido salvo riesgos relevantes para la seguridad (art. 89.3 LOPDGDD).`,
    ),
    signatureBoxes([{ role: 'Recibido: la persona trabajadora' }, { role: `Por ${empresa.razonSocial}`, name: empresa.nombre }]),
  ];
}
