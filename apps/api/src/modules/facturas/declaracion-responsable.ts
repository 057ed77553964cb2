import { formatLongDate } from '@cumplia/shared/calendar';
import type { DeclaracionResponsable } from '@cumplia/shared/schemas/factura';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import type { Content } from 'pdfmake/interfaces';
import type { PdfDefinition } from '../../lib/pdf/pdf-definition.ts';
import { MUTED, PRIMARY } from '../../lib/pdf/document-frame.ts';
import { SISTEMA_INFORMATICO } from '../../lib/verifactu/sistema-informatico.ts';
import type { SistemaModo } from '../../lib/verifactu/qr-url.ts';

/**
 * The "declaración responsable" of the invoicing system (RD 1007/2023 art. 13; Orden HAC/1177/2024
 * art. 15): what art. 15.2 lists (name, identifier, version, components and functions, whether it
 * works only as VERI*FACTU, whether it serves several issuers, the signatures it uses, the producer's
 * name, NIF and address, the statement of compliance, date and place), from the one source the
 * records' SistemaInformatico is written from (lib/verifactu/sistema-informatico.ts).
 */
export function declaracionResponsable(proveedor: Proveedor, modo: SistemaModo): DeclaracionResponsable {
  const sistema = SISTEMA_INFORMATICO;
  const productor = { nombre: proveedor.nombre, nif: proveedor.nif, direccion: `${proveedor.direccion}, ${proveedor.codigoPostal} ${proveedor.localidad} (${proveedor.provincia})` };
  return {
    nombreSistema: sistema.nombre,
    idSistema: sistema.id,
    version: sistema.version,
    productor,
    componentes: [...sistema.componentes],
    soloVerifactu: sistema.soloVerifactu === 'S',
    multiplesObligados: sistema.multiOT === 'S',
    modoActual: modo,
    firma: sistema.firma,
    fecha: sistema.fechaDeclaracion,
    lugar: sistema.lugarDeclaracion,
    texto: [
      `${productor.nombre}, con NIF ${productor.nif} y domicilio en ${productor.direccion}, como productora del sistema informático de facturación «${sistema.nombre}» (código ${sistema.id}, versión ${sistema.version}), declara bajo su responsabilidad que dicho sistema cumple lo dispuesto en el artículo 29.2.j) de la Ley 58/2003, de 17 de diciembre, General Tributaria, en el Reglamento que establece los requisitos que deben adoptar los sistemas y programas informáticos o electrónicos que soporten los procesos de facturación, aprobado por el Real Decreto 1007/2023, de 5 de diciembre, y en la Orden HAC/1177/2024, de 17 de octubre.`,
      'El sistema puede funcionar como sistema de emisión de facturas verificables (VERI*FACTU), remitiendo los registros de facturación a la Agencia Tributaria, o sin remitirlos; en este último caso firma electrónicamente cada registro de facturación y de evento, lleva el registro de eventos y remite los registros a la Agencia Tributaria cuando esta los requiere.',
      'El sistema lo utiliza un único obligado tributario, el propio productor, para la emisión de sus facturas.',
    ],
  };
}

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

/** The declaration as a one-page PDF (lib/pdf's renderPdf). */
export function declaracionResponsableDocument(declaracion: DeclaracionResponsable): PdfDefinition {
  const row = (label: string, value: string | Content): Content[] => [{ text: label, bold: true }, value];
  return {
    info: { title: 'Declaración responsable del sistema informático de facturación', author: declaracion.productor.nombre, creator: 'Cumplia' },
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    content: [
      { text: 'DECLARACIÓN RESPONSABLE', fontSize: 18, bold: true, color: PRIMARY },
      { text: 'del sistema informático de facturación (art. 13 del Real Decreto 1007/2023 y art. 15 de la Orden HAC/1177/2024)', color: MUTED, margin: [0, 2, 0, 16] },
      {
        table: {
          widths: [170, '*'],
          body: [
            row('Nombre del sistema', declaracion.nombreSistema),
            row('Código identificador', declaracion.idSistema),
            row('Versión', declaracion.version),
            row('Productor', `${declaracion.productor.nombre} · NIF ${declaracion.productor.nif}`),
            row('Dirección del productor', declaracion.productor.direccion),
            row('Componentes y funciones', { ul: declaracion.componentes }),
            row('Solo VERI*FACTU', yesNo(declaracion.soloVerifactu)),
            row('Modos de funcionamiento', 'VERI*FACTU (remisión a la AEAT) y no VERI*FACTU (registros firmados y registro de eventos)'),
            row('Varios obligados tributarios', yesNo(declaracion.multiplesObligados)),
            row('Firma de los registros', declaracion.firma),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      ...declaracion.texto.map((paragraph): Content => ({ text: paragraph, margin: [0, 12, 0, 0], alignment: 'justify' })),
      { text: `En ${declaracion.lugar}, a ${formatLongDate(declaracion.fecha)}.`, margin: [0, 24, 0, 0] },
      { text: declaracion.productor.nombre, bold: true, margin: [0, 36, 0, 0] },
    ],
    defaultStyle: { fontSize: 10, lineHeight: 1.2 },
  };
}
