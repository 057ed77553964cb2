import { EMPRESA_STAFF_HINTS } from '@cumplia/shared/schemas/empresa';
import type { EmpresaFormField } from './empresa-form-values';

/**
 * Which screen the company form is on. The fields are the same; what the administrator's NIF is
 * called differs: "DNI del usuario" on the creation forms of the gestoría and the staff (spec 1 §5
 * "Collaborator company creation", spec 2 §5 "Company creation"), "NIF del usuario" on public
 * registration (spec 1 §5 "Public registration") and on the edit by cifNif (spec 2 §5 "Company edit
 * by cifNif", the gestoría's /editarclienteempresa). The staff edits add their hints (spec 2 §5):
 * `edicionStaff` the superadmin's detail and plain form, `edicionWorker` the worker's edit by id.
 */
export type EmpresaFormVariant = 'registro' | 'alta' | 'edicion' | 'edicionStaff' | 'edicionWorker' | 'colaborador';

const LABELS: Record<EmpresaFormField, string> = {
  razonSocial: 'Razón Social',
  nombreComercial: 'Nombre Comercial',
  nifCif: 'NIF/CIF',
  tipo: 'Tipo',
  cnae: 'CNAE',
  actividad: 'Actividad de la Empresa',
  numTrabajadores: 'Número de trabajadores',
  direccion: 'Dirección',
  codigoPostal: 'Código Postal',
  localidad: 'Población',
  provincia: 'Provincia',
  nombre: 'Nombre y apellidos',
  username: 'DNI del usuario',
  email: 'Correo electrónico',
  telefono: 'Teléfono',
  metodoDePago: 'Método de Pago',
  // The box says what it takes: "Número de Cuenta (IBAN)" (see IBAN_LABEL_SUFFIX).
  numCuenta: 'Número de Cuenta',
  // The first tool's flag carries the error of the whole group ("Seleccione al menos una herramienta.").
  lopdgdd: 'Herramientas',
  acosoLaboral: 'Acoso Laboral',
  desconexionDigital: 'Desconexión Digital',
};

/**
 * Each field's name as the form shows it and as error lists name it; the spec's messages name the
 * same fields ("Razón Social es requerida.").
 */
export const EMPRESA_FIELD_LABELS: Record<EmpresaFormVariant, Record<EmpresaFormField, string>> = {
  registro: { ...LABELS, username: 'NIF del usuario' },
  alta: LABELS,
  edicion: { ...LABELS, username: 'NIF del usuario' },
  edicionStaff: { ...LABELS, username: 'NIF del usuario' },
  edicionWorker: { ...LABELS, username: 'NIF del usuario' },
  // The staff's collaborator form (spec 2 "Alta de Colaborador"): its shared fields are these blocks.
  colaborador: LABELS,
};

export const IBAN_LABEL_SUFFIX = ' (IBAN)';

const HINTS: Partial<Record<EmpresaFormField, string>> = {
  nifCif: 'El NIF o CIF con el que factura la empresa.',
  telefono: '+34 seguido de 9 dígitos.',
  numCuenta: '2 letras y 22 dígitos, p. ej. ES91 2100 0418 4502 0005 1332.',
};

/** Hints under a field, where a screen gives one. */
const GESTORIA_HINTS: Partial<Record<EmpresaFormField, string>> = { ...HINTS, cnae: 'Código de actividad, p. ej. 6920.' };

export const EMPRESA_FIELD_HINTS: Record<EmpresaFormVariant, Partial<Record<EmpresaFormField, string>>> = {
  registro: { ...HINTS, username: 'Será el usuario para acceder a Cumplia.' },
  alta: { ...GESTORIA_HINTS, username: 'DNI o NIE del administrador: será su usuario para acceder.' },
  // The username is shown read-only there, with its own hint (see AdministradorFields).
  edicion: GESTORIA_HINTS,
  edicionStaff: {
    nifCif: EMPRESA_STAFF_HINTS.nifCif,
    telefono: EMPRESA_STAFF_HINTS.telefono,
    numCuenta: EMPRESA_STAFF_HINTS.numCuenta,
    cnae: 'Máximo 60 caracteres.',
  },
  edicionWorker: EMPRESA_STAFF_HINTS,
  colaborador: { ...GESTORIA_HINTS, nifCif: 'El NIF o CIF de la gestoría.' },
};

export function isEmpresaFormField(name: string): name is EmpresaFormField {
  return Object.hasOwn(LABELS, name);
}
