
export interface PostalAddress {
  direccion: string;
  codigoPostal: string;
  localidad: string;
  provincia: string;
}

/**
 * One line as written on a Spanish letter: "Calle de Alcalá 123, 28009 Madrid (Madrid)"; the province
 * only when it differs. A company registered before it had a town of its own (docs/decisions/0057)
 * has none: its province is written in the town's place, as documents did then.
 */
export function formatPostalAddress({ direccion, codigoPostal, localidad, provincia }: PostalAddress): string {
  const town = localidad.trim() || provincia;
  const place = [codigoPostal, town].filter(Boolean).join(' ');
  const province = provincia && provincia.toLowerCase() !== town.toLowerCase() ? ` (${provincia})` : '';
  return [direccion, place].filter(Boolean).join(', ') + province;
}
