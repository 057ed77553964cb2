import { Alert } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AsignadoState } from '../../../features/empresas/components/asignar-usuario-panel';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { EmpresasSinUsuarioPanel } from '../../../features/empresas/components/empresas-sin-usuario-panel';
import { GestoriaPage } from './gestoria-page';

/** /empresas-sin-usuario, "Empresas Sin Usuario" (spec 1 §2.16). */
export default function EmpresasSinUsuarioScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [asignado, setAsignado] = useState((location.state as AsignadoState | null)?.asignado ?? null);

  // The notice is for this visit: a reload or a later "Volver" to this entry should not repeat it.
  const hasState = location.state !== null;
  useEffect(() => {
    if (hasState) navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [hasState, navigate, location.pathname, location.search]);

  return (
    <GestoriaPage title="Empresas Sin Usuario">
      {asignado && (
        <SuccessNotice title="Usuario asignado correctamente." onClose={() => setAsignado(null)}>
          {asignado.empresa} ya tiene como usuario a {asignado.username}. Hemos enviado a {asignado.email} el correo para
          verificar la cuenta.
        </SuccessNotice>
      )}
      <Alert color="cumplia" variant="light" icon={<IconUserQuestion size={20} />} title="Empresas sin usuario asignado">
        Estas empresas no tienen todavía un usuario con el que acceder a Cumplia. Asigne uno con el botón de cada fila.
      </Alert>
      <EmpresasSinUsuarioPanel />
    </GestoriaPage>
  );
}
