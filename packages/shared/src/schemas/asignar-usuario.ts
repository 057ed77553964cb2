import { z } from 'zod';
import { emailField, personalNifField, requiredText } from './zod-fields.ts';

/**
 * Assign a user to a company without one (spec 1 §2.17, §5). The original screen showed
 * "El NIF del usuario es inválido" when the ID check passed; the spec says to build the evident
 * intent, so it is shown when the NIF is NOT a valid DNI/NIE.
 */
export const asignarUsuarioSchema = z.object({
  username: personalNifField({
    required: 'El NIF del usuario es requerido',
    invalid: 'El NIF del usuario es inválido',
  }),
  email: emailField({ required: 'El email es requerido', invalid: 'Email inválido' }),
  name: requiredText('El nombre es requerido', 255),
});
export type AsignarUsuarioForm = z.input<typeof asignarUsuarioSchema>;
export type AsignarUsuarioRequest = z.output<typeof asignarUsuarioSchema>;
