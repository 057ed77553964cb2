import { PLACEHOLDER_IBAN } from '@cumplia/shared/enums';
import type { Empresa, EmpresaCreateForm, EmpresaRegistrationForm } from '@cumplia/shared/schemas/empresa';
import type { DefaultValues } from 'react-hook-form';

/**
 * What every company form holds: the fields of the shared creation schema. Public registration
 * holds the same fields (its schema adds only the captcha token); the edit form shows the username
 * and the tools read-only and sends neither (empresaUpdateSchema leaves them out).
 */
export type EmpresaFormValues = EmpresaCreateForm;
export type EmpresaFormField = keyof EmpresaFormValues;

/**
 * A blank creation form (spec 1 §3, §9): 0 workers, direct debit ("Adeudo Bancario"), the phone
 * prefix already typed, no tool. No `tipo`: Empresa or Autónomo is a choice, not a default.
 */
export const EMPTY_EMPRESA_FORM: DefaultValues<EmpresaFormValues> = {
  razonSocial: '',
  nombreComercial: '',
  nifCif: '',
  cnae: '',
  actividad: '',
  numTrabajadores: 0,
  direccion: '',
  codigoPostal: '',
  localidad: '',
  provincia: '',
  nombre: '',
  username: '',
  email: '',
  telefono: '+34',
  metodoDePago: 'SEPA',
  numCuenta: '',
  lopdgdd: false,
  acosoLaboral: false,
  desconexionDigital: false,
};

/** Public registration asks for the number of workers (spec 1 §5): the box starts empty. */
export const EMPTY_REGISTRATION_FORM: DefaultValues<EmpresaRegistrationForm> = { ...EMPTY_EMPRESA_FORM, numTrabajadores: '' };

/** The edit form filled with a company as the server answers it. */
export function empresaFormValues(empresa: Empresa): EmpresaFormValues {
  const isSepa = empresa.metodoDePago === 'SEPA';
  return {
    razonSocial: empresa.razonSocial,
    nombreComercial: empresa.nombreComercial,
    nifCif: empresa.nifCif,
    tipo: empresa.tipo,
    cnae: empresa.cnae,
    actividad: empresa.actividad,
    numTrabajadores: empresa.numTrabajadores,
    direccion: empresa.direccion,
    codigoPostal: empresa.codigoPostal,
    // Empty for a company registered before the town was asked: the edit asks for it (decision 0057).
    localidad: empresa.localidad,
    provincia: empresa.provincia,
    nombre: empresa.nombre,
    username: empresa.username ?? empresa.dni ?? '',
    email: empresa.email,
    telefono: empresa.telefono || '+34',
    metodoDePago: empresa.metodoDePago,
    // Direct debit with the placeholder means no account was ever given: ask for one.
    numCuenta: isSepa && empresa.numCuenta === PLACEHOLDER_IBAN ? '' : isSepa ? empresa.numCuenta : PLACEHOLDER_IBAN,
    lopdgdd: empresa.lopdgdd,
    acosoLaboral: empresa.acosoLaboral,
    desconexionDigital: empresa.desconexionDigital,
  };
}
