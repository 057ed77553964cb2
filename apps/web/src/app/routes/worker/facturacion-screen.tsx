import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { StaffFacturasPanel } from '../../../features/facturas/components/staff-facturas-panel';

/** /worker-facturacion, "Facturación" (spec 3 §2.6): the invoices, 7 per page, with their filters. */
export default function WorkerFacturacionScreen() {
  return (
    <>
      <PageHeader back={<BackButton fallback="/worker-inicio" />} eyebrow="Panel de trabajo" title="Facturación" description="Las facturas emitidas, por fecha de emisión. Busque por empresa, NIF/CIF y fechas." />
      <StaffFacturasPanel area="worker" />
    </>
  );
}
