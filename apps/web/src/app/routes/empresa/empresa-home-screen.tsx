import { TemporaryNotice } from '../../../components/feedback/temporary-notice';
import { PageHeader } from '../../../components/layout/page-header';
import { EmpresaStatusGate } from '../../../features/empresa-profile/components/empresa-status-gate';

/**
 * /inicioempresa (spec 1 §2.9): a company not yet verified by staff sees only the pending message;
 * a verified one, its documents and buttons, which come in a later version.
 */
export default function EmpresaHomeScreen() {
  return (
    <>
      <PageHeader title="Mi empresa" withBackButton={false} />
      <EmpresaStatusGate>
        <TemporaryNotice />
      </EmpresaStatusGate>
    </>
  );
}
