/** "Nombre Empresa" of the staff homes (spec 2): the commercial name, else the business name, else "Sin Nombre". */
export function nombreEmpresa({ nombreComercial, razonSocial }: { nombreComercial?: string | null; razonSocial?: string | null }): string {
  return nombreComercial?.trim() || razonSocial?.trim() || 'Sin Nombre';
}
