import { z } from 'zod';

/**
 * The provider of the service (issuer of invoices, data controller), configured on the server and
 * read by the footer and the legal pages: GET {core}/proveedor.
 */
export const proveedorSchema = z.object({
  nombre: z.string(),
  nif: z.string(),
  direccion: z.string(),
  codigoPostal: z.string(),
  localidad: z.string(),
  provincia: z.string(),
  telefono: z.string(),
  email: z.string(),
  /** Commercial-register entry, as the legal notice must show it (LSSI art. 10). */
  registroMercantil: z.string(),
});
export type Proveedor = z.output<typeof proveedorSchema>;
