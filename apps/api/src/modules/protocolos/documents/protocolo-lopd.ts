import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { bullets, legalDocument, paragraph, subheading } from '../../../lib/pdf/document-frame.ts';
import { approval, companySheet, coverLines, domicilio, enFrase, fechaLarga, numbered, plantilla, signatureBoxes, table, type ProtocolInput } from './protocol-input.ts';

export const LOPD_TITLE = 'Documentación de protección de datos';

/**
 * The data-protection pack (spec 0 "Protocol documents"): the register of processing activities,
 * the information clauses, the staff's confidentiality commitment, the security measures, the
 * breach procedure and the rights procedure, under the RGPD and the LOPDGDD, for the company given.
 */
export function protocoloLopd(input: ProtocolInput): TDocumentDefinitions {
  const { empresa, proveedor } = input;
  const responsable = `${empresa.razonSocial} (NIF/CIF ${empresa.nifCif})`;
  const contacto = `${empresa.email}, o por escrito a ${domicilio(empresa)}`;
  const conservacionLaboral =
    'Durante la relación laboral y, después, durante los plazos de prescripción de las obligaciones laborales, de Seguridad Social y tributarias (cuatro años, art. 21 LISOS y art. 66 LGT; el registro de jornada, cuatro años, art. 34.9 ET).';

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
          paragraph(
            'La empresa ha valorado si está obligada a designar un delegado de protección de datos (DPD) conforme al artículo 37 del RGPD y al artículo 34 de la LOPDGDD. Su actividad principal no consiste en operaciones de tratamiento que requieran una observación habitual y sistemática de personas a gran escala, ni en el tratamiento a gran escala de categorías especiales de datos, y no figura entre las entidades enumeradas en el artículo 34.1 de la LOPDGDD; por ello no está obligada a designarlo. Si su actividad cambiara, revisará esta conclusión y, en su caso, comunicará la designación a la AEPD en el plazo de diez días (art. 34.3 LOPDGDD).',
          ),
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
        content: [
          paragraph(
            `Registro de ${responsable} conforme al artículo 30.1 del RGPD. Para todas las actividades: responsable, ${responsable}; contacto, ${contacto}; sin delegado de protección de datos designado; sin transferencias internacionales de datos salvo que se indique; medidas de seguridad, las del apartado «Medidas de seguridad» de este documento.`,
          ),
          subheading('1. Gestión de personal y nóminas'),
          table(
            ['Elemento', 'Descripción'],
            [
              ['Finalidad', 'Gestión de la relación laboral: contratación, nóminas, Seguridad Social, prevención de riesgos laborales, formación, control horario y régimen disciplinario.'],
              ['Base jurídica', 'Ejecución del contrato de trabajo (art. 6.1.b RGPD) y cumplimiento de obligaciones legales (art. 6.1.c RGPD; ET, LGSS, Ley 31/1995). Datos de salud: art. 9.2.b y 9.2.h RGPD.'],
              ['Interesados', 'Personas trabajadoras y, en su caso, sus familiares beneficiarios.'],
              ['Categorías de datos', 'Identificativos, de contacto, académicos y profesionales, de detalle del empleo, económicos y bancarios, afiliación sindical cuando se pide la retención de la cuota, aptitud médica y bajas por incapacidad temporal.'],
              ['Destinatarios', 'Tesorería General de la Seguridad Social, Agencia Tributaria, mutua colaboradora, servicio de prevención, entidades bancarias y la gestoría o asesoría laboral como encargada del tratamiento.'],
              ['Plazo de conservación', conservacionLaboral],
            ],
            [110, '*'],
          ),
          subheading('2. Selección de personal'),
          table(
            ['Elemento', 'Descripción'],
            [
              ['Finalidad', 'Valorar las candidaturas recibidas para los puestos vacantes.'],
              ['Base jurídica', 'Aplicación de medidas precontractuales a petición de la persona candidata (art. 6.1.b RGPD) y, para conservar el currículo para futuros procesos, su consentimiento (art. 6.1.a RGPD).'],
              ['Interesados', 'Personas candidatas.'],
              ['Categorías de datos', 'Identificativos, de contacto, formación, experiencia profesional y los que la persona aporte en su currículo.'],
              ['Destinatarios', 'No se comunican a terceros.'],
              ['Plazo de conservación', 'Hasta el final del proceso de selección; con consentimiento, un máximo de un año.'],
            ],
            [110, '*'],
          ),
          subheading('3. Clientes y facturación'),
          table(
            ['Elemento', 'Descripción'],
            [
              ['Finalidad', `Prestación de los servicios propios de la actividad (${empresa.actividad}), facturación, cobro y atención de consultas.`],
              ['Base jurídica', 'Ejecución de un contrato (art. 6.1.b RGPD) y obligaciones legales contables y fiscales (art. 6.1.c RGPD).'],
              ['Interesados', 'Clientes y personas de contacto de clientes.'],
              ['Categorías de datos', 'Identificativos, de contacto, datos de la relación comercial, económicos y bancarios.'],
              ['Destinatarios', 'Agencia Tributaria, entidades bancarias y la asesoría contable como encargada del tratamiento.'],
              ['Plazo de conservación', 'Durante la relación y seis años desde el último asiento contable (art. 30 del Código de Comercio); cuatro años a efectos tributarios (art. 66 LGT).'],
            ],
            [110, '*'],
          ),
          subheading('4. Proveedores'),
          table(
            ['Elemento', 'Descripción'],
            [
              ['Finalidad', 'Gestión de compras, pagos y relación con proveedores.'],
              ['Base jurídica', 'Ejecución de un contrato (art. 6.1.b RGPD) y obligaciones legales (art. 6.1.c RGPD).'],
              ['Interesados', 'Proveedores y sus personas de contacto.'],
              ['Categorías de datos', 'Identificativos, de contacto, económicos y bancarios.'],
              ['Destinatarios', 'Agencia Tributaria y entidades bancarias.'],
              ['Plazo de conservación', 'Seis años (art. 30 del Código de Comercio).'],
            ],
            [110, '*'],
          ),
          subheading('5. Videovigilancia (solo si la empresa dispone de cámaras)'),
          table(
            ['Elemento', 'Descripción'],
            [
              ['Finalidad', 'Preservar la seguridad de las personas, bienes e instalaciones y, en su caso, el control laboral en los términos del art. 89 LOPDGDD.'],
              ['Base jurídica', 'Misión de interés público (art. 6.1.e RGPD y art. 22 LOPDGDD) y, para el control laboral, el art. 20.3 ET.'],
              ['Interesados', 'Personas que acceden a las zonas videovigiladas.'],
              ['Categorías de datos', 'Imagen.'],
              ['Destinatarios', 'Fuerzas y Cuerpos de Seguridad y juzgados cuando lo requieran.'],
              ['Plazo de conservación', 'Un mes como máximo desde la captación, salvo para acreditar hechos ilícitos (art. 22.3 LOPDGDD).'],
            ],
            [110, '*'],
          ),
          subheading('6. Comunicaciones y consultas'),
          table(
            ['Elemento', 'Descripción'],
            [
              ['Finalidad', 'Atender las consultas recibidas por correo electrónico, teléfono, formulario web o en persona.'],
              ['Base jurídica', 'Consentimiento de quien consulta (art. 6.1.a RGPD) o medidas precontractuales (art. 6.1.b RGPD).'],
              ['Interesados', 'Personas que contactan con la empresa.'],
              ['Categorías de datos', 'Identificativos, de contacto y los que se incluyan en la consulta.'],
              ['Destinatarios', 'No se comunican a terceros.'],
              ['Plazo de conservación', 'El necesario para atender la consulta y, después, un año.'],
            ],
            [110, '*'],
          ),
          paragraph(
            'La empresa añadirá a este registro cualquier nueva actividad antes de comenzarla y, si puede entrañar un alto riesgo para los derechos de las personas, realizará previamente una evaluación de impacto (art. 35 RGPD).',
          ),
        ],
      },
      {
        heading: 'Cláusulas informativas',
        content: [
          paragraph(
            'La empresa informa a cada persona de la que trata datos en el momento de recogerlos, de forma concisa y en lenguaje claro (arts. 12 y 13 RGPD), con el sistema de información por capas del artículo 11 de la LOPDGDD: una primera capa con la información básica junto al lugar de recogida y una segunda capa con el resto de la información, accesible de forma sencilla.',
          ),
          subheading('Cláusula para personas trabajadoras'),
          paragraph(
            `Responsable: ${responsable}, ${domicilio(empresa)}. Finalidad: gestionar su relación laboral, la nómina, las cotizaciones, la prevención de riesgos laborales, la formación y el registro de jornada. Legitimación: la ejecución de su contrato de trabajo y el cumplimiento de las obligaciones legales de la empresa. Destinatarios: la Seguridad Social, la Agencia Tributaria, la mutua, el servicio de prevención, las entidades bancarias y la gestoría laboral que presta servicios a la empresa; no se prevén transferencias internacionales. Conservación: durante la relación laboral y los plazos legales de prescripción. Derechos: puede ejercer sus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad escribiendo a ${contacto}, y reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).`,
          ),
          paragraph(
            'La persona trabajadora queda informada, además, de las normas de uso de los dispositivos digitales puestos a su disposición y, en su caso, de la existencia de sistemas de videovigilancia o geolocalización, con los límites de los artículos 87, 89 y 90 de la LOPDGDD descritos en este documento.',
          ),
          subheading('Cláusula para clientes'),
          paragraph(
            `En cumplimiento del artículo 13 del RGPD le informamos de que ${responsable} trata sus datos para prestarle el servicio contratado, facturarlo y atender sus consultas, sobre la base de la relación contractual y de las obligaciones legales contables y fiscales. Sus datos no se cederán a terceros salvo obligación legal o a quienes nos prestan servicios como encargados del tratamiento. Los conservaremos mientras dure la relación y durante los plazos legales. Puede ejercer sus derechos escribiendo a ${contacto}, y reclamar ante la AEPD.`,
          ),
          subheading('Cláusula para comunicaciones comerciales'),
          paragraph(
            'Solo se enviarán comunicaciones comerciales por medios electrónicos a clientes sobre productos o servicios similares a los contratados o a quienes lo hayan consentido expresamente (art. 21 de la Ley 34/2002, de servicios de la sociedad de la información). Cada comunicación ofrece un medio sencillo y gratuito para oponerse.',
          ),
          subheading('Cláusula para personas candidatas'),
          paragraph(
            `Los datos de su candidatura serán tratados por ${responsable} para valorar su perfil en el proceso de selección en curso. Si nos da su consentimiento, los conservaremos durante un año para futuros procesos; puede retirarlo en cualquier momento escribiendo a ${empresa.email}.`,
          ),
        ],
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
          subheading('Registro de violaciones de seguridad'),
          table(
            ['Fecha y hora', 'Descripción y datos afectados', 'Medidas adoptadas', '¿Notificada?'],
            [
              ['', '', '', ''],
              ['', '', '', ''],
              ['', '', '', ''],
            ],
            [70, '*', '*', 60],
          ),
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
          paragraph('Los criterios de uso de los dispositivos digitales se entregan a cada persona trabajadora junto con la cláusula informativa de personal.'),
        ],
      },
      {
        heading: 'Revisión y aprobación',
        content: [
          paragraph(
            `Este documento se revisa al menos una vez al año, cuando cambian las actividades de tratamiento o los medios empleados y tras cualquier violación de seguridad. Ha sido preparado por ${proveedor.nombre} con los datos facilitados por la empresa y emitido el ${fechaLarga(input.emitidoEl)}; la empresa es responsable de la exactitud de esos datos y de aplicar las medidas descritas.`,
          ),
          ...approval(input, 'la presente documentación de protección de datos'),
        ],
      },
    ],
  });
}
