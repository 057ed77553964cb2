import { Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackButton } from '../layout/back-button';

type PageWithAsideProps = {
  /** The narrow column: on the left on wide screens, above the page on phones. */
  aside: ReactNode;
  children: ReactNode;
};

/** "Volver", then a narrow column (a menu, an index) beside the page. */
export function PageWithAside({ aside, children }: PageWithAsideProps) {
  return (
    <Stack gap="md">
      <div>
        <BackButton />
      </div>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>{aside}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>{children}</Grid.Col>
      </Grid>
    </Stack>
  );
}
