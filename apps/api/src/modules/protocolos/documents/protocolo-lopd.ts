import { formatLongDate } from '@cumplia/shared/calendar';
import { FAMILIA_LABELS, PENDIENTE_DE_COMPLETAR } from '@cumplia/shared/schemas/datos-protocolos';
import type { Content } from 'pdfmake/interfaces';
import type { PdfDefinition } from '../../../lib/pdf/pdf-definition.ts';
import { bullets, dataSheet, legalDocument, paragraph, subheading } from '../../../lib/pdf/document-frame.ts';
import { decideDpd, type DpdDecision } from './dpd-rules.ts';
import { registroDeTratamientos, type Registro } from './registro-tratamientos.ts';
import { anexosLopd } from './anexos-lopd.ts';
import { analizarRiesgos, NIVELES, type AnalisisDeRiesgos, type Cumplimiento } from './analisis-riesgos.ts';
import { approval, companySheet, coverLines, domicilio, enFrase, numbered, plantilla, signatureBoxes, table, type ProtocolInput } from './protocol-input.ts';

export const LOPD_TITLE = 'Documentación de protección de datos';

/**
 * The data-protection pack (spec 0 "Protocol documents"): the register of processing activities,
 * the information clauses, the staff's confidentiality commitment, the security measures, the
 * breach procedure and the rights procedure, under the RGPD and the LOPDGDD, for the company given.
 */
