import { GestoriaRenovacionesPanel } from '../../../features/renovaciones/components/gestoria-renovaciones-panel';
import { GestoriaPage } from './gestoria-page';

/** /renovaciones, "Renovaciones" (spec 3 §2.1): the renewals of the collaborator's companies. */
export default function GestoriaRenovacionesScreen() {
  return (
    <GestoriaPage title="Renovaciones" description="Las renovaciones anuales de las herramientas de sus empresas. Pulse una fila para ver sus detalles.">
      <GestoriaRenovacionesPanel />
    </GestoriaPage>
  );
}
