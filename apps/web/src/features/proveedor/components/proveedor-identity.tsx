import { Skeleton, Stack } from '@mantine/core';
import { formatPostalAddress } from '@cumplia/shared/postal-address';
import { formatPhone, phoneHref } from '@cumplia/shared/validators/phone';
import { ErrorState } from '../../../components/feedback/error-state';
import { DetailCard } from '../../../components/public/detail-card';
import { useProveedorQuery } from '../api/get-proveedor';

/** The provider's identity as LSSI-CE art. 10 requires it, read from the server's configuration. */
export function ProveedorIdentity() {
  const { data: proveedor, isPending, isError, refetch } = useProveedorQuery();

  if (isPending) {
    return (
      <Stack gap={8} role="status" aria-label="Cargando los datos del titular" mb="md">
        <Skeleton height={18} width="60%" />
        <Skeleton height={14} width="40%" />
        <Skeleton height={14} width="75%" />
        <Skeleton height={14} width="70%" />
        <Skeleton height={14} width="50%" />
      </Stack>
    );
  }
  if (isError) {
    return (
      <ErrorState
        message="No se pudieron cargar los datos del titular. Inténtelo de nuevo en unos instantes."
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <DetailCard
      title="Datos del titular"
      headingLevel={3}
      details={[
        { term: 'Titular', description: proveedor.nombre },
        { term: 'NIF', description: proveedor.nif },
        { term: 'Domicilio', description: formatPostalAddress(proveedor) },
        { term: 'Inscripción registral', description: proveedor.registroMercantil },
        { term: 'Correo electrónico', description: <a href={`mailto:${proveedor.email}`}>{proveedor.email}</a> },
        { term: 'Teléfono', description: <a href={phoneHref(proveedor.telefono)}>{formatPhone(proveedor.telefono)}</a> },
      ]}
    />
  );
}
