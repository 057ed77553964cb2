import { GestoriaFacturasPanel } from '../../../features/facturas/components/gestoria-facturas-panel';
import { GestoriaPage } from './gestoria-page';

/** /facturaciongestoria, "Facturación" (spec 1 §2.18, spec 3 §2.4): the invoices of the collaborator's companies. */
export default function GestoriaFacturacionScreen() {
  return (
    <GestoriaPage title="Facturación" description="Las facturas de sus empresas, las más recientes primero. «Facturado» indica si el cobro ya se ha remesado.">
      <GestoriaFacturasPanel />
    </GestoriaPage>
  );
}
