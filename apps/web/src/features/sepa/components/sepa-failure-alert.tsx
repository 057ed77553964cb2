import { Stack, Text } from '@mantine/core';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import type { SepaFailure } from './sepa-failure';

/** A failed generation: the message in bold, then the advice, the code and the transaction id. */
export function SepaFailureAlert({ failure, onClose }: { failure: SepaFailure | null; onClose?: () => void }) {
  if (!failure) return null;
  return (
    <FailureAlert
      message={failure.message}
      onClose={onClose}
      detail={
        <Stack gap={2} component="span">
          <Text size="sm" component="span">
            {failure.advice}
          </Text>
          <Text size="xs" c="dimmed" component="span">
            Código: {failure.code}
            {failure.transactionId ? ` · Transacción: ${failure.transactionId}` : ''}
          </Text>
        </Stack>
      }
    />
  );
}
