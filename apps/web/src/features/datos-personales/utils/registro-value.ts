import { formatDate, formatDateTime } from '@cumplia/shared/calendar';
import { formatEuros } from '@cumplia/shared/money';

/** Words of the API's field names as a person writes them: accents, acronyms and plain Spanish. */
const WORDS: Record<string, string> = {
  accion: 'acción',
  cif: 'CIF',
  cnae: 'CNAE',
  codigo: 'código',
  direccion: 'dirección',
  dni: 'DNI',
  email: 'correo electrónico',
  ip: 'IP',
  iva: 'IVA',
  metodo: 'método',
  nif: 'NIF',
  razon: 'razón',
  telefono: 'teléfono',
};

/**
 * A field's name as a heading: "sesionesAbiertas" → "Sesiones abiertas", "nifCif" → "NIF/CIF",
 * "direccionIp" → "Dirección IP", "totalCents" → "Total" (its value is shown in euros). The
 * downloaded file keeps the API's names.
 */
export function registroFieldLabel(name: string): string {
  const words = name
    .replace(/Cents$/, '')
    .split(/(?=[A-Z])/)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ').replace('NIF CIF', 'NIF/CIF');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A field's value as a person reads it: "—" for nothing (or an empty list), "Sí"/"No", dates and
 * times in Madrid's "dd/mm/aaaa hh:mm", amounts in cents (a name ending in "Cents") in euros, a list
 * of texts or numbers joined by commas, a list of records a line each, and anything else nested as
 * compact JSON, as the downloaded file has it.
 */
export function registroValueText(value: unknown, name = ''): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  if (typeof value === 'string') {
    if (ISO_DATE_TIME.test(value)) return formatDateTime(value) || value;
    if (ISO_DATE.test(value)) return formatDate(value) || value;
    return value;
  }
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number' && name.endsWith('Cents') && Number.isInteger(value)) return formatEuros(value);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (isListOfTexts(value)) return value.join(', ');
  // A list of records (a company's links, a signature's steps): a line each, its values read as above.
  if (Array.isArray(value) && value.every(isPlainRecord)) return value.map((item) => Object.entries(item).map(([field, inner]) => registroValueText(inner, field)).join(' · ')).join('\n');
  return JSON.stringify(value);
}

const isPlainRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Roles, tools, line numbers: written one after another. */
const isListOfTexts = (value: unknown): value is Array<string | number> => Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number');

/** Whether the value is shown as JSON (an object, a list of mixed things), set in a fixed-width font. */
export const isNestedValue = (value: unknown): boolean => typeof value === 'object' && value !== null && !isListOfTexts(value) && !(Array.isArray(value) && value.every(isPlainRecord));
