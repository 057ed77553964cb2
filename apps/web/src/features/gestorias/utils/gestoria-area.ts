import type { StaffArea } from '@cumplia/shared/enums';
import { DEFAULT_COMISION, GESTORIA_CREATED } from '@cumplia/shared/schemas/gestoria';

/** The two staff areas that administer collaborators (spec 2 §2): their calls, screens and texts. */
export type GestoriaArea = 'superadmin' | 'worker';

type AreaConfig = {
  api: StaffArea;
  listPath: string;
  detailPath: string;
  createdMessage: string;
  defaultComision: number;
};

export const GESTORIA_AREAS: Record<GestoriaArea, AreaConfig> = {
  superadmin: {
    api: 'admin',
    listPath: '/editargestoriaslistado',
    detailPath: '/detalleempresa',
    createdMessage: GESTORIA_CREATED.superadmin,
    defaultComision: DEFAULT_COMISION.superadmin,
  },
  worker: {
    api: 'worker',
    listPath: '/worker-editar-gestorias-listado',
    detailPath: '/worker-detalle-empresa',
    createdMessage: GESTORIA_CREATED.worker,
    defaultComision: DEFAULT_COMISION.worker,
  },
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