export function protocoloLopd(input: ProtocolInput): PdfDefinition {
  const { empresa, proveedor } = input;
  const responsable = `${empresa.razonSocial} (NIF/CIF ${empresa.nifCif})`;
  const contacto = `${empresa.email}, o por escrito a ${domicilio(empresa)}`;
  const dpd = decideDpd({ cnae: empresa.cnae, tipo: empresa.tipo, datos: input.datos });
  const registro = registroDeTratamientos({ cnae: empresa.cnae, actividad: empresa.actividad, datos: input.datos });
  const analisis = analizarRiesgos({ cnae: empresa.cnae, numTrabajadores: empresa.numTrabajadores, datos: input.datos });

  return legalDocument({
    title: LOPD_TITLE,
    subtitle: 'Reglamento (UE) 2016/679 (RGPD) y Ley Orgánica 3/2018 (LOPDGDD)',
    holder: { razonSocial: empresa.razonSocial, nifCif: empresa.nifCif },
    coverLines: coverLines(input, '1.0'),
    issuer: proveedor.nombre,
    withIndex: true,
    sections: [
      {
        heading: 'Objeto y marco normativo',
        content: [
          paragraph(
            `Este documento reúne las medidas con las que ${responsable}, en adelante «la empresa», cumple la normativa de protección de datos personales en su actividad de ${enFrase(empresa.actividad)} (CNAE ${empresa.cnae}). Constituye la documentación de responsabilidad proactiva exigida por el artículo 24 del Reglamento (UE) 2016/679, General de Protección de Datos (RGPD), y por la Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).`,
          ),
          companySheet(input),
          subheading('Normas de referencia'),
          bullets([
            'Reglamento (UE) 2016/679 del Parlamento Europeo y del Consejo, de 27 de abril de 2016 (RGPD), en especial sus artículos 5 (principios), 6 (licitud), 9 (categorías especiales), 12 a 22 (derechos), 24 (responsabilidad), 28 (encargado), 30 (registro), 32 (seguridad) y 33 y 34 (violaciones de seguridad).',
            'Ley Orgánica 3/2018, de 5 de diciembre (LOPDGDD), en especial sus artículos 5 (deber de confidencialidad), 11 (transparencia e información), 12 a 18 (derechos), 22 (videovigilancia), 31 (registro de actividades) y 87 a 91 (derechos digitales en el ámbito laboral).',
            'Real Decreto Legislativo 2/2015, Estatuto de los Trabajadores (ET), artículos 20.3, 20 bis y 34.9.',
            'Guías y resoluciones de la Agencia Española de Protección de Datos (AEPD), autoridad de control competente.',
          ]),
          subheading('Principios que aplica la empresa'),
          paragraph('Todo tratamiento de datos personales de la empresa respeta los principios del artículo 5 del RGPD:'),
          numbered([
            'Licitud, lealtad y transparencia: solo se tratan datos con una base jurídica del artículo 6 del RGPD y se informa a las personas de forma clara.',
            'Limitación de la finalidad: los datos se recogen para fines determinados y no se usan para otros incompatibles.',
            'Minimización: se piden solo los datos necesarios para cada finalidad.',
            'Exactitud: los datos se mantienen al día y se corrigen cuando son inexactos.',
            'Limitación del plazo de conservación: los datos se conservan solo el tiempo indicado en el registro de actividades y, después, se bloquean y suprimen (art. 32 LOPDGDD).',
            'Integridad y confidencialidad: se aplican las medidas de seguridad de este documento.',
            'Responsabilidad proactiva: la empresa puede demostrar su cumplimiento con este documento y sus registros.',
          ]),
        ],
      },
      {
        heading: 'Responsable del tratamiento y organización interna',
        content: [
          paragraph(
            `El responsable de los tratamientos descritos es ${responsable}, con domicilio en ${domicilio(empresa)}. La persona que asume la coordinación de la protección de datos en nombre de la empresa es ${empresa.nombre}, a quien se dirigen las consultas internas, las incidencias de seguridad y las solicitudes de ejercicio de derechos.`,
          ),
          subheading('Delegado de protección de datos'),
          ...dpdSection(input, dpd),
          subheading('Plantilla y obligación de llevar el registro'),
          paragraph(
            `La empresa cuenta con ${plantilla(empresa)}. Aunque el artículo 30.5 del RGPD exime del registro a las organizaciones de menos de 250 personas, la exención no se aplica cuando el tratamiento no es ocasional, como ocurre con la gestión de personal o de clientes. La empresa lleva, por tanto, el registro de actividades de tratamiento que figura en el apartado siguiente, en formato electrónico y a disposición de la AEPD (art. 31 LOPDGDD).`,
          ),
          subheading('Funciones y obligaciones del personal'),
          bullets([
            'Acceder solo a los datos necesarios para sus funciones y no utilizarlos para fines distintos.',
            'Guardar secreto sobre los datos que conozca, también después de terminar su relación con la empresa (art. 5 LOPDGDD).',
            'Cumplir las medidas de seguridad de este documento y comunicar de inmediato cualquier incidencia.',
            'Trasladar sin demora a la persona coordinadora cualquier solicitud de ejercicio de derechos que reciba.',
          ]),
        ],
      },
      {
        heading: 'Registro de actividades de tratamiento',
        content: registroSection(input, dpd, registro),
      },
      {
        heading: 'Análisis de riesgos y evaluación de impacto',
        content: riesgosSection(analisis),
      },
      {
        heading: 'Compromiso de confidencialidad del personal',
        content: [
          paragraph(
            `Toda persona que trabaje para ${empresa.razonSocial} o preste servicios en sus instalaciones y pueda acceder a datos personales firma el siguiente compromiso al incorporarse. La empresa conserva el original firmado mientras dure la relación y durante los plazos de prescripción.`,
          ),
          subheading('Texto del compromiso'),
          paragraph(
            `D./Dña. ________________________________________, con DNI/NIE ______________, que presta servicios en ${empresa.razonSocial} como ______________________________, declara que ha sido informado/a de la normativa de protección de datos y de las medidas de seguridad de la empresa y se compromete a:`,
          ),
          numbered([
            'Guardar secreto profesional sobre los datos personales que conozca por razón de su trabajo, obligación que subsiste después de finalizar su relación con la empresa (art. 5 LOPDGDD y art. 5.1.f RGPD).',
            'Acceder únicamente a los datos necesarios para sus funciones y tratarlos solo siguiendo las instrucciones de la empresa.',
            'No copiar, extraer ni comunicar datos a terceros sin autorización, ni utilizarlos para fines propios.',
            'Custodiar sus credenciales de acceso, que son personales e intransferibles, y bloquear su equipo al ausentarse.',
            'Comunicar de inmediato cualquier incidencia, pérdida de documentación o acceso indebido del que tenga conocimiento.',
            'Devolver a la empresa, al terminar su relación, los documentos y soportes con datos personales que obren en su poder.',
          ]),
          paragraph('El incumplimiento de este compromiso puede dar lugar a las medidas disciplinarias que procedan, sin perjuicio de las responsabilidades legales.'),
          signatureBoxes([{ role: 'La persona trabajadora' }, { role: `Por ${empresa.razonSocial}`, name: empresa.nombre }]),
          paragraph('En ______________________, a ____ de ______________ de ______.'),
        ],
      },
      {
        heading: 'Medidas de seguridad',
        content: [
          paragraph(
            `Conforme al artículo 32 del RGPD, la empresa aplica medidas técnicas y organizativas apropiadas al riesgo de sus tratamientos, teniendo en cuenta su tamaño (${plantilla(empresa)}) y la naturaleza de los datos. Estas son las medidas mínimas; cada persona usuaria debe conocerlas.`,
          ),
          subheading('Control de acceso'),
          bullets([
            'Cada persona usuaria tiene credenciales propias; no se comparten contraseñas.',
            'Las contraseñas tienen al menos 12 caracteres, no reutilizan otras anteriores y se cambian si hay sospecha de que se conocen. Se activa la verificación en dos pasos donde sea posible.',
            'Los permisos se conceden según las funciones y se retiran el mismo día en que termina la relación.',
          ]),
          subheading('Equipos y dispositivos'),
          bullets([
            'Los equipos se bloquean automáticamente tras un periodo de inactividad y se mantienen actualizados, con antivirus y cortafuegos activos.',
            'Los portátiles y dispositivos móviles con datos personales tienen el almacenamiento cifrado.',
            'No se instalan programas sin autorización ni se usan memorias externas sin cifrar para datos personales.',
          ]),
          subheading('Copias de seguridad'),
          bullets([
            'Se realiza al menos una copia de seguridad semanal de la información, que se guarda en un lugar distinto al de los equipos.',
            'Se comprueba periódicamente que las copias pueden restaurarse.',
          ]),
          subheading('Documentación en papel'),
          bullets([
            'La documentación con datos personales se guarda en armarios o archivadores con llave y no se deja a la vista (política de mesas limpias).',
            'El papel que se desecha se destruye con destructora o mediante una empresa de destrucción certificada.',
          ]),
          subheading('Correo electrónico y comunicaciones'),
          bullets([
            'Los envíos a varias personas ajenas a la empresa se hacen con copia oculta.',
            'Los documentos con datos sensibles se envían cifrados o protegidos con contraseña, comunicada por otro medio.',
            'Se desconfía de mensajes inesperados que pidan credenciales o pagos y se avisa de ellos a la persona coordinadora.',
          ]),
          subheading('Revisión'),
          paragraph('La persona coordinadora revisa estas medidas al menos una vez al año y siempre que cambien los tratamientos, los sistemas o se produzca una violación de seguridad.'),
        ],
      },
      {
        heading: 'Encargados del tratamiento',
        content: [
          paragraph(
            'Cuando un tercero trata datos personales por cuenta de la empresa (gestoría laboral y fiscal, servicio de prevención ajeno, proveedores informáticos y de alojamiento, servicios en la nube, empresas de destrucción documental), la empresa solo recurre a quienes ofrecen garantías suficientes y firma con ellos un contrato de encargo conforme al artículo 28.3 del RGPD, que establece como mínimo:',
          ),
          numbered([
            'El objeto, la duración, la naturaleza y la finalidad del tratamiento, el tipo de datos y las categorías de interesados.',
            'Que el encargado trata los datos únicamente siguiendo instrucciones documentadas de la empresa.',
            'El deber de confidencialidad de las personas autorizadas por el encargado.',
            'Las medidas de seguridad del artículo 32 del RGPD.',
            'Las condiciones para recurrir a otro encargado (subencargado), con autorización previa de la empresa.',
            'La asistencia a la empresa para atender los derechos de las personas y las violaciones de seguridad.',
            'La devolución o supresión de los datos al terminar la prestación.',
            'La puesta a disposición de la información necesaria para demostrar el cumplimiento y permitir auditorías.',
          ]),
          paragraph(
            'El modelo de contrato de encargo está en el Anexo II.',
          ),
          paragraph(
            `${proveedor.nombre} (NIF ${proveedor.nif}), proveedor de esta documentación, trata los datos de la empresa necesarios para prepararla y mantenerla como encargado del tratamiento en los términos del contrato de servicios firmado.`,
          ),
        ],
      },
      {
        heading: 'Procedimiento ante violaciones de seguridad',
        content: [
          paragraph(
            'Una violación de la seguridad de los datos personales es todo incidente que ocasiona la destrucción, pérdida o alteración accidental o ilícita de datos, o su comunicación o acceso no autorizados (art. 4.12 RGPD): por ejemplo, la pérdida de un portátil sin cifrar, un correo enviado a un destinatario equivocado, un programa de secuestro (ransomware) o el acceso de un tercero a una cuenta.',
          ),
          subheading('Pasos'),
          numbered([
            `Comunicación interna inmediata: quien detecte el incidente lo comunica sin demora a ${empresa.nombre}, por el medio más rápido, indicando qué ha ocurrido, cuándo y qué datos pueden estar afectados.`,
            'Contención: se adoptan de inmediato las medidas para detener el incidente y limitar sus efectos (cambiar contraseñas, desconectar equipos, solicitar la eliminación de un envío erróneo, restaurar copias).',
            'Evaluación del riesgo: se valora la probabilidad y la gravedad de las consecuencias para las personas afectadas, según el tipo y volumen de datos, la facilidad de identificación y las posibles consecuencias.',
            'Notificación a la AEPD: salvo que sea improbable que suponga un riesgo para los derechos y libertades de las personas, la violación se notifica a la Agencia Española de Protección de Datos a través de su sede electrónica sin dilación indebida y, a más tardar, en las 72 horas siguientes a tener constancia de ella (art. 33 RGPD). Si no se dispone de toda la información, se notifica por fases.',
            'Comunicación a las personas afectadas: si es probable que la violación entrañe un alto riesgo para sus derechos, se les comunica sin dilación, en lenguaje claro, con la naturaleza de la violación, sus posibles consecuencias, las medidas adoptadas y el contacto de la empresa (art. 34 RGPD).',
            'Registro: toda violación, se notifique o no, se anota en el registro de incidencias con los hechos, sus efectos y las medidas correctoras (art. 33.5 RGPD).',
            'Revisión: una vez resuelta, se analizan sus causas y se actualizan las medidas de seguridad.',
          ]),
          paragraph('La ficha de cada violación y el registro de todas ellas están en el Anexo III.'),
        ],
      },
      {
        heading: 'Atención de los derechos de las personas',
        content: [
          paragraph(
            `Cualquier persona puede ejercer ante la empresa sus derechos de acceso, rectificación, supresión, limitación del tratamiento, portabilidad y oposición, y a no ser objeto de decisiones individuales automatizadas (arts. 15 a 22 RGPD y 12 a 18 LOPDGDD), escribiendo a ${contacto}. El ejercicio es gratuito.`,
          ),
          numbered([
            'Quien reciba una solicitud la traslada el mismo día a la persona coordinadora.',
            'Si existen dudas razonables sobre la identidad de quien la presenta, se le pide la información adicional necesaria para confirmarla, sin exigir más datos de los necesarios.',
            'Se responde en el plazo de un mes desde la recepción, prorrogable otros dos meses cuando sea necesario por la complejidad o el número de solicitudes, informando de la prórroga dentro del primer mes (art. 12.3 RGPD).',
            'Si no se atiende la solicitud, se informa de los motivos y de la posibilidad de reclamar ante la AEPD.',
            'Se conserva una copia de la solicitud y de la respuesta como prueba del cumplimiento.',
          ]),
          paragraph('El formulario de solicitud y el registro de solicitudes están en el Anexo IV; las cláusulas informativas de cada grupo de personas, en el Anexo V.'),
          subheading('Supresión y bloqueo'),
          paragraph(
            'Cuando proceda la supresión, los datos se bloquean: se conservan identificados y reservados, con acceso limitado, solo para ponerlos a disposición de jueces, tribunales, el Ministerio Fiscal o las administraciones competentes durante los plazos de prescripción, y después se destruyen (art. 32 LOPDGDD).',
          ),
        ],
      },
      {
        heading: 'Derechos digitales en el ámbito laboral',
        content: [
          paragraph('La LOPDGDD reconoce a las personas trabajadoras derechos digitales que la empresa respeta en su organización:'),
          bullets([
            'Intimidad y uso de dispositivos digitales (art. 87 LOPDGDD y art. 20 bis ET): la empresa puede acceder a los dispositivos que proporciona solo para controlar el cumplimiento de las obligaciones laborales y garantizar su integridad. Establece por escrito los criterios de uso, con participación de la representación de las personas trabajadoras si la hay, especificando si se permite el uso privado, e informa de ellos a la plantilla.',
            'Desconexión digital (art. 88 LOPDGDD): se regula en la política de desconexión digital de la empresa.',
            'Videovigilancia y grabación de sonido (art. 89 LOPDGDD): las cámaras para el control laboral se instalan informando previamente, de forma expresa, clara y concisa, a la plantilla y a su representación; nunca en vestuarios, aseos, comedores o lugares de descanso. La grabación de sonido solo se admite cuando existan riesgos relevantes para la seguridad.',
            'Geolocalización (art. 90 LOPDGDD): si se utilizan sistemas de geolocalización, se informa previamente y de forma expresa de su existencia y características, y de los derechos de las personas.',
          ]),
          paragraph('Los criterios de uso de los dispositivos digitales (Anexo I) se entregan a cada persona trabajadora junto con la cláusula informativa de personal (Anexo V).'),
        ],
      },
      {
        heading: 'Revisión y aprobación',
        content: [
          paragraph(
            `Este documento se revisa al menos una vez al año, cuando cambian las actividades de tratamiento o los medios empleados y tras cualquier violación de seguridad. Ha sido preparado por ${proveedor.nombre} con los datos facilitados por la empresa y emitido el ${formatLongDate(input.emitidoEl)}; la empresa es responsable de la exactitud de esos datos y de aplicar las medidas descritas.`,
          ),
          ...approval(input, 'la presente documentación de protección de datos'),
        ],
      },
      ...anexosLopd(input, dpd, registro),
    ],
  });
}

