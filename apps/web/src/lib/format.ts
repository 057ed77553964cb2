import { dayjs } from './dayjs';

type DateInput = string | number | Date | null | undefined;

/** Spanish day/month/year, e.g. 05/03/2026; empty text for a missing or unreadable date. */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY') : '';
}

/** Spanish day/month/year with the time, e.g. 05/03/2026 14:07. */
export function formatDateTime(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm') : '';
}

const euros = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // Spanish style groups thousands from 1.000 on, not only from 10.000 as es-ES does by default.
  useGrouping: 'always',
});

/** Euros with two decimals as written in Spain, e.g. "1.234,50 €". */
export function formatEuros(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  // Intl separates the symbol with a no-break space; a plain space keeps text search and copy simple.
  return euros.format(value).replace(/\u00a0/g, ' ');
}

/** A percentage as written in Spain, e.g. a commission: "10 %", "12,5 %". */
export function formatPercent(value: number): string {
  return `${value.toLocaleString('es-ES', { maximumFractionDigits: 2 })} %`;
}

type PostalAddress = { direccion: string; codigoPostal: string; localidad: string; provincia: string };

/** One line as written on a Spanish letter: "Calle de Alcalá 123, 28009 Madrid (Madrid)"; the province only when it differs. */
export function formatPostalAddress({ direccion, codigoPostal, localidad, provincia }: PostalAddress): string {
  const place = [codigoPostal, localidad].filter(Boolean).join(' ');
  const province = provincia && provincia.toLowerCase() !== localidad.toLowerCase() ? ` (${provincia})` : '';
  return [direccion, place].filter(Boolean).join(', ') + province;
}

/** A phone number as a tel: link target, without spaces, dots or dashes: "tel:+34910000000". */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
