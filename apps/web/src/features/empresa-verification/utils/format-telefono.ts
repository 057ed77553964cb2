/** A Spanish phone as people read it: "+34612345678" → "+34 612 345 678"; anything else as it is. */
export function formatTelefono(telefono: string): string {
  const match = /^\+34(\d{3})(\d{3})(\d{3})$/.exec(telefono.replace(/\s/g, ''));
  return match ? `+34 ${match[1]} ${match[2]} ${match[3]}` : telefono;
}
