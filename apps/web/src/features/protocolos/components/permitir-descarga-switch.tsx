import { Stack, Switch } from '@mantine/core';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { serverMessageOr } from '../../../lib/error-message';
import { useSetPermitirDescargaMutation } from '../api/set-permitir-descarga';

export const PERMITIR_DESCARGA_FAILED = 'No se pudo cambiar el permiso de descarga. Por favor, inténtelo de nuevo.';

type PermitirDescargaSwitchProps = {
  empresaId: string;
  permitirDescarga: boolean;
  /** Refreshes the company once the switch is saved. */
  onChanged?: () => void;
};

/**
 * Staff allow or withhold the client's protocol downloads (`permitirDescarga`, spec 0 "Companies,
 * tools and prices"). Signing a contract allows them; staff may switch them either way.
 */
export function PermitirDescargaSwitch({ empresaId, permitirDescarga, onChanged }: PermitirDescargaSwitchProps) {
  const change = useSetPermitirDescargaMutation(empresaId, onChanged);
  // While saving, the switch shows the value asked for.
  const checked = change.isPending && change.variables !== undefined ? change.variables : permitirDescarga;

  return (
    <Stack gap={6}>
      <Switch
        checked={checked}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.currentTarget.checked)}
        label="Permitir descargas al cliente"
        // The label wraps the description too: the name is the label alone, the description is read after it.
        aria-label="Permitir descargas al cliente"
        description="El cliente descarga en su área los protocolos de las herramientas activas con contrato firmado."
      />
      <FailureAlert message={change.isError ? serverMessageOr(change.error, PERMITIR_DESCARGA_FAILED) : null} onClose={() => change.reset()} />
    </Stack>
  );
}
