import { IconPlayerPlay } from '@tabler/icons-react';
import { PageWithSideMenu } from '../../../components/public/page-with-side-menu';
import { PublicHero } from '../../../components/public/public-hero';
import { TopicIllustration } from '../../../components/public/topic-illustration';
import { PildorasGrid } from '../../../features/training/components/pildoras-grid';
import { FORMACION_MENU } from './formacion-menu';

/** /pildorasformativas (spec 3 §2.8): the six training videos, with the training side menu. */
export default function PildorasScreen() {
  return (
    <PageWithSideMenu menuLabel="Formación" menu={FORMACION_MENU}>
      <PublicHero
        eyebrow="Formación en vídeo"
        title="Píldoras formativas"
        illustration={<TopicIllustration icon={IconPlayerPlay} />}
        lead="Vídeos breves para que toda la plantilla conozca lo esencial de la protección de datos, la prevención del acoso y la desconexión digital. Véalos cuando quiera, desde cualquier dispositivo."
      />
      <PildorasGrid />
    </PageWithSideMenu>
  );
}
