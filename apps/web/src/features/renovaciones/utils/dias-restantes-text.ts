/**
 * The days left of a renewal as a person reads them (issue 23): a renewal past its end reads
 * "Vencida hace N días" rather than a negative number; otherwise the number of days, as spec 3's
 * "Días Restantes" column shows it.
 */
export function diasRestantesText(diasRestantes: number): string {
  if (diasRestantes >= 0) return String(diasRestantes);
  const dias = -diasRestantes;
  return `Vencida hace ${dias} ${dias === 1 ? 'día' : 'días'}`;
}
