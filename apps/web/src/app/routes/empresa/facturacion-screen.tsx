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
        description="Las facturas de su empresa. Descargue cualquiera en PDF: llevan el código QR de VERI*FACTU con el que la Agencia Tributaria las comprueba."
      />
      <OwnFacturasPanel owner="empresa" />
    </>
  );
}
