/**
 * The columns of the sample file, in its order, as the info dialog explains them (0-product-decisions
 * "Bulk upload"). The server reads them with the rules of the "Alta de empresa" form.
 */
export const CSV_COLUMN_HELP: readonly { column: string; help: string }[] = [
  { column: 'razonSocial', help: 'Razón social de la empresa.' },
  { column: 'nifCif', help: 'NIF o CIF de la empresa.' },
  { column: 'tipo', help: 'E (Empresa) o A (Autónomo).' },
  { column: 'nombre', help: 'Nombre y apellidos del administrador.' },
  { column: 'username', help: 'DNI o NIE del administrador: será su usuario para acceder.' },
  { column: 'email', help: 'Correo electrónico del administrador.' },
  { column: 'telefono', help: 'Teléfono con prefijo, p. ej. +34612345678.' },
  { column: 'nombreComercial', help: 'Nombre comercial.' },
  { column: 'direccion', help: 'Dirección.' },
  { column: 'provincia', help: 'Provincia.' },
  { column: 'codigoPostal', help: 'Código postal de 5 dígitos.' },
  { column: 'cnae', help: 'Código CNAE (hasta 60 caracteres).' },
  { column: 'actividad', help: 'Actividad de la empresa (hasta 60 caracteres).' },
  { column: 'numTrabajadores', help: 'Número de trabajadores; vacío cuenta como 0.' },
  { column: 'numCuenta', help: 'IBAN; solo es obligatorio con SEPA.' },
  { column: 'metodoDePago', help: 'SEPA (Adeudo Bancario), TRANSFERENCIA o TARJETA; vacío cuenta como SEPA.' },
  { column: 'lopdgdd', help: 'SI o NO: activar LOPDGDD.' },
  { column: 'acosoLaboral', help: 'SI o NO: activar Acoso Laboral.' },
  { column: 'desconexionDigital', help: 'SI o NO: activar Desconexión Digital.' },
];