/**
 * The DPD conclusion (docs/decisions/0046): obliged, with the designation, the AEPD notice and the
 * officer's data to fill; not obliged, with its reason; or pending a fact, with no conclusion.
 */
function dpdSection(input: ProtocolInput, dpd: DpdDecision): Content[] {
  const { empresa } = input;
  const valoracion = `La empresa ha valorado si está obligada a designar un delegado de protección de datos (DPD) conforme al artículo 37.1 del RGPD y al artículo 34.1 de la LOPDGDD.`;
  if (dpd.outcome === 'PENDIENTE') {
    return [
      paragraph(`${valoracion} Conclusión: ${PENDIENTE_DE_COMPLETAR}. ${dpd.motivo} Cuando la empresa complete este dato en sus «Datos para los protocolos», este apartado indicará si debe designarlo (${dpd.fundamento}).`),
    ];
  }
  if (dpd.outcome === 'NO_OBLIGADA') {
    return [
      paragraph(`${valoracion} Conclusión: la empresa no está obligada a designar un delegado de protección de datos (${dpd.fundamento}). ${dpd.motivo}`),
      paragraph('Puede designarlo de forma voluntaria (art. 37.4 RGPD). Si su actividad cambiara, revisará esta conclusión y, en su caso, comunicará la designación a la AEPD en el plazo de diez días (art. 34.3 LOPDGDD).'),
    ];
  }
  return [
    paragraph(`${valoracion} Conclusión: la empresa está obligada a designar un delegado de protección de datos (${dpd.fundamento}). ${dpd.motivo}`),
    subheading('Designación del delegado de protección de datos'),
    paragraph(
      `${empresa.razonSocial} designa como delegado de protección de datos a la persona o entidad indicada a continuación, que puede ser parte de la plantilla o prestar sus servicios mediante contrato (art. 37.6 RGPD), con conocimientos especializados del Derecho y la práctica en protección de datos (art. 37.5 RGPD y art. 35 LOPDGDD).`,
    ),
    dataSheet([
      ['Nombre o razón social', '______________________________________'],
      ['NIF', '______________________________________'],
      ['Correo electrónico de contacto', '______________________________________'],
      ['Teléfono', '______________________________________'],
      ['Fecha de designación', '____ de ______________ de ______'],
    ]),
    numbered([
      'Comunicación a la AEPD: la empresa comunica la designación, el nombramiento y el cese del delegado a la Agencia Española de Protección de Datos, por su sede electrónica, en el plazo de diez días desde que se producen (art. 34.3 LOPDGDD).',
      'Publicidad: los datos de contacto del delegado se publican y se incluyen en las cláusulas informativas de este documento (art. 37.7 RGPD).',
      'Funciones: informar y asesorar a la empresa y a la plantilla, supervisar el cumplimiento, asesorar en las evaluaciones de impacto, cooperar con la AEPD y actuar como su punto de contacto (art. 39 RGPD).',
      'Posición: participa en todas las cuestiones de protección de datos, dispone de los recursos necesarios, no recibe instrucciones sobre sus funciones y no puede ser destituido ni sancionado por desempeñarlas (art. 38 RGPD y art. 36 LOPDGDD).',
    ]),
  ];
}

