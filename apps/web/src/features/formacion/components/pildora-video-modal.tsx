import { Modal, Stack, Text } from '@mantine/core';
import type { Pildora } from '../api/get-pildoras';

type PildoraVideoModalProps = {
  /** The pill to play; null keeps the dialog closed. */
  pildora: Pildora | null;
  onClose: () => void;
};

/** Plays a pill's video, served by Cumplia's own server, with the browser's native controls. */
export function PildoraVideoModal({ pildora, onClose }: PildoraVideoModalProps) {
  return (
    <Modal
      opened={pildora !== null}
      onClose={onClose}
      title={pildora?.titulo}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Cerrar el vídeo' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {pildora?.videoUrl && (
        <Stack gap="sm">
          <video
            key={pildora.videoUrl}
            src={pildora.videoUrl}
            controls
            preload="metadata"
            playsInline
            style={{ width: '100%', aspectRatio: '16 / 9', borderRadius: 'var(--mantine-radius-sm)', backgroundColor: '#000' }}
          >
            Su navegador no puede reproducir este vídeo.
          </video>
          <Text size="sm" c="gray.8">
            {pildora.descripcion}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
