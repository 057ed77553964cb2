import type { StaffArea } from '@cumplia/shared/enums';
import { DEFAULT_COMISION, GESTORIA_CREATED } from '@cumplia/shared/schemas/gestoria';

/**
 * What each staff area's "Alta de Colaborador" says and starts from (spec 2 "Collaborator creation",
 * §9): the superadmin types any commission (10 % to start), the worker picks one of the spec's (3 %).
 */
export const GESTORIA_AREAS: Record<StaffArea, { createdMessage: string; defaultComision: number; comision: 'number' | 'options' }> = {
  admin: { createdMessage: GESTORIA_CREATED.superadmin, defaultComision: DEFAULT_COMISION.superadmin, comision: 'number' },
  worker: { createdMessage: GESTORIA_CREATED.worker, defaultComision: DEFAULT_COMISION.worker, comision: 'options' },
};

/** The screens' texts that are not the shared schema's (spec 2 §8 "Loading and saving"). */
export const GESTORIA_TEXTS = {
  loadError: 'No se pudo cargar la información de la gestoría.',
  saveError: 'Error al guardar los cambios',
  createError: 'No se pudo añadir el colaborador. Por favor, inténtelo de nuevo.',
  listError: 'Error al obtener los colaboradores.',
  listEmpty: 'No hay colaboradores disponibles.',
  empresasEmpty: 'No hay empresas disponibles.',
} as const;