/** The register (RGPD art. 30): its family's activities, those the facts add, and what is pending. */
function registroSection(input: ProtocolInput, dpd: DpdDecision, registro: Registro): Content[] {
  const { empresa } = input;
  const responsable = `${empresa.razonSocial} (NIF/CIF ${empresa.nifCif})`;
  const delegado =
    dpd.outcome === 'OBLIGADA' ? 'delegado de protección de datos, el designado en el apartado anterior' : dpd.outcome === 'PENDIENTE' ? `delegado de protección de datos, ${PENDIENTE_DE_COMPLETAR}` : 'sin delegado de protección de datos designado';
  return [
    paragraph(
      `Registro de ${responsable} conforme al artículo 30.1 del RGPD, redactado para su sector de actividad (${FAMILIA_LABELS[registro.familia].toLowerCase()}, CNAE ${empresa.cnae}). Para todas las actividades: responsable, ${responsable}; contacto, ${empresa.email}, o por escrito a ${domicilio(empresa)}; ${delegado}; sin transferencias internacionales de datos salvo que se indique; medidas de seguridad, las del apartado «Medidas de seguridad» de este documento.`,
    ),
    ...registro.tratamientos.flatMap((tratamiento, position): Content[] => [
      subheading(`${position + 1}. ${tratamiento.nombre}`),
      table(
        ['Elemento', 'Descripción'],
        [
          ['Finalidad', tratamiento.finalidad],
          ['Base jurídica', tratamiento.baseJuridica],
          ['Interesados', tratamiento.interesados],
          ['Categorías de datos', tratamiento.categoriasDatos],
          ['Categorías especiales (art. 9 RGPD)', tratamiento.categoriasEspeciales ?? 'No se tratan.'],
          ['Destinatarios', tratamiento.destinatarios],
          ['Transferencias internacionales', 'No se prevén.'],
          ['Plazo de conservación', `${tratamiento.conservacion} Fuente: ${tratamiento.fuenteConservacion}`],
        ],
        [110, '*'],
      ),
    ]),
    ...(registro.pendientes.length > 0 ? [subheading('Datos pendientes de completar'), bullets(registro.pendientes)] : []),
    paragraph(
      'La empresa añadirá a este registro cualquier nueva actividad antes de comenzarla y, si puede entrañar un alto riesgo para los derechos de las personas, realizará previamente una evaluación de impacto (art. 35 RGPD).',
    ),
  ];
}

