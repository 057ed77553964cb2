/** The texts of the commission statement screens. */
export const COMISIONES_MESSAGES = {
  staffEmpty: 'No hay facturas de colaboradores en este mes.',
  ownEmpty: 'No hay facturas de sus empresas en este mes.',
  loadError: 'Error al obtener las comisiones. Inténtelo de nuevo.',
  ownLoadError: 'Error al obtener la liquidación de comisiones. Inténtelo de nuevo.',
  downloadError: 'Error al descargar la liquidación. Inténtelo de nuevo.',
} as const;

/** "3 facturas", "1 factura". */
export const facturasCount = (total: number) => `${total} ${total === 1 ? 'factura' : 'facturas'}`;

