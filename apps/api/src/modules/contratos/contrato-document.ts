import { formatPhone } from '@cumplia/shared/validators/phone';
import { formatLongDate } from '@cumplia/shared/calendar';
import { formatPostalAddress, type PostalAddress } from '@cumplia/shared/postal-address';
import { METODOS_DE_PAGO, TIPOS_EMPRESA, TOOLS, type MetodoDePago, type ToolCode } from '@cumplia/shared/enums';
import { formatEuros, VAT_RATE_PERCENT, vatOfCents } from '@cumplia/shared/money';
import { SEPA_PREAVISO_DIAS } from '@cumplia/shared/schemas/sepa';
import type { ContratoBlock, ContratoSection } from '@cumplia/shared/schemas/contrato';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import { formatIban } from '@cumplia/shared/validators/iban';
import type { Content } from 'pdfmake/interfaces';
import { bullets, dataSheet, legalDocument, paragraph, subheading } from '../../lib/pdf/document-frame.ts';
import { renderPdf } from '../../lib/pdf/render-pdf.ts';
import { data, list, p, sepaMandateSection, sub } from './contrato-blocks.ts';

/** What the contract is made of: the provider (configuration), the company, the tool and its price. */
export interface ContratoDocumentInput {
  contratoId: string;
  proveedor: Proveedor;
  /** The provider's SEPA creditor identifier (PROVIDER_SEPA_CREDITOR_ID). */
  creditorId: string;
  empresa: {
    razonSocial: string;
    nifCif: string;
    tipo: 'E' | 'A';
    /** The administrator who signs. */
    nombre: string;
    dni: string;
    direccion: string;
    codigoPostal: string;
    /** The town; empty for a company that has not given it yet (the province is written instead). */
    localidad: string;
    provincia: string;
    email: string;
    telefono: string;
    metodoDePago: MetodoDePago;
    numCuenta: string;
  };
  tool: ToolCode;
  precioCents: number;
  /** The SEPA mandate's reference (only when the company pays by SEPA). */
  mandateReference: string | null;
  /** The date the document was issued (shown on the cover). */
  issuedAt: Date;
}

const TOOL_OBJECT: Record<ToolCode, { name: string; description: string; deliverables: string[] }> = {
  LOPD: {
    name: 'Herramienta de cumplimiento en protección de datos (RGPD y LOPDGDD)',
    description:
      'la adecuación de la actividad del CLIENTE al Reglamento (UE) 2016/679, General de Protección de Datos (RGPD), y a la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD)',
    deliverables: [
      'El documento de adecuación personalizado con los datos del CLIENTE: registro de las actividades de tratamiento (art. 30 RGPD), cláusulas informativas para personas trabajadoras y clientes (arts. 13 y 14 RGPD), compromiso de confidencialidad del personal, medidas de seguridad (art. 32 RGPD) y procedimiento de gestión de brechas de seguridad (arts. 33 y 34 RGPD).',
      'Su actualización cuando cambie la normativa aplicable o los datos del CLIENTE comunicados a través de la plataforma, durante la vigencia del contrato.',
      'El acceso a la plataforma Cumplia para consultar y descargar la documentación en formato PDF.',
    ],
  },
  ACOSO: {
    name: 'Protocolo de prevención y actuación frente al acoso',
    description:
      'la implantación de un protocolo para la prevención y la actuación frente al acoso sexual, el acoso por razón de sexo y el acoso laboral, conforme al artículo 48 de la Ley Orgánica 3/2007, para la igualdad efectiva de mujeres y hombres, la Ley Orgánica 10/2022, de garantía integral de la libertad sexual, y la Ley 15/2022, integral para la igualdad de trato y la no discriminación',
    deliverables: [
      'El protocolo personalizado con los datos del CLIENTE: declaración de principios, comisión de instrucción, procedimiento de denuncia e investigación, plazos, medidas cautelares y de protección de la víctima, y régimen disciplinario.',
      'Su actualización cuando cambie la normativa aplicable durante la vigencia del contrato.',
      'El acceso a la plataforma Cumplia para consultar y descargar el protocolo en formato PDF.',
    ],
  },
  DIGITAL: {
    name: 'Política de desconexión digital',
    description:
      'la implantación de una política interna de desconexión digital, conforme al artículo 88 de la LOPDGDD, al artículo 20 bis del Estatuto de los Trabajadores y a la Ley 10/2021, de trabajo a distancia',
    deliverables: [
      'La política personalizada con los datos del CLIENTE: ámbito, horarios de desconexión, uso de dispositivos y comunicaciones fuera de la jornada, acciones de formación y sensibilización, y seguimiento.',
      'Su actualización cuando cambie la normativa aplicable durante la vigencia del contrato.',
      'El acceso a la plataforma Cumplia para consultar y descargar la política en formato PDF.',
    ],
  },
};

