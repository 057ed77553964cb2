import { dayjs } from '../../../lib/dayjs';

/** "2026-03" → "mar 2026": the month's short Spanish name (without dayjs's dot) and its year, for an axis. */
export function shortMonthLabel(mes: string): string {
  const month = dayjs(`${mes}-01`);
  return `${month.format('MMM').replace('.', '')} ${month.format('YYYY')}`;
}

/** "2026-03" → "Marzo de 2026", for a tooltip. */
export function longMonthLabel(mes: string): string {
  const text = dayjs(`${mes}-01`).format('MMMM [de] YYYY');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
