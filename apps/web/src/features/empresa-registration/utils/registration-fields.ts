import type { EmpresaRegistrationForm } from '@cumplia/shared/schemas/empresa';

export type RegistrationField = Exclude<keyof EmpresaRegistrationForm, 'captchaToken'>;

/** The form's fields in screen order, with the label each is shown with (and listed by in dialogs). */
export const REGISTRATION_FIELD_LABELS: Record<RegistrationField, string> = {
  razonSocial: 'Razón Social',
  nombreComercial: 'Nombre Comercial',
  nifCif: 'NIF/CIF',
  tipo: 'Tipo',
  cnae: 'CNAE',
  actividad: 'Actividad de la Empresa',
  numTrabajadores: 'Número de trabajadores',
  direccion: 'Dirección',
  codigoPostal: 'Código Postal',
  provincia: 'Provincia',
  nombre: 'Nombre y apellidos',
  username: 'NIF del usuario',
  email: 'Correo electrónico',
  telefono: 'Teléfono',
  lopdgdd: 'Herramientas',
  acosoLaboral: 'Acoso Laboral',
  desconexionDigital: 'Desconexión Digital',
  metodoDePago: 'Método de Pago',
  numCuenta: 'Número de Cuenta',
};

export const REGISTRATION_FIELDS = Object.keys(REGISTRATION_FIELD_LABELS) as RegistrationField[];

export function isRegistrationField(name: string): name is RegistrationField {
  return Object.hasOwn(REGISTRATION_FIELD_LABELS, name);
}
