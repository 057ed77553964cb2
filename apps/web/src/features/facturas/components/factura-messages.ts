import { isApiRequestError } from '../../../lib/api-error';
import { serverMessageOr } from '../../../lib/error-message';

/** The texts of the invoice screens, as the specs write them (spec 1 §8, spec 3 §2, §8). */
export const FACTURAS_MESSAGES = {
  empty: 'No hay facturas disponibles.',
  workerEmpty: 'No se encontraron facturas',
  loadError: 'Error al obtener las facturas.',
  loadErrorRetry: 'Error al obtener las facturas. Inténtelo de nuevo.',
  clientDownloadError: 'Hubo un problema al descargar la factura. Por favor, inténtelo de nuevo.',
  downloadError: 'Error al descargar la factura.',
  downloadErrorRetry: 'Error al descargar la factura. Inténtelo de nuevo.',
  noConnection: 'No se pudo conectar con el servidor. Verifique su conexión a internet.',
  exportError: 'Error al exportar las facturas a Excel. Inténtelo de nuevo.',
} as const;

/** Spec 3 §8 "PDF download": the detail by status. */
const DOWNLOAD_STATUS: Record<number, string> = {
  400: 'Solicitud inválida',
  401: 'No autorizado para descargar esta factura',
  403: 'Permisos insuficientes',
  404: 'Factura o archivo PDF no encontrado',
  500: 'Error interno del servidor al generar el PDF',
  502: 'Servicio de generación de PDF no disponible',
  503: 'Servicio sobrecargado, inténtelo más tarde',
};

/** Why a PDF did not arrive: the status's text of spec 3 §8, or the no-connection note. */
export function downloadDetail(error: unknown): string {
  if (!isApiRequestError(error)) return FACTURAS_MESSAGES.noConnection;
  if (error.isNoResponse) return FACTURAS_MESSAGES.noConnection;
  return DOWNLOAD_STATUS[error.status] ?? `Error HTTP ${error.status}`;
}

/** A list that did not load: the server's text where it gave one, else the screen's own. */
export function listErrorMessage(error: unknown, fallback: string = FACTURAS_MESSAGES.loadError): string {
  if (isApiRequestError(error) && !error.isNoResponse && error.status >= 500 && error.status !== 500) return `${fallback} Servicio no disponible (Error HTTP ${error.status}).`;
  return serverMessageOr(error, fallback);
}
