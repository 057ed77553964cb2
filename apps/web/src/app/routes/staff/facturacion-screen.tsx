import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { StaffFacturasPanel } from '../../../features/facturas/components/staff-facturas-panel';
import { GenerarSepaButton } from '../../../features/sepa/components/generar-sepa-button';
import { SepaIndividualAction } from '../../../features/sepa/components/sepa-individual-action';
import { SepaIndividualHost } from '../../../features/sepa/components/sepa-individual-host';
import { SepaRemesasPanel } from '../../../features/sepa/components/sepa-remesas-panel';

/** /facturacionsuperadmin, "Facturación" (spec 3 §2.5): every invoice, its remittance and the Excel export. */
export default function StaffFacturacionScreen() {
  return (
    <>
      <PageHeader
        back={<BackButton fallback="/iniciosuperadmin" />}
        eyebrow="Panel de administración"
        title="Facturación"
        description="Todas las facturas emitidas, por fecha de emisión. Marque como remesadas las que cobre fuera de un fichero SEPA, cambie la fecha de cobro de las pendientes o exporte la selección a Excel."
      />
      <SepaIndividualHost>
        {(openSepa) => (
          <StaffFacturasPanel
            area="admin"
            extraActions={(filters) => <GenerarSepaButton defaults={filters} />}
            rowActions={(factura) => <SepaIndividualAction factura={factura} onOpen={openSepa} />}
          />
        )}
      </SepaIndividualHost>
      <SepaRemesasPanel />
    </>
  );
}
