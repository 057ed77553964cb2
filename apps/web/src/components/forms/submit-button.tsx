import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

type SubmitButtonProps = {
  /** While the form is being sent. */
  loading: boolean;
  children: ReactNode;
  /**
   * `fill`: the whole width of a narrow, one-column form. `end`: at the end of a wide form, and the
   * whole width on phones.
   */
  placement?: 'fill' | 'end';
};

/** The one send button of a form. */
export function SubmitButton({ loading, children, placement = 'fill' }: SubmitButtonProps) {
  if (placement === 'end') {
    return (
      <Group justify="flex-end">
        <Button type="submit" size="md" loading={loading} w={{ base: '100%', xs: 'auto' }}>
          {children}
        </Button>
      </Group>
    );
  }
  return (
    <Button type="submit" size="md" fullWidth loading={loading}>
      {children}
    </Button>
  );
}
