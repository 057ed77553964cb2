import { IconFileCode } from '@tabler/icons-react';
import type { Factura } from '@cumplia/shared/schemas/factura';
import { RowAction } from '../../../components/data/row-action';

/**
 * The row action "Generar SEPA individual" of the superadmin invoice list: offered only for invoices
 * of companies that pay by direct debit (spec 3 §5), not cancelled, with an amount to collect (a
 * negative rectifying invoice is refunded, decision 0060).
 */
export function SepaIndividualAction({ factura, onOpen }: { factura: Factura; onOpen: (factura: Factura) => void }) {
  if (factura.empresa.metodoDePago !== 'SEPA' || factura.anulada || factura.importeTotalImpuestos <= 0) return null;
  return <RowAction label="Generar el fichero SEPA" item={`de la factura ${factura.facturaId}`} icon={IconFileCode} onClick={() => onOpen(factura)} />;
}
