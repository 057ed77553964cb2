import { z } from 'zod';
import { TOOL_CODES, type ToolCode } from '../enums.ts';
import { toolCodeSchema } from './tool-code.ts';

/**
 * The protocol document of each tool (spec 0 "Protocol documents", spec 1 §7 and §8, spec 2 §7):
 * - `slug`: the client's path, GET {core}/pdfs/empresas/my/plantillas/{slug};
 * - `plantillaFile`: the name the client saves it as (spec 1 §9, with its .pdf extension);
 * - `name`: the staff's list entry and file name, Protocolo_{name}_{nifCif}.pdf (spec 2 §9);
 * - `documento`: how spec 1 §8 names the document in the client's messages.
 */
export const PROTOCOLOS = {
  LOPD: { slug: 'lopd', plantillaFile: 'plantilla_lopd.pdf', name: 'LOPDGDD', documento: 'LOPDGDD', title: 'Protección de datos (LOPDGDD)' },
  ACOSO: { slug: 'acoso', plantillaFile: 'plantilla_acoso_laboral.pdf', name: 'Acoso_Laboral', documento: 'de Acoso Laboral', title: 'Protocolo de acoso laboral' },
  DIGITAL: {
    slug: 'desconexion',
    plantillaFile: 'plantilla_desconexion_digital.pdf',
    name: 'Desconexion_Digital',
    documento: 'de Desconexión Digital',
    title: 'Política de desconexión digital',
  },
} as const satisfies Record<ToolCode, { slug: string; plantillaFile: string; name: string; documento: string; title: string }>;

export const PLANTILLA_SLUGS = TOOL_CODES.map((code) => PROTOCOLOS[code].slug) as ['lopd', 'acoso', 'desconexion'];
export type PlantillaSlug = (typeof PLANTILLA_SLUGS)[number];

export function toolOfSlug(slug: PlantillaSlug): ToolCode {
  const code = TOOL_CODES.find((candidate) => PROTOCOLOS[candidate].slug === slug);
  if (!code) throw new Error(`unknown plantilla ${slug}`);
  return code;
}

/** Spec 1 §8: the client's 404 for a template it may not download. */
export const plantillaNotAvailableMessage = (tool: ToolCode) => `No tiene disponible la descarga del documento ${PROTOCOLOS[tool].documento}`;
/** Spec 1 §8: any other failure of the client's download. */
export const plantillaDownloadErrorMessage = (tool: ToolCode) =>
  `Error al intentar descargar el documento ${PROTOCOLOS[tool].documento}. Por favor, inténtelo de nuevo más tarde`;

/** Spec 2 §9: the file a staff download is saved as. */
export const protocoloFileName = (tool: ToolCode, nifCif: string) => `Protocolo_${PROTOCOLOS[tool].name}_${nifCif}.pdf`;
/** "Descargar protocolos" with several active: one file with all of them (issue 25). */
export const protocolosZipFileName = (nifCif: string) => `Protocolos_${nifCif}.zip`;

/** One entry of GET admin/empresas/{id}/download-protocols: `type` is the tool's code, used in download-protocol/{type}. */
export const protocolDownloadEntrySchema = z.object({ type: toolCodeSchema, name: z.string() });
export type ProtocolDownloadEntry = z.output<typeof protocolDownloadEntrySchema>;

/** PUT admin/empresas/{id}/permitir-descarga: staff allow or withhold the client's downloads. */
export const permitirDescargaSchema = z.object({ permitirDescarga: z.boolean({ error: 'Indique si se permiten las descargas.' }) });
export type PermitirDescarga = z.output<typeof permitirDescargaSchema>;

/** Spec 2 §8 "Company detail actions". */
export const PROTOCOLS_SENT_MESSAGE = 'Protocolos enviados exitosamente al correo de la empresa.';
export const PROTOCOLS_SEND_FAILED = 'Error al enviar los protocolos';
export const PROTOCOLS_DOWNLOAD_FAILED = 'Error al descargar los protocolos';
export const NO_ACTIVE_PROTOCOLS = 'No hay protocolos activos para descargar';
export const protocolsDownloadedMessage = (count: number) => `Se han descargado ${count} protocolo(s) exitosamente.`;
/** Our answer when staff send the protocols of a company without an active tool. */
export const NO_ACTIVE_PROTOCOLS_TO_SEND = 'La empresa no tiene protocolos activos para enviar.';
