import { useNavigate, useSearchParams } from 'react-router';
import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { GestoriaEditPanel } from '../../../features/gestorias/components/gestoria-edit-panel';

/** /editargestoriasuperadmin?id=: the collaborator's edit form on its own page; saving or cancelling goes to its detail. */
export default function GestoriaEditScreen() {
  const gestoriaId = useSearchParams()[0].get('id') ?? '';
  const navigate = useNavigate();
  const toDetail = () => navigate('/detalleempresa', { state: { gestoriaId } });
  return (
    <>
      <PageHeader eyebrow="Panel de administración" title="Editar colaborador" back={<BackButton fallback="/editargestoriaslistado" />} />
      <GestoriaEditPanel key={gestoriaId} gestoriaId={gestoriaId} onSaved={toDetail} onCancel={toDetail} />
    </>
  );
}
