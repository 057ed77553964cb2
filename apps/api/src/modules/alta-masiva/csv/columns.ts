import type { EmpresaCreateForm } from '@cumplia/shared/schemas/empresa';
import { DATOS_PROTOCOLOS_CSV_COLUMNS, type DatosProtocolosCsvColumn } from '@cumplia/shared/schemas/datos-protocolos';

/** The columns of a bulk upload, in the order of the sample file; the tools are SI/NO. */
export const CSV_COLUMNS = [
  'razonSocial',
  'nifCif',
  'tipo',
  'nombre',
  'username',
  'email',
  'telefono',
  'nombreComercial',
  'direccion',
  'localidad',
  'provincia',
  'codigoPostal',
  'cnae',
  'actividad',
  'numTrabajadores',
  'numCuenta',
  'metodoDePago',
  'lopdgdd',
  'acosoLaboral',
  'desconexionDigital',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

const TOOL_COLUMNS = new Set<CsvColumn>(['lopdgdd', 'acosoLaboral', 'desconexionDigital']);
/**
 * Columns a file may leave out: they take the form's defaults. A file without `localidad` (made
 * before the town was asked) creates its companies with no town, asked for on their next edit
 * (decision 0057); with the column, an empty town is refused as in the form.
 */
const OPTIONAL_COLUMNS = new Set<CsvColumn>(['numTrabajadores', 'numCuenta', 'lopdgdd', 'acosoLaboral', 'desconexionDigital', 'localidad']);

/** Header texts people write in Spanish spreadsheets, normalized (lower case, no accents or symbols). */
const ALIASES: Record<string, CsvColumn | DatosProtocolosCsvColumn> = {
  // The optional facts for the protocols, by their own names (docs/decisions/0056).
  ...Object.fromEntries(DATOS_PROTOCOLOS_CSV_COLUMNS.map((column) => [column.toLowerCase(), column])),
  representaciondelostrabajadores: 'representacion',
  representacionlegal: 'representacion',
  canaldeacoso: 'canalAcoso',
  razonsocial: 'razonSocial',
  nifcif: 'nifCif',
  cifnif: 'nifCif',
  cif: 'nifCif',
  tipo: 'tipo',
  nombre: 'nombre',
  nombreadministrador: 'nombre',
  username: 'username',
  dni: 'username',
  dniusuario: 'username',
  dnidelusuario: 'username',
  nifusuario: 'username',
  email: 'email',
  correo: 'email',
  correoelectronico: 'email',
  telefono: 'telefono',
  nombrecomercial: 'nombreComercial',
  direccion: 'direccion',
  localidad: 'localidad',
  poblacion: 'localidad',
  municipio: 'localidad',
  ciudad: 'localidad',
  provincia: 'provincia',
  codigopostal: 'codigoPostal',
  cp: 'codigoPostal',
  cnae: 'cnae',
  actividad: 'actividad',
  actividaddelaempresa: 'actividad',
  numtrabajadores: 'numTrabajadores',
  numerotrabajadores: 'numTrabajadores',
  numerodetrabajadores: 'numTrabajadores',
  trabajadores: 'numTrabajadores',
  numcuenta: 'numCuenta',
  numerocuenta: 'numCuenta',
  numerodecuenta: 'numCuenta',
  iban: 'numCuenta',
  metododepago: 'metodoDePago',
  formadepago: 'metodoDePago',
  lopdgdd: 'lopdgdd',
  lopd: 'lopdgdd',
  protecciondedatos: 'lopdgdd',
  acosolaboral: 'acosoLaboral',
  acoso: 'acosoLaboral',
  desconexiondigital: 'desconexionDigital',
  desconexion: 'desconexionDigital',
};

const normalizeHeader = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

export type ColumnMap = Partial<Record<CsvColumn | DatosProtocolosCsvColumn, number>>;

/** Where each column is in the file, and the required columns it lacks. */
export function mapHeader(header: string[]): { columns: ColumnMap; missing: CsvColumn[] } {
  const columns: ColumnMap = {};
  header.forEach((text, index) => {
    const column = ALIASES[normalizeHeader(text)];
    if (column && columns[column] === undefined) columns[column] = index;
  });
  const missing = CSV_COLUMNS.filter((column) => columns[column] === undefined && !OPTIONAL_COLUMNS.has(column));
  return { columns, missing };
}

const YES = new Set(['si', 'sí', 's', 'yes', 'y', 'true', '1', 'x']);

const METODOS: Record<string, string> = {
  sepa: 'SEPA',
  adeudobancario: 'SEPA',
  domiciliacion: 'SEPA',
  transferencia: 'TRANSFERENCIA',
  tarjeta: 'TARJETA',
};

/** One CSV row as the creation form would send it; the form's schema then decides. */
export function rowToForm(cells: string[], columns: ColumnMap): EmpresaCreateForm {
  const value = (column: CsvColumn) => {
    const index = columns[column];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const form: Record<string, unknown> = {};
  for (const column of CSV_COLUMNS) {
    const text = value(column);
    if (TOOL_COLUMNS.has(column)) form[column] = YES.has(text.toLowerCase());
    else if (column === 'metodoDePago') form[column] = METODOS[normalizeHeader(text)] ?? (text === '' ? 'SEPA' : text);
    else if (column === 'tipo') form[column] = text.toUpperCase();
    else if (column === 'numTrabajadores') form[column] = text === '' ? 0 : text;
    else form[column] = text;
  }
  return form as EmpresaCreateForm;
}

/** One CSV row's fact cells (the optional columns), as written; absent columns are empty. */
export function rowToDatosCells(cells: string[], columns: ColumnMap): Partial<Record<DatosProtocolosCsvColumn, string>> {
  const datos: Partial<Record<DatosProtocolosCsvColumn, string>> = {};
  for (const column of DATOS_PROTOCOLOS_CSV_COLUMNS) {
    const index = columns[column];
    if (index !== undefined) datos[column] = cells[index] ?? '';
  }
  return datos;
}

/** The sample file: the header and two example companies, UTF-8 with BOM and ";" as Excel expects in Spain. */
export function sampleCsv(): Buffer {
  const rows = [
    [...CSV_COLUMNS, ...DATOS_PROTOCOLOS_CSV_COLUMNS],
    [
      ...['Talleres Ejemplo S.L.', 'B45678901', 'E', 'María López García', '12345678Z', 'maria@talleresejemplo.es', '+34612345678', 'Talleres Ejemplo', 'Calle Mayor 1', 'Madrid', 'Madrid', '28013', '4520', 'Reparación de vehículos', '8', 'ES9121000418450200051332', 'SEPA', 'SI', 'SI', 'NO'],
      ...['NINGUNA', '08:00', '16:00', 'NO', 'NO', 'SI', 'NO', 'NO', 'NO', 'NO', 'NOMINAS, CONTABILIDAD', 'igualdad@talleresejemplo.es'],
    ],
    // The facts are optional: a cell left empty is "pendiente de completar".
    [
      ...['Juan Pérez Ruiz', '87654321X', 'A', 'Juan Pérez Ruiz', '87654321X', 'juan@perezruiz.es', '+34698765432', 'Fontanería Pérez', 'Avenida del Puerto 5', 'Valencia', 'Valencia', '46023', '4322', 'Fontanería', '1', '', 'TRANSFERENCIA', 'SI', 'NO', 'SI'],
      ...['', '', '', '', '', '', '', '', '', '', '', ''],
    ],
  ];
  const text = rows.map((row) => row.map((cell) => (/[;"\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(';')).join('\r\n');
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${text}\r\n`, 'utf8')]);
}
