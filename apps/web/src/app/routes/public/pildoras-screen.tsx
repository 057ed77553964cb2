import { IconPlayerPlay } from '@tabler/icons-react';
import { PildorasGrid } from '../../../features/formacion/components/pildoras-grid';
import { FormacionPage } from './formacion-page';

/** /pildorasformativas (spec 3 §2.8): the six training videos, with the training side menu. */
export default function PildorasScreen() {
  return (
    <FormacionPage
      eyebrow="Formación en vídeo"
      title="Píldoras formativas"
      icon={IconPlayerPlay}
      lead="Vídeos breves para que toda la plantilla conozca lo esencial de la protección de datos, la prevención del acoso y la desconexión digital. Véalos cuando quiera, desde cualquier dispositivo."
    >
      <PildorasGrid />
    </FormacionPage>
  );
}
