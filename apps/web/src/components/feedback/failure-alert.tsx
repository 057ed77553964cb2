import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';

type FailureAlertProps = {
  /** Nothing is shown while there is no message. */
  message: ReactNode | null | undefined;
  /** A second line under the message, which is then set in bold. */
  detail?: ReactNode;
  /** Makes the alert dismissible ("Cerrar aviso"). */
  onClose?: () => void;
};

/** Why something the person asked for did not happen, brought into view when it appears. */
export function FailureAlert({ message, detail, onClose }: FailureAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert
      ref={ref}
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      role="alert"
      withCloseButton={onClose !== undefined}
      closeButtonLabel="Cerrar aviso"
      onClose={onClose}
    >
      {detail ? (
        <>
          <Text size="sm" fw={600}>
            {message}
          </Text>
          <Text size="sm">{detail}</Text>
        </>
      ) : (
        message
      )}
    </Alert>
  );
}
