const counts = new Intl.NumberFormat('es-ES', { useGrouping: 'always', maximumFractionDigits: 0 });

/** A whole number as written in Spain: 1.234, 100.000. */
export function formatCount(value: number): string {
  return counts.format(value);
}
