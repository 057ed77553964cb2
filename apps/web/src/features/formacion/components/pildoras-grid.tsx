import { SimpleGrid, Skeleton, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { usePildorasQuery, type Pildora } from '../api/get-pildoras';
import { PildoraCard } from './pildora-card';
import { PildoraVideoModal } from './pildora-video-modal';

const GRID_COLS = { base: 1, sm: 2, lg: 3 } as const;

/** The grid of training pills, with loading, error and empty states and the video dialog. */
export function PildorasGrid() {
  const { data, isPending, isError, refetch } = usePildorasQuery();
  const [playing, setPlaying] = useState<Pildora | null>(null);

  if (isPending) {
    return (
      <div role="status">
        <VisuallyHidden>Cargando las píldoras formativas…</VisuallyHidden>
        <SimpleGrid cols={GRID_COLS} spacing="lg" aria-hidden>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={320} radius="md" />
          ))}
        </SimpleGrid>
      </div>
    );
  }
  if (isError) {
    return <ErrorState message="No se pudieron cargar las píldoras formativas." onRetry={() => void refetch()} />;
  }
  if (data.length === 0) {
    return <EmptyState message="Todavía no hay píldoras formativas disponibles." />;
  }
  return (
    <>
      <SimpleGrid cols={GRID_COLS} spacing="lg">
        {data.map((pildora) => (
          <PildoraCard key={pildora.id} pildora={pildora} onPlay={setPlaying} />
        ))}
      </SimpleGrid>
      <PildoraVideoModal pildora={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
