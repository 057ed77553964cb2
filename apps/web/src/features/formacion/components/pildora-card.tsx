import { Button, Group, Text } from '@mantine/core';
import { IconClock, IconPlayerPlayFilled, IconVideoOff } from '@tabler/icons-react';
import type { Pildora } from '../api/get-pildoras';
import classes from './pildora-card.module.css';

export const VIDEO_UNAVAILABLE = 'Vídeo no disponible todavía';

type PildoraCardProps = {
  pildora: Pildora;
  onPlay: (pildora: Pildora) => void;
};

/** One training pill: title, description, duration and "Ver vídeo", disabled while it has no video. */
export function PildoraCard({ pildora, onPlay }: PildoraCardProps) {
  const available = pildora.videoUrl !== null;
  return (
    <article className={classes.card}>
      <div className={available ? classes.poster : classes.posterUnavailable} aria-hidden>
        {available ? <IconPlayerPlayFilled size={44} /> : <IconVideoOff size={40} stroke={1.5} />}
      </div>
      <div className={classes.body}>
        <h2 className={classes.title}>{pildora.titulo}</h2>
        <p className={classes.description}>{pildora.descripcion}</p>
        {pildora.duracion && (
          <Group gap={6} c="gray.8">
            <IconClock size={16} aria-hidden />
            <Text size="sm">Duración: {pildora.duracion}</Text>
          </Group>
        )}
        {!available && (
          <Text size="sm" fw={600} c="gray.8">
            {VIDEO_UNAVAILABLE}
          </Text>
        )}
        <Button
          onClick={() => onPlay(pildora)}
          disabled={!available}
          leftSection={<IconPlayerPlayFilled size={16} aria-hidden />}
          aria-label={`Ver vídeo: ${pildora.titulo}`}
          style={{ alignSelf: 'flex-start' }}
        >
          Ver vídeo
        </Button>
      </div>
    </article>
  );
}
