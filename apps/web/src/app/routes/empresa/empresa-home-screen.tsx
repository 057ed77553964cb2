import { TemporaryNotice } from '../../../components/feedback/temporary-notice';
import { PageHeader } from '../../../components/layout/page-header';

/** /inicioempresa: the client's home; its documents and buttons come in a later version. */
export default function EmpresaHomeScreen() {
  return (
    <>
      <PageHeader title="Mi empresa" withBackButton={false} />
      <TemporaryNotice />
    </>
  );
}
