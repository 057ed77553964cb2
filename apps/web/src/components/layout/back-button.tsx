import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

type BackButtonProps = {
  /** Where to go when there is no previous page in this tab (the screen was opened directly). */
  fallback?: string;
};

/** "Volver": one step back in history (spec 1 §2.1). */
export function BackButton({ fallback = '/' }: BackButtonProps) {
  const navigate = useNavigate();
  const goBack = () => {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) navigate(-1);
    else navigate(fallback);
  };
  return (
    <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
      Volver
    </Button>
  );
}
