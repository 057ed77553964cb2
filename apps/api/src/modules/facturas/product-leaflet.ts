import { formatPhone } from '@cumplia/shared/validators/phone';
import type { ToolCode } from '@cumplia/shared/enums';
import { bullets, legalDocument, paragraph, subheading } from '../../lib/pdf/document-frame.ts';
import { renderPdf } from '../../lib/pdf/render-pdf.ts';

/**
 * The product leaflet e-mailed with a tool's first invoice (spec 0 "Companies, tools and prices"):
 * what the company has bought, what it includes and the steps to put it in place.
 */

interface Leaflet {
  title: string;
  subtitle: string;
  summary: string;
  includes: string[];
  steps: string[];
  obligations: string;
}

const LEAFLETS: Record<ToolCode, Leaflet> = {
  LOPD: {
    title: 'Protección de datos (LOPDGDD)',
    subtitle: 'Reglamento (UE) 2016/679 (RGPD) y Ley Orgánica 3/2018 (LOPDGDD)',
    summary:
      'Toda empresa que trata datos personales de su plantilla, de sus clientes o de sus proveedores debe poder demostrar que cumple el RGPD. Este servicio le entrega la documentación adaptada a su actividad y le acompaña durante el año de contrato.',
    includes: [
      'Registro de actividades de tratamiento (art. 30 RGPD) con las finalidades, categorías de datos, plazos de conservación y medidas de seguridad de su empresa.',
      'Cláusulas informativas para empleados, clientes y candidatos (arts. 13 y 14 RGPD).',
      'Compromiso de confidencialidad para el personal con acceso a datos personales.',
      'Medidas de seguridad técnicas y organizativas y procedimiento de gestión de brechas de seguridad (arts. 32 a 34 RGPD).',
      'Actualización de los documentos durante el periodo contratado y descarga desde su área de cliente.',
    ],
    steps: [
      'Descargue el paquete de protección de datos desde «Mi empresa» en Cumplia.',
      'Revise el registro de actividades y complete lo que sea propio de su empresa.',
      'Entregue las cláusulas informativas y recoja firmado el compromiso de confidencialidad de cada persona con acceso a datos.',
      'Conserve la documentación: es la prueba de cumplimiento ante la Agencia Española de Protección de Datos.',
    ],
    obligations: 'Las sanciones por incumplimiento del RGPD pueden alcanzar los 20 millones de euros o el 4 % del volumen de negocio anual.',
  },
  ACOSO: {
    title: 'Protocolo de acoso laboral',
    subtitle: 'Prevención y actuación frente al acoso sexual, por razón de sexo y laboral',
    summary:
      'Toda empresa, con independencia de su tamaño, debe promover condiciones de trabajo que eviten el acoso sexual y por razón de sexo y arbitrar procedimientos para su prevención y para dar cauce a las denuncias (art. 48 de la Ley Orgánica 3/2007). Este servicio le entrega el protocolo de su empresa listo para adoptar.',
    includes: [
      'Protocolo de prevención y actuación frente al acoso sexual, por razón de sexo y laboral, con los datos de su empresa.',
      'Procedimiento de denuncia, investigación y resolución con plazos, garantías de confidencialidad y medidas cautelares.',
      'Composición y funciones de la comisión instructora.',
      'Referencias a la Ley Orgánica 10/2022 y a la Ley 15/2022 de igualdad de trato y no discriminación.',
      'Descarga desde su área de cliente durante el periodo contratado.',
    ],
    steps: [
      'Descargue el protocolo desde «Mi empresa» en Cumplia.',
      'Designe a las personas de la comisión instructora y complete sus datos.',
      'Apruebe el protocolo y comuníquelo a toda la plantilla, por ejemplo en el tablón de anuncios o por correo.',
      'Informe a la representación legal de las personas trabajadoras, si la hay.',
    ],
    obligations: 'La Inspección de Trabajo puede requerir el protocolo; no disponer de él es una infracción grave del orden social.',
  },
  DIGITAL: {
    title: 'Política de desconexión digital',
    subtitle: 'Artículo 88 de la LOPDGDD, artículo 20 bis del Estatuto de los Trabajadores y Ley 10/2021',
    summary:
      'Las personas trabajadoras tienen derecho a no responder comunicaciones de trabajo fuera de su jornada, y la empresa debe elaborar una política interna que defina cómo se ejerce ese derecho (art. 88.3 LOPDGDD). Este servicio le entrega la política de su empresa lista para adoptar.',
    includes: [
      'Política interna de desconexión digital con los datos de su empresa.',
      'Medidas para el trabajo a distancia y el teletrabajo (Ley 10/2021).',
      'Acciones de formación y sensibilización sobre el uso razonable de las herramientas digitales.',
      'Descarga desde su área de cliente durante el periodo contratado.',
    ],
    steps: [
      'Descargue la política desde «Mi empresa» en Cumplia.',
      'Revise los horarios y los canales de comunicación que usa su empresa.',
      'Escuche a la representación legal de las personas trabajadoras, si la hay, y apruebe la política.',
      'Comuníquela a la plantilla y a los mandos que organizan el trabajo.',
    ],
    obligations: 'La falta de política de desconexión puede ser sancionada por la Inspección de Trabajo y tenida en cuenta en reclamaciones por jornada.',
  },
};

export interface LeafletInput {
  tool: ToolCode;
  empresa: { razonSocial: string; nifCif: string };
  proveedor: { nombre: string; email: string; telefono: string };
}

export function productLeafletFileName(tool: ToolCode): string {
  return `Folleto_${tool}.pdf`;
}

export async function renderProductLeaflet(input: LeafletInput): Promise<Buffer> {
  const leaflet = LEAFLETS[input.tool];
  return renderPdf(
    legalDocument({
      title: leaflet.title,
      subtitle: leaflet.subtitle,
      holder: input.empresa,
      coverLines: ['Guía del servicio contratado'],
      issuer: input.proveedor.nombre,
      withIndex: false,
      sections: [
        {
          heading: 'Su servicio',
          content: [
            paragraph(leaflet.summary),
            subheading('Qué incluye'),
            bullets(leaflet.includes),
            subheading('Cómo ponerlo en marcha'),
            bullets(leaflet.steps),
            subheading('Por qué es importante'),
            paragraph(leaflet.obligations),
            subheading('Duración y renovación'),
            paragraph(
              'El servicio dura un año desde la firma del contrato y se renueva por periodos anuales. Antes de cada renovación le avisaremos por correo electrónico; puede cancelarla desde su gestoría o escribiéndonos.',
            ),
            subheading('Estamos para ayudarle'),
            paragraph(`Escríbanos a ${input.proveedor.email} o llámenos al ${formatPhone(input.proveedor.telefono)}. Su gestoría también puede ayudarle con cualquier duda.`),
          ],
        },
      ],
    }),
  );
}