const CUMPLE_TEXTO: Record<Cumplimiento, string> = { SI: 'Sí', NO: 'No', PENDIENTE: PENDIENTE_DE_COMPLETAR };

/**
 * The risk analysis (RGPD arts. 24 and 32) and the screening against the AEPD list (RGPD art. 35.4),
 * with its conclusion; a risk or a criterion that hangs on an unknown fact is "pendiente de completar"
 * (docs/decisions/0056).
 */
function riesgosSection(analisis: AnalisisDeRiesgos): Content[] {
  const { conclusion } = analisis;
  return [
    paragraph(
      'La empresa ha analizado los riesgos de sus tratamientos para los derechos y libertades de las personas (arts. 24 y 32 RGPD) con el método de la guía de la AEPD «Gestión del riesgo y evaluación de impacto en tratamientos de datos personales»: cada riesgo se valora por su probabilidad y por su impacto en cuatro niveles (despreciable 1, limitado 2, significativo 3, máximo 4), y su producto da el nivel de riesgo (hasta 2 bajo, hasta 4 medio, hasta 9 alto, más de 9 muy alto). Las medidas indicadas son las que la empresa aplica para reducirlo; el nivel se revisa cada año y cuando cambian los tratamientos.',
    ),
    riesgosTable(analisis),
    subheading('Necesidad de una evaluación de impacto: lista de la AEPD'),
    paragraph(
      'La AEPD ha publicado, conforme al artículo 35.4 del RGPD, la lista de tipos de tratamiento que requieren una evaluación de impacto relativa a la protección de datos (EIPD): es necesaria, en la mayoría de los casos, cuando un tratamiento cumple dos o más de sus criterios, y siempre en los supuestos del artículo 35.3 del RGPD. Estos son los criterios, valorados con los datos de la empresa:',
    ),
    table(
      ['N.º', 'Criterio de la lista', '¿Se cumple?', 'Motivo'],
      analisis.criterios.map((criterio) => [String(criterio.numero), criterio.criterio, CUMPLE_TEXTO[criterio.cumple], criterio.motivo]),
      [22, 170, 60, '*'],
    ),
    paragraph(
      conclusion.outcome === 'REQUERIDA'
        ? `Conclusión: la empresa debe realizar una evaluación de impacto relativa a la protección de datos (art. 35 RGPD) de ${conclusion.tratamientos.map((tratamiento) => `«${tratamiento}»`).join(', ')}, porque ${conclusion.motivo}. La evaluación describe el tratamiento, valora su necesidad y proporcionalidad, analiza sus riesgos y fija las medidas para afrontarlos (art. 35.7 RGPD); si después de aplicarlas el riesgo siguiera siendo alto, la empresa consultará a la AEPD antes de tratar los datos (art. 36 RGPD).`
        : conclusion.outcome === 'NO_REQUERIDA'
          ? `Conclusión: no es necesaria una evaluación de impacto relativa a la protección de datos. ${conclusion.motivo} La empresa revisará esta conclusión antes de iniciar un tratamiento nuevo o de cambiar los medios de uno existente.`
          : `Conclusión: ${PENDIENTE_DE_COMPLETAR}. ${conclusion.motivo}. Cuando la empresa complete sus «Datos para los protocolos», este apartado indicará si es necesaria una evaluación de impacto.`,
    ),
  ];
}

