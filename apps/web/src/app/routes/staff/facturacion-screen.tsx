import { useLocation } from 'react-router';
import { StaffFacturasPanel } from '../../../features/facturas/components/staff-facturas-panel';
import { GenerarSepaButton } from '../../../features/sepa/components/generar-sepa-button';
import { SepaIndividualAction } from '../../../features/sepa/components/sepa-individual-action';
import { SepaIndividualHost } from '../../../features/sepa/components/sepa-individual-host';
import { SepaRemesasPanel } from '../../../features/sepa/components/sepa-remesas-panel';
import type { StaffAreaSettings } from './staff-area';
import { StaffPage } from './staff-page';

const DESCRIPTION = {
  collecting:
    'Todas las facturas emitidas, por fecha de emisión. Marque como remesadas las que cobre fuera de un fichero SEPA, cambie la fecha de cobro de las pendientes, rectifique o anule una factura, o exporte la selección a Excel.',
  listing: 'Las facturas emitidas, por fecha de emisión. Busque por empresa, NIF/CIF y fechas.',
};

/**
 * /facturacionsuperadmin and /worker-facturacion, "Facturación": the invoices with their filters; where
 * the area collects them (spec 3 §2.5), their remittance, the SEPA files and the Excel export; the
 * worker's lists them 7 a page (§2.6).
 */
export default function FacturacionScreen({ staffArea }: { staffArea: StaffAreaSettings }) {
  const collecting = staffArea.can.manageCollections;
  // A link to a filtered list (the home's counts, the bell) opens it afresh even from this screen.
  const { search } = useLocation();
  return (
    <StaffPage staffArea={staffArea} title="Facturación" description={collecting ? DESCRIPTION.collecting : DESCRIPTION.listing}>
      <SepaIndividualHost>
        {(openSepa) => (
          <StaffFacturasPanel
            key={search}
            area={staffArea.api}
            pageSize={staffArea.pageSizes.facturas}
            manageCollections={collecting}
            extraActions={(filters) => <GenerarSepaButton defaults={filters} />}
            rowActions={(factura) => <SepaIndividualAction factura={factura} onOpen={openSepa} />}
          />
        )}
      </SepaIndividualHost>
      {collecting && <SepaRemesasPanel />}
    </StaffPage>
  );
}
