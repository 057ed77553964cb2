import { IconMessageCircle, IconPlayerPlay, IconSchool } from '@tabler/icons-react';
import type { SectionMenuItem } from '../../../components/public/section-menu';

/** The side labels of the training pages (spec 3 §2.8): Formación, Píldoras formativas, Otros cursos. */
export const FORMACION_MENU: readonly SectionMenuItem[] = [
  { to: '/formacion', label: 'Formación', icon: IconSchool },
  { to: '/pildorasformativas', label: 'Píldoras formativas', icon: IconPlayerPlay },
  { to: '/contactar', label: 'Otros cursos', icon: IconMessageCircle },
];
