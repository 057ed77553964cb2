import { useLocation } from 'react-router';
import { OwnLiquidacionSection } from '../../../features/comisiones/components/own-liquidacion-section';
import { OwnFacturasPanel } from '../../../features/facturas/components/own-facturas-panel';
import { GestoriaPage } from './gestoria-page';

/** /facturaciongestoria, "Facturación" (spec 1 §2.18, spec 3 §2.4): the invoices of the collaborator's companies and its commission statement (docs/decisions/0033). */
export default function GestoriaFacturacionScreen() {
  // A link to the filtered list (the home's count, the bell) opens it afresh even from this screen.
  const { search } = useLocation();
  return (
    <GestoriaPage title="Facturación" description="Las facturas de sus empresas, las más recientes primero. «Facturado» indica si el cobro ya se ha remesado. Debajo, la liquidación de sus comisiones de cada mes.">
      <OwnFacturasPanel key={search} owner="gestoria" />
      <OwnLiquidacionSection />
    </GestoriaPage>
  );
}