/** One risk a row (the risk, its processing, likelihood, impact, level), its measures in the row under it. */
function riesgosTable(analisis: AnalisisDeRiesgos): Content {
  const nivel = (value: number) => `${NIVELES[value - 1]} (${value})`;
  const cell = (text: string, extra: Record<string, unknown> = {}) => ({ text, fontSize: 9, ...extra });
  const body = analisis.riesgos.flatMap((riesgo) => {
    const head = cell('', { stack: [{ text: riesgo.riesgo, bold: true, fontSize: 9 }, { text: `Tratamiento: ${riesgo.tratamiento}`, fontSize: 8.5, color: '#5c6670' }] });
    if (riesgo.estado === 'PENDIENTE') {
      return [
        [head, cell(`Probabilidad, impacto y nivel: ${PENDIENTE_DE_COMPLETAR}`, { colSpan: 3 }), {}, {}],
        [cell(`Se valorará cuando la empresa complete este dato: ${riesgo.falta}.`, { colSpan: 4 }), {}, {}, {}],
      ];
    }
    return [
      [head, cell(nivel(riesgo.probabilidad)), cell(nivel(riesgo.impacto)), cell(riesgo.nivel, { bold: true })],
      [{ ul: riesgo.medidas.map((medida) => cell(medida)), colSpan: 4, margin: [6, 0, 0, 4] }, {}, {}, {}],
    ];
  });
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['*', 75, 75, 50],
      body: [['Riesgo', 'Probabilidad', 'Impacto', 'Nivel'].map((header) => ({ text: header, style: 'tableHeader' })), ...body],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 4, 0, 10],
  };
}
