import { useState, type ReactNode } from 'react';
import type { Factura } from '@cumplia/shared/schemas/factura';
import { SepaIndividualDialog } from './sepa-individual-dialog';

/**
 * Holds the individual dialog above the list: a pending invoice becomes remitted and leaves the
 * list of pending ones, but its dialog stays open with the file it made.
 */
export function SepaIndividualHost({ children }: { children: (open: (factura: Factura) => void) => ReactNode }) {
  const [factura, setFactura] = useState<Factura | null>(null);
  return (
    <>
      {children(setFactura)}
      <SepaIndividualDialog factura={factura} onClose={() => setFactura(null)} />
    </>
  );
}