/** The contract's title (cover, page header, signing page). */
export function contratoTitle(tool: ToolCode): string {
  return `Contrato de prestación de servicios · ${TOOLS[tool].label}`;
}


/**
 * The contract as sections: the one source of its text, drawn as a PDF by `renderContratoPdf` and
 * served as JSON to the signing page. Written for this product (docs/decisions/0022).
 */
export function contratoSections(input: ContratoDocumentInput): ContratoSection[] {
  const { proveedor, empresa, tool } = input;
  const object = TOOL_OBJECT[tool];
  const vat = vatOfCents(input.precioCents);
  const sepa = empresa.metodoDePago === 'SEPA';
  const providerAddress = formatPostalAddress(proveedor);
  const clientAddress = formatPostalAddress(empresa);
  const mandateClause = 'la cláusula 14 (Orden de domiciliación de adeudo directo SEPA)';

  const sections: ContratoSection[] = [
    {
      heading: 'Reunidos',
      blocks: [
        sub('De una parte, el PRESTADOR'),
        data([
          ['Denominación', proveedor.nombre],
          ['NIF', proveedor.nif],
          ['Domicilio', providerAddress],
          ['Registro', proveedor.registroMercantil],
          ['Contacto', `${proveedor.email} · ${formatPhone(proveedor.telefono)}`],
        ]),
        sub('Y de otra, el CLIENTE'),
        data([
          ['Razón social', empresa.razonSocial],
          ['NIF/CIF', empresa.nifCif],
          ['Tipo', TIPOS_EMPRESA[empresa.tipo]],
          ['Domicilio', clientAddress],
          ['Representante', `${empresa.nombre}, con NIF ${empresa.dni}`],
          ['Contacto', `${empresa.email} · ${formatPhone(empresa.telefono)}`],
        ]),
        p(
          `${empresa.nombre} interviene en nombre y representación del CLIENTE y declara contar con facultades suficientes para obligarlo. Ambas partes se reconocen la capacidad legal necesaria para suscribir el presente contrato de prestación de servicios, que se rige por las cláusulas siguientes.`,
        ),
      ],
    },
    {
      heading: 'Objeto',
      blocks: [
        p(`El PRESTADOR prestará al CLIENTE el servicio «${object.name}», que tiene por objeto ${object.description}.`),
        p('El servicio comprende:'),
        list(object.deliverables),
        p(
          'La documentación se elabora con los datos que el CLIENTE facilita en la plataforma, de cuya veracidad y actualización es responsable. La implantación efectiva de las medidas en la organización del CLIENTE (su comunicación a la plantilla, la constitución de comisiones o la designación de personas responsables) corresponde al CLIENTE.',
        ),
      ],
    },
    {
      heading: 'Precio e impuestos',
      blocks: [
        data([
          ['Precio anual (base imponible)', formatEuros(input.precioCents)],
          [`IVA (${VAT_RATE_PERCENT} %)`, formatEuros(vat)],
          ['Total anual', formatEuros(input.precioCents + vat)],
        ]),
        p(
          `El precio del servicio es de ${formatEuros(input.precioCents)} por cada año de vigencia, al que se añade el Impuesto sobre el Valor Añadido al tipo vigente (actualmente el ${VAT_RATE_PERCENT} %). El PRESTADOR emitirá la factura correspondiente al firmarse este contrato y, en su caso, al comienzo de cada renovación, y la remitirá al correo electrónico del CLIENTE.`,
        ),
        p(
          'El precio de las renovaciones podrá actualizarse comunicándolo al CLIENTE con una antelación mínima de dos meses a la fecha de renovación; si el CLIENTE no está conforme, podrá oponerse a la renovación conforme a la cláusula 4.',
        ),
      ],
    },
    {
      heading: 'Duración y renovación',
      blocks: [
        p('El contrato entra en vigor en la fecha de su firma y tiene una duración de un año.'),
        p(
          'A su vencimiento se renovará automáticamente por periodos sucesivos de un año, salvo que cualquiera de las partes comunique a la otra por escrito, incluido el correo electrónico, su voluntad de no renovarlo con una antelación mínima de treinta días naturales a la fecha de vencimiento.',
        ),
        p('La desactivación del servicio en la plataforma por el CLIENTE o por su gestoría equivale a esa comunicación y detiene la siguiente renovación; las facturas ya emitidas se mantienen.'),
      ],
    },
    {
      heading: 'Forma de pago',
      blocks: [
        data([['Forma de pago elegida', METODOS_DE_PAGO[empresa.metodoDePago]]]),
        p(
          sepa
            ? `El CLIENTE abonará cada factura mediante adeudo directo SEPA en la cuenta con IBAN ${formatIban(empresa.numCuenta)}, conforme a la orden de domiciliación incluida en ${mandateClause}, que el CLIENTE suscribe con la firma de este contrato. El PRESTADOR notificará al CLIENTE el importe y la fecha de cada adeudo con al menos ${SEPA_PREAVISO_DIAS} días naturales de antelación (preaviso): con la propia factura y, si la fecha de cobro cambia, con un aviso por correo electrónico de la nueva fecha. Si el CLIENTE cambia la cuenta de cargo, no se adeudará la nueva cuenta hasta que firme la orden de domiciliación de esa cuenta, que sustituirá a esta para los adeudos posteriores.`
            : empresa.metodoDePago === 'TRANSFERENCIA'
              ? 'El CLIENTE abonará cada factura mediante transferencia bancaria a la cuenta indicada en la factura, en el plazo de treinta días naturales desde su emisión.'
              : 'El CLIENTE abonará cada factura con tarjeta bancaria a través del medio de pago seguro que le indique el PRESTADOR, en el plazo de treinta días naturales desde su emisión.',
        ),
        p(
          'El retraso en el pago devengará el interés de demora previsto en la Ley 3/2004, por la que se establecen medidas de lucha contra la morosidad en las operaciones comerciales. Transcurridos treinta días desde el vencimiento sin que se haya atendido el pago, el PRESTADOR podrá suspender el acceso a la descarga de la documentación hasta su regularización.',
        ),
      ],
    },
    {
      heading: 'Obligaciones de las partes',
      blocks: [
        p('El PRESTADOR se obliga a:'),
        list([
          'Prestar el servicio con la diligencia de un profesional especializado y conforme a la normativa vigente en cada momento.',
          'Mantener la plataforma disponible y la documentación accesible para su descarga durante la vigencia del contrato, salvo interrupciones por mantenimiento o causas ajenas a su control.',
          'Atender las consultas del CLIENTE sobre el servicio a través de los medios de contacto indicados en este contrato.',
        ]),
        p('El CLIENTE se obliga a:'),
        list([
          'Facilitar datos veraces, completos y actualizados, y comunicar cualquier cambio que afecte al contenido de la documentación.',
          'Pagar el precio en la forma y los plazos pactados.',
          'Implantar y dar a conocer en su organización las medidas y los documentos entregados.',
        ]),
      ],
    },
    {
      heading: 'Encargo del tratamiento de datos personales (art. 28 RGPD)',
      blocks: [
        p(
          'Para prestar el servicio, el PRESTADOR trata por cuenta del CLIENTE datos personales de los que el CLIENTE es responsable. Esta cláusula constituye el contrato de encargo del tratamiento exigido por el artículo 28.3 del RGPD y el artículo 33 de la LOPDGDD.',
        ),
        sub('Objeto, duración, naturaleza y finalidad'),
        p(
          'El tratamiento consiste en la recogida, registro, conservación, consulta y estructuración de los datos necesarios para elaborar, mantener y poner a disposición del CLIENTE la documentación del servicio, y dura lo que dure este contrato. Su única finalidad es la prestación del servicio contratado.',
        ),
        sub('Tipos de datos y categorías de interesados'),
        list([
          'Interesados: personas trabajadoras del CLIENTE, su representante legal y personas de contacto, y, en su caso, las personas que integren comisiones o canales previstos en los protocolos.',
          'Datos: identificativos (nombre, apellidos, NIF), de contacto (correo electrónico, teléfono) y de empleo (puesto, centro de trabajo, número de personas trabajadoras). El servicio no requiere datos de categorías especiales; el CLIENTE no los introducirá en la plataforma.',
        ]),
        sub('Obligaciones del PRESTADOR como encargado del tratamiento'),
        list([
          'Tratar los datos únicamente siguiendo las instrucciones documentadas del CLIENTE, incluidas las de este contrato, e informarle de inmediato si considera que una instrucción infringe la normativa de protección de datos.',
          'Garantizar que las personas autorizadas para tratar los datos se han comprometido a respetar su confidencialidad.',
          'Aplicar las medidas técnicas y organizativas apropiadas del artículo 32 del RGPD: cifrado de las comunicaciones, control de acceso por usuario y función, registro de actividad, copias de seguridad y revisión periódica de las medidas.',
          'No recurrir a otro encargado (subencargado) sin la autorización previa del CLIENTE. El CLIENTE autoriza de forma general los proveedores de alojamiento y de envío de comunicaciones necesarios para el servicio, establecidos en el Espacio Económico Europeo; el PRESTADOR le informará de cualquier cambio, y el CLIENTE podrá oponerse. El subencargado quedará sujeto a las mismas obligaciones.',
          'Asistir al CLIENTE, teniendo en cuenta la naturaleza del tratamiento, para responder a las solicitudes de ejercicio de los derechos de los interesados (acceso, rectificación, supresión, oposición, limitación y portabilidad).',
          'Notificar al CLIENTE, sin dilación indebida y en todo caso en un plazo máximo de 48 horas, las violaciones de la seguridad de los datos de las que tenga conocimiento, con la información necesaria para que el CLIENTE pueda notificarlas a la autoridad de control y, en su caso, comunicarlas a los interesados.',
          'Ayudar al CLIENTE a cumplir las obligaciones de los artículos 32 a 36 del RGPD, incluidas, en su caso, las evaluaciones de impacto y las consultas previas.',
          'Al terminar el contrato, suprimir o devolver al CLIENTE, a su elección, todos los datos personales y suprimir las copias existentes, salvo que la ley exija conservarlos, en cuyo caso los mantendrá bloqueados durante el plazo legal.',
          'Poner a disposición del CLIENTE la información necesaria para demostrar el cumplimiento de estas obligaciones y permitir y contribuir a las auditorías e inspecciones que realice el CLIENTE u otro auditor autorizado por él.',
          'No transferir los datos fuera del Espacio Económico Europeo.',
        ]),
        sub('Obligaciones del CLIENTE como responsable del tratamiento'),
        list([
          'Facilitar al PRESTADOR los datos necesarios y haber informado a los interesados conforme a los artículos 13 y 14 del RGPD.',
          'Velar, de forma previa y durante todo el tratamiento, por el cumplimiento del RGPD por parte del PRESTADOR.',
          'Supervisar el tratamiento, incluida la realización de inspecciones y auditorías.',
        ]),
      ],
    },
    {
      heading: 'Protección de los datos de las partes',
      blocks: [
        p(
          `Los datos de contacto de las personas que firman y gestionan este contrato serán tratados por cada parte como responsable, con la finalidad de mantener la relación contractual (art. 6.1.b RGPD), durante su vigencia y los plazos de prescripción de las acciones que de ella deriven. Las personas interesadas pueden ejercer sus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo a ${proveedor.email}, y reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).`,
        ),
      ],
    },
    {
      heading: 'Confidencialidad',
      blocks: [
        p(
          'Las partes mantendrán en secreto la información de la otra parte a la que accedan con ocasión del contrato y no la utilizarán para fines distintos de su ejecución. Esta obligación subsistirá durante dos años tras la terminación del contrato, sin perjuicio del deber de confidencialidad sobre los datos personales, que es indefinido.',
        ),
      ],
    },
    {
      heading: 'Responsabilidad',
      blocks: [
        p(
          'Cada parte responde de los daños que cause a la otra por incumplimiento de sus obligaciones. Salvo en caso de dolo o culpa grave, la responsabilidad del PRESTADOR por el servicio se limita al importe pagado por el CLIENTE en los doce meses anteriores al hecho que la origine. El PRESTADOR no responde de las consecuencias de la falta de veracidad de los datos facilitados por el CLIENTE ni de la falta de implantación de las medidas entregadas.',
        ),
      ],
    },
    {
      heading: 'Resolución',
      blocks: [
        p(
          'El contrato se extinguirá por el transcurso de su plazo sin renovación, por mutuo acuerdo y por el incumplimiento grave de cualquiera de las partes que no sea subsanado en el plazo de quince días desde el requerimiento de la otra. La extinción no afecta a los importes devengados hasta esa fecha.',
        ),
      ],
    },
    {
      heading: 'Firma electrónica y evidencias',
      blocks: [
        p(
          'Las partes aceptan la contratación electrónica (Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico, art. 23). El CLIENTE firma este contrato mediante firma electrónica conforme al Reglamento (UE) n.º 910/2014 (eIDAS) y a la Ley 6/2020, reguladora de determinados aspectos de los servicios electrónicos de confianza: tras leer el documento, recibe un código de un solo uso por SMS en el teléfono de la empresa, lo introduce y acepta expresamente el contrato.',
        ),
        p(
          'La plataforma conserva un registro inalterable de cada paso (envío, apertura, envío y verificación del código, firma) con su fecha y hora, dirección IP y navegador, y la huella SHA-256 del documento firmado. Esas evidencias se añaden al final del documento como página de evidencias, y el conjunto se sella con el certificado del PRESTADOR, de forma que cualquier modificación posterior sea detectable.',
        ),
      ],
    },
    {
      heading: 'Legislación y jurisdicción',
      blocks: [
        p(
          `El contrato se rige por la legislación española. Para cualquier controversia, las partes se someten a los juzgados y tribunales del domicilio del PRESTADOR (${proveedor.localidad}), salvo que la ley disponga otro fuero imperativo.`,
        ),
      ],
    },
  ];

  if (sepa) {
    sections.push(
      sepaMandateSection({
        mandateReference: input.mandateReference ?? '',
        creditorId: input.creditorId,
        proveedor,
        empresa,
        firmado: 'este contrato',
        alcance: 'sirve para todos los adeudos de este contrato y de sus renovaciones, mientras no sea revocada por el deudor',
      }),
    );
  }
  return sections;
}

