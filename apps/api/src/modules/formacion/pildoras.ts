import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Pildora } from '@cumplia/shared/schemas/pildoras';

/** The six pills offered by default: titles and descriptions, with no video until one is configured. */
const DEFAULT_PILDORAS: Omit<Pildora, 'id'>[] = [
  { titulo: 'Protección de datos en el día a día', descripcion: 'Qué datos tratamos, con qué base y cómo guardarlos: lo esencial del RGPD y la LOPDGDD para el personal.', duracion: '8 min', videoUrl: null },
  { titulo: 'El deber de confidencialidad', descripcion: 'Qué implica el compromiso de confidencialidad que firma cada persona de la plantilla.', duracion: '5 min', videoUrl: null },
  { titulo: 'Prevenir el acoso sexual y por razón de sexo', descripcion: 'Cómo reconocer las conductas y qué establece el protocolo de la empresa.', duracion: '10 min', videoUrl: null },
  { titulo: 'Cómo presentar una denuncia interna', descripcion: 'Los pasos del procedimiento, las garantías de confidencialidad y la prohibición de represalias.', duracion: '6 min', videoUrl: null },
  { titulo: 'El derecho a la desconexión digital', descripcion: 'Qué dice el artículo 88 de la LOPDGDD y cómo se aplica la política de la empresa.', duracion: '7 min', videoUrl: null },
  { titulo: 'Teletrabajo y tiempo de descanso', descripcion: 'Buenas prácticas para respetar horarios, descansos y el uso de dispositivos.', duracion: '6 min', videoUrl: null },
];

const configuredSchema = z
  .array(
    z.object({
      titulo: z.string().min(1),
      descripcion: z.string().default(''),
      duracion: z.string().nullable().default(null),
      videoUrl: z.string().nullable().default(null),
    }),
  )
  .max(6);

/**
 * The pills shown at /pildorasformativas: those of PILDORAS_FILE, else the default six. A pill
 * without a video keeps `videoUrl` null (the card says so). Read once at start-up.
 */
export function loadPildoras(file: string | undefined): Pildora[] {
  const pildoras = file ? configuredSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : DEFAULT_PILDORAS;
  return pildoras.map((pildora, index) => ({ id: String(index + 1), ...pildora }));
}
