import { Stack } from '@mantine/core';
import { useDatosPersonalesMutation } from '../api/get-datos-personales';
import { DatosPersonalesResult } from './datos-personales-result';
import { SolicitudDatosPersonalesForm } from './solicitud-datos-personales-form';

/** The request's form, then the data found for the last search; a new search replaces them. */
export function DatosPersonalesPanel() {
  const buscar = useDatosPersonalesMutation();
  return (
    <Stack gap="lg">
      <SolicitudDatosPersonalesForm onSearch={(solicitud) => buscar.mutateAsync(solicitud)} />
      {buscar.data && <DatosPersonalesResult datos={buscar.data} />}
    </Stack>
  );
}
