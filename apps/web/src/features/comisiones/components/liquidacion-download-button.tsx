import { Button, type ButtonProps } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useBusyAction } from '../../../lib/use-busy-action';
import type { LiquidacionFormat } from '../api/comisiones-keys';

const ICON = { pdf: IconFileTypePdf, excel: IconFileSpreadsheet } as const;

type LiquidacionDownloadButtonProps = {
  format: LiquidacionFormat;
  /** The button's text, e.g. "PDF" or "Descargar PDF". */
  children: string;
  /** What a screen reader says when the text alone does not name the statement. */
  ariaLabel?: string;
  download: (format: LiquidacionFormat) => Promise<void>;
  onError: (error: unknown) => void;
  size?: ButtonProps['size'];
  disabled?: boolean;
};

/** A statement's PDF or Excel: a spinner while the file comes, the failure to the screen. */
export function LiquidacionDownloadButton({ format, children, ariaLabel, download, onError, size = 'sm', disabled = false }: LiquidacionDownloadButtonProps) {
  const { busy, run } = useBusyAction(() => download(format), onError);
  const FormatIcon = ICON[format];
  return (
    <Button variant="light" size={size} loading={busy} disabled={disabled} onClick={() => void run()} aria-label={ariaLabel} leftSection={<FormatIcon size={16} aria-hidden />}>
      {children}
    </Button>
  );
}
