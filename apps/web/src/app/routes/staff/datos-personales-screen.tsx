import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { DatosPersonalesPanel } from '../../../features/datos-personales/components/datos-personales-panel';
import { HOME_PATHS } from '../../../lib/home-paths';

/**
 * /datospersonales, the superadmin's answer to a person's request of access (RGPD art. 15) or
 * portability (art. 20): the data Cumplia holds about them, by section, and the file to hand over.
 */
export default function DatosPersonalesScreen() {
  return (
    <>
      <PageHeader
        back={<BackButton fallback={HOME_PATHS.superadmin} />}
        eyebrow="Panel de administración"
        title="Derechos de protección de datos"
        description="Reúna los datos que Cumplia guarda de una persona para responder a su solicitud de acceso (artículo 15 del RGPD) o de portabilidad (artículo 20). Indique al menos uno de sus datos: cada registro se busca por cualquiera de ellos."
      />
      <DatosPersonalesPanel />
    </>
  );
}
