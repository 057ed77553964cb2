import { Alert } from '@mantine/core';
import { IconCircleCheck, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type SuccessNoticeProps = {
  children: ReactNode;
  title?: ReactNode;
  icon?: Icon;
  /** Makes the notice dismissible ("Cerrar aviso"). */
  onClose?: () => void;
};

/** What the person asked for was done, said on the page itself (FailureAlert's counterpart). */
export function SuccessNotice({ children, title, icon: NoticeIcon = IconCircleCheck, onClose }: SuccessNoticeProps) {
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<NoticeIcon size={20} />}
      title={title}
      role="status"
      withCloseButton={onClose !== undefined}
      closeButtonLabel="Cerrar aviso"
      onClose={onClose}
    >
      {children}
    </Alert>
  );
}
