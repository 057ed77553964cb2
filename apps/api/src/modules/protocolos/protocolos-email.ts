import { z } from 'zod';
import { toolCodeSchema } from '@cumplia/shared/schemas/tool-code';
import { DATOS_PROTOCOLOS_VACIOS, datosProtocolosSchema } from '@cumplia/shared/schemas/datos-protocolos';
import { PROTOCOLOS, protocoloFileName } from '@cumplia/shared/schemas/protocolo';
import { renderEmail } from '../outbox/email-layout.ts';
import { defineEmail } from '../outbox/email-template.ts';
import { renderProtocol } from './documents/protocol-documents.ts';
import type { ProtocolCompany, ProtocolInput } from './documents/protocol-input.ts';

const company = z.object({
  razonSocial: z.string(),
  nombreComercial: z.string(),
  nifCif: z.string(),
  tipo: z.enum(['E', 'A']),
  nombre: z.string(),
  email: z.string(),
  telefono: z.string(),
  direccion: z.string(),
  codigoPostal: z.string(),
  /** A message queued before companies had a town has none: the province is written instead. */
  localidad: z.string().default(''),
  provincia: z.string(),
  cnae: z.string(),
  actividad: z.string(),
  numTrabajadores: z.number().int(),
}) satisfies z.ZodType<ProtocolCompany>;

/**
 * What "Enviar protocolos" stores in the outbox: the company's data and each protocol's adoption
 * date as they were when staff sent them. The e-mail and its PDFs are made from this when it is
 * delivered, and are the same whenever that happens.
 */
export const protocolosEmailData = z.object({
  publicUrl: z.string(),
  empresa: company,
  /** The facts as they were when sent; a message queued before they existed has none. */
  datos: datosProtocolosSchema.default(DATOS_PROTOCOLOS_VACIOS),
  emitidoEl: z.iso.datetime(),
  proveedor: z.object({ nombre: z.string(), nif: z.string(), email: z.string() }),
  protocolos: z.array(z.object({ tool: toolCodeSchema, adoptadoEl: z.iso.datetime().nullable() })).min(1),
});
export type ProtocolosEmailData = z.infer<typeof protocolosEmailData>;

function inputOf(data: ProtocolosEmailData, adoptadoEl: string | null): ProtocolInput {
  return { empresa: data.empresa, datos: data.datos, emitidoEl: new Date(data.emitidoEl), adoptadoEl: adoptadoEl ? new Date(adoptadoEl) : null, proveedor: data.proveedor };
}

/** "Enviar protocolos" (spec 2 "Company detail"): the protocols of the company's active tools, attached. */
export const protocolosEmail = defineEmail({
  name: 'protocolos',
  data: protocolosEmailData,
  render: (data) =>
    renderEmail({
      publicUrl: data.publicUrl,
      subject: `Sus protocolos de cumplimiento · ${data.empresa.razonSocial}`,
      greeting: `Hola, ${data.empresa.nombre}:`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Le enviamos adjuntos los protocolos de ${data.empresa.razonSocial} (NIF/CIF ${data.empresa.nifCif}), preparados con los datos de su empresa: ${data.protocolos.map(({ tool }) => PROTOCOLOS[tool].title).join(', ')}.`,
        },
        {
          kind: 'paragraph',
          text: 'Revise que los datos de la empresa son correctos, firme los documentos y dé a conocer a su plantilla los que le afectan. Conserve una copia firmada a disposición de la Inspección de Trabajo y Seguridad Social y de la Agencia Española de Protección de Datos.',
        },
        { kind: 'button', label: 'Acceder a Cumplia', url: `${data.publicUrl}/acceso?empresa=true` },
        { kind: 'paragraph', text: `Para cualquier duda, escríbanos a ${data.proveedor.email}.` },
      ],
    }),
  attachments: (data) =>
    data.protocolos.map(({ tool, adoptadoEl }) => ({
      filename: protocoloFileName(tool, data.empresa.nifCif),
      contentType: 'application/pdf',
      render: () => renderProtocol(tool, inputOf(data, adoptadoEl)),
    })),
});
