import { TemporaryNotice } from '../../../components/feedback/temporary-notice';
import { HomeLayout } from '../../../components/layout/home-layout';
import { SUPERADMIN_MENU } from './staff-menus';

/** /iniciosuperadmin: the menu is final; the "Nuevas empresas" panel comes in a later version. */
export default function SuperadminHomeScreen() {
  return (
    <HomeLayout eyebrow="Panel de administración" title="Nuevas empresas" menuTitle="Administración" menu={SUPERADMIN_MENU}>
      <TemporaryNotice />
    </HomeLayout>
  );
}
