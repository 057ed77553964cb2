import { IconMessageCircle, IconPlayerPlay, IconSchool, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageWithSideMenu } from '../../../components/public/page-with-side-menu';
import { PublicHero } from '../../../components/public/public-hero';
import type { SectionMenuItem } from '../../../components/public/section-menu';
import { TopicIllustration } from '../../../components/public/topic-illustration';

/** The side labels of the training pages (spec 3 §2.8): Formación, Píldoras formativas, Otros cursos. */
const FORMACION_MENU: readonly SectionMenuItem[] = [
  { to: '/formacion', label: 'Formación', icon: IconSchool },
  { to: '/pildorasformativas', label: 'Píldoras formativas', icon: IconPlayerPlay },
  { to: '/contactar', label: 'Otros cursos', icon: IconMessageCircle },
];

type FormacionPageProps = {
  eyebrow: string;
  title: string;
  icon: Icon;
  lead: ReactNode;
  children: ReactNode;
};

/** A training page (/formacion, /pildorasformativas): the training side menu, then the page's hero and content. */
export function FormacionPage({ eyebrow, title, icon, lead, children }: FormacionPageProps) {
  return (
    <PageWithSideMenu menuLabel="Formación" menu={FORMACION_MENU}>
      <PublicHero eyebrow={eyebrow} title={title} illustration={<TopicIllustration icon={icon} />} lead={lead} />
      {children}
    </PageWithSideMenu>
  );
}
