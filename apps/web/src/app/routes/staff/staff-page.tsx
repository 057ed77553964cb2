import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import type { StaffAreaSettings } from './staff-area';

type StaffPageProps = {
  staffArea: StaffAreaSettings;
  title: string;
  description?: ReactNode;
  /** Right of the title, e.g. the link to add one more. */
  actions?: ReactNode;
  /** Where "Volver" goes without history, when not the area's home. */
  backFallback?: string;
  /** Widest the content gets; forms read best narrower than the page. */
  maw?: number;
  children: ReactNode;
};

/** A screen of a staff area: "Volver" (to the area's home without history), the area's name, the page's only h1. */
export function StaffPage({ staffArea, title, description, actions, backFallback, maw, children }: StaffPageProps) {
  return (
    <Box maw={maw} mx={maw ? 'auto' : undefined}>
      <PageHeader
        back={<BackButton fallback={backFallback ?? staffArea.home} />}
        eyebrow={staffArea.eyebrow}
        title={title}
        description={description}
        actions={actions}
      />
      {children}
    </Box>
  );
}
