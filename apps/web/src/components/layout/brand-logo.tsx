import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

type BrandLogoProps = { to: string };

export function BrandLogo({ to }: BrandLogoProps) {
  return (
    <Anchor component={Link} to={to} underline="never" aria-label="Cumplia, página principal">
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={30} height={30} />
        <Text component="span" fw={800} fz={22} c="cumplia.8" style={{ letterSpacing: '-0.02em' }}>
          Cumplia
        </Text>
      </Group>
    </Anchor>
  );
}
