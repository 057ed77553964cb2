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
  { column: 'localidad', help: 'Población (municipio). Un archivo sin esta columna se acepta: sus empresas quedan sin población y se les pedirá al editar sus datos.' },
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
  // Optional "Datos para los protocolos" (issue 22): a file may leave them out; an empty cell is "pendiente de completar".
  { column: 'representacion', help: 'Opcional. NINGUNA, DELEGADOS o COMITE: representación legal de las personas trabajadoras.' },
  { column: 'horaInicio', help: 'Opcional. Hora habitual de inicio de la jornada, HH:MM.' },
  { column: 'horaFin', help: 'Opcional. Hora habitual de fin de la jornada, HH:MM (con horaInicio).' },
  { column: 'turnos', help: 'Opcional. SI o NO: trabaja a turnos.' },
  { column: 'datosSalud', help: 'Opcional. SI o NO: trata datos de salud de clientes, pacientes o personas usuarias.' },
  { column: 'videovigilancia', help: 'Opcional. SI o NO: tiene cámaras de videovigilancia.' },
  { column: 'geolocalizacion', help: 'Opcional. SI o NO: usa geolocalización de vehículos o dispositivos.' },
  { column: 'datosMenores', help: 'Opcional. SI o NO: trata datos de menores.' },
  { column: 'planIgualdad', help: 'Opcional. SI o NO: tiene plan de igualdad.' },
  { column: 'canalDenuncias', help: 'Opcional. SI o NO: tiene sistema interno de información (Ley 2/2023).' },
  { column: 'encargados', help: 'Opcional. Encargados del tratamiento separados por comas (NOMINAS, CONTABILIDAD, PREVENCION, INFORMATICA, NUBE, MARKETING, DESTRUCCION) o NINGUNO.' },
  { column: 'canalAcoso', help: 'Opcional. Correo confidencial para denuncias de acoso, distinto del correo del administrador.' },
];
