import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { LINK_DATA_ERROR } from '../utils/decode-link-data';

/** The e-mailed link's `data` could not be read: the person fills in what it would have. */
export function LinkDataAlert() {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
      {LINK_DATA_ERROR}
    </Alert>
  );
}
