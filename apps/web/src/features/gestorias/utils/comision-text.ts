/** A commission as Spanish text: 12,5 %, 10 %. */
export function formatComision(comision: number): string {
  return `${comision.toLocaleString('es-ES', { maximumFractionDigits: 2 })} %`;
}
