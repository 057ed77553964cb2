import { Button } from '@mantine/core';
import { IconFileCode } from '@tabler/icons-react';
import { useState } from 'react';
import { GenerarSepaDialog, type SepaRangeDefaults } from './generar-sepa-dialog';

/** "Generar SEPA" beside the invoice filters (spec 3 §2.5): opens the dialog with the filters' range. */
export function GenerarSepaButton({ defaults }: { defaults: SepaRangeDefaults }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)} leftSection={<IconFileCode size={16} aria-hidden />}>
        Generar SEPA
      </Button>
      <GenerarSepaDialog opened={opened} onClose={() => setOpened(false)} defaults={defaults} />
    </>
  );
}
