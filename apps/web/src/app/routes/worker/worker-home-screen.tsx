import { TemporaryNotice } from '../../../components/feedback/temporary-notice';
import { HomeLayout } from '../../../components/layout/home-layout';
import { WORKER_MENU } from '../staff/staff-menus';

/** /worker-inicio: the menu is final; the "Tus empresas" panel comes in a later version. */
export default function WorkerHomeScreen() {
  return (
    <HomeLayout eyebrow="Panel de trabajo" title="Tus empresas" menuTitle="Gestión" menu={WORKER_MENU}>
      <TemporaryNotice />
    </HomeLayout>
  );
}
