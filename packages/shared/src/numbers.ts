/**
 * Numbers as written in Spain, for the screens, the documents and the messages: a comma before the
 * decimals and a dot between thousands from four digits on ("1.234", as the amounts of
 * money.ts's formatEuros; es-ES in ICU would group only from 10.000). Money has its own formatter
 * (money.ts, cents in); dates theirs (calendar.ts). The only module with `Intl.NumberFormat`
 * (lint: `boundaries/formatters`).
 */

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}-${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('es-ES', { useGrouping: 'always', minimumFractionDigits, maximumFractionDigits });
    formats.set(key, format);
  }
  return format;
}

/**
 * A number: "1.234", "12.345,6". Whole by default; `maximumFractionDigits` keeps up to that many
 * decimals ("1,5"), `minimumFractionDigits` always writes that many ("12,50").
 */
export function formatNumber(value: number, options: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {}): string {
  const minimum = options.minimumFractionDigits ?? 0;
  return numberFormat(minimum, Math.max(minimum, options.maximumFractionDigits ?? 0)).format(value);
}

/**
 * A percentage (10 for 10 %) with the space Spanish style puts before the sign: "10 %", "12,5 %";
 * `fractionDigits` writes exactly that many decimals, for a column of figures ("12,50 %").
 */
export function formatPercent(percent: number, fractionDigits?: number): string {
  const digits = fractionDigits === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: fractionDigits };
  return `${formatNumber(percent, digits)} %`;
}
