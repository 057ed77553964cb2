// The type both sides need, in a file of its own (as comisiones/liquidacion.ts).
export interface Liquidacion {
  total: number;
}
