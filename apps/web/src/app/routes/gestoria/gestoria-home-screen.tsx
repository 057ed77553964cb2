import { TemporaryNotice } from '../../../components/feedback/temporary-notice';
import { HomeLayout } from '../../../components/layout/home-layout';
import { GESTORIA_MENU } from './gestoria-menu';

/** /iniciogestora: the sidebar is final; the "Tus empresas" table comes in a later version. */
export default function GestoriaHomeScreen() {
  return (
    <HomeLayout eyebrow="Área de colaborador" title="Tus empresas" menuTitle="Tu gestoría" menu={GESTORIA_MENU}>
      <TemporaryNotice />
    </HomeLayout>
  );
}