/** A section's blocks in the PDF frame's styles. */
function blockContent(block: ContratoBlock): Content {
  switch (block.kind) {
    case 'paragraph':
      return paragraph(block.text);
    case 'subheading':
      return subheading(block.text);
    case 'list':
      return bullets(block.items);
    case 'data':
      return dataSheet(block.rows);
  }
}

/** The contract's PDF from its sections (the same text the signing page shows). */
export async function renderContratoPdf(input: ContratoDocumentInput, sections = contratoSections(input)): Promise<Buffer> {
  return renderSectionsPdf(
    {
      title: contratoTitle(input.tool),
      subtitle: TOOL_OBJECT[input.tool].name,
      empresa: input.empresa,
      reference: `Referencia del contrato: ${input.contratoId}`,
      issuedAt: input.issuedAt,
      issuer: input.proveedor.nombre,
    },
    sections,
  );
}

/** A signed document's PDF (a contract, an account's mandate) from its sections, in the legal frame. */
export async function renderSectionsPdf(
  document: {
    title: string;
    subtitle: string;
    empresa: { razonSocial: string; nifCif: string } & PostalAddress;
    /** The cover's reference line. */
    reference: string;
    issuedAt: Date;
    issuer: string;
  },
  sections: ContratoSection[],
): Promise<Buffer> {
  return renderPdf(
    legalDocument({
      title: document.title,
      subtitle: document.subtitle,
      holder: { razonSocial: document.empresa.razonSocial, nifCif: document.empresa.nifCif },
      coverLines: [
        formatPostalAddress(document.empresa),
        `Emitido el ${formatLongDate(document.issuedAt)}`,
        document.reference,
      ],
      issuer: document.issuer,
      withIndex: false,
      sections: sections.map((section) => ({ heading: section.heading, content: section.blocks.map(blockContent) })),
    }),
  );
}
