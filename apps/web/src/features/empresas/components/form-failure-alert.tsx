import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/** The reason a form was not saved, next to its buttons, brought into view when it appears. */
export function FormFailureAlert({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={ref} color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
      {message}
    </Alert>
  );
}
