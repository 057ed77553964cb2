import { PageHeader } from '../../../components/layout/page-header';
import { BackButton } from '../../../components/layout/back-button';
import { OwnFacturasPanel } from '../../../features/facturas/components/own-facturas-panel';

/** /facturacion, "Facturación" (spec 1 §2.10): the client's invoices, with "Volver". */
export default function EmpresaFacturacionScreen() {
  return (
    <>
      <PageHeader
        back={<BackButton fallback="/inicioempresa" />}
        title="Facturación"
        description="Las facturas de su empresa. Descargue cualquiera en PDF."
      />
      <OwnFacturasPanel owner="empresa" />
    </>
  );
}
