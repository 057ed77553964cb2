import { CONTRATO_SIN_FIRMAR_DIAS, type GestoriaPendientes } from '@cumplia/shared/schemas/dashboard';
import { IconArrowBackUp, IconRefreshAlert, IconSignature, IconUserQuestion } from '@tabler/icons-react';
import { PendingWork, type PendingWorkItem } from '../../../components/data/pending-work';
import { useGestoriaPendientesQuery } from '../api/get-gestoria-pendientes';

/** The collaborator's lists, each filtered to what its count counts. */
export const GESTORIA_PENDIENTES_LINKS = {
  sinUsuario: '/empresas-sin-usuario',
  contratoSinFirmar: '/editarclientelistado?contratoSinFirmar=true',
  renovaciones: '/renovaciones?estado=pendientes',
  cobrosDevueltos: '/facturaciongestoria?devuelta=true',
} as const;

export function gestoriaPendientesItems(pendientes: GestoriaPendientes): PendingWorkItem[] {
  return [
    {
      id: 'sin-usuario',
      count: pendientes.empresasSinUsuario,
      label: ['empresa sin usuario', 'empresas sin usuario'],
      detail: 'Asígneles un usuario para que accedan a Cumplia.',
      to: GESTORIA_PENDIENTES_LINKS.sinUsuario,
      icon: IconUserQuestion,
      color: 'orange',
    },
    {
      id: 'contrato-sin-firmar',
      count: pendientes.empresasContratoSinFirmar,
      label: [`empresa con contrato sin firmar desde hace más de ${CONTRATO_SIN_FIRMAR_DIAS} días`, `empresas con contrato sin firmar desde hace más de ${CONTRATO_SIN_FIRMAR_DIAS} días`],
      detail: 'Recuérdeles que firmen: sin firma no hay documentos.',
      to: GESTORIA_PENDIENTES_LINKS.contratoSinFirmar,
      icon: IconSignature,
      color: 'red',
    },
    {
      id: 'renovaciones',
      count: pendientes.renovacionesPendientes,
      label: ['renovación por decidir', 'renovaciones por decidir'],
      detail: 'Renovaciones de sus empresas que aún no se han confirmado.',
      to: GESTORIA_PENDIENTES_LINKS.renovaciones,
      icon: IconRefreshAlert,
      color: 'yellow',
    },
    {
      id: 'cobros-devueltos',
      count: pendientes.cobrosDevueltos,
      label: ['cobro devuelto por el banco', 'cobros devueltos por el banco'],
      detail: 'Avise a la empresa: quizá deba dar otra cuenta o firmar un nuevo mandato.',
      to: GESTORIA_PENDIENTES_LINKS.cobrosDevueltos,
      icon: IconArrowBackUp,
      color: 'orange',
    },
  ];
}

/** The collaborator home's pending work (issue 23), its own companies only. */
export function GestoriaPendientesSection() {
  const query = useGestoriaPendientesQuery();
  return <PendingWork items={query.data && gestoriaPendientesItems(query.data)} isPending={query.isPending} isError={query.isError} />;
}
