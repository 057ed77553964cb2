import { z } from 'zod';

/**
 * The training pills of /pildorasformativas: GET {core}/pildoras. Videos are configured on the
 * server and served by it; a pill without a video has `videoUrl` null and the card says so.
 */
export const pildoraSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
  duracion: z.string().nullable(),
  videoUrl: z.string().nullable(),
});
export const pildorasResponseSchema = z.array(pildoraSchema);
export type Pildora = z.output<typeof pildoraSchema>;
