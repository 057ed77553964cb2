import type { StaffArea } from '@cumplia/shared/enums';
import { formatDate } from '@cumplia/shared/calendar';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';
import { IconArrowBackUp, IconBuildingBank, IconBuildingPlus, IconCash, IconFileAlert, IconRefreshAlert } from '@tabler/icons-react';
import { PendingWork, type PendingWorkItem } from '../../../components/data/pending-work';
import { useStaffPendientesQuery } from '../api/get-staff-pendientes';
import type { StaffPendientes } from '@cumplia/shared/schemas/dashboard';

/** The staff area's lists the counts open, each filtered to what it counts. */
export type StaffPendientesLinks = { nuevasEmpresas: string; facturacion: string; renovaciones: string };

export function staffPendientesItems(pendientes: StaffPendientes, links: StaffPendientesLinks): PendingWorkItem[] {
  const { remesa } = pendientes;
  return [
    {
      id: 'nuevas-empresas',
      count: pendientes.nuevasEmpresas,
      label: ['empresa nueva por verificar', 'empresas nuevas por verificar'],
      detail: 'Revise sus datos y verifíquelas.',
      to: links.nuevasEmpresas,
      icon: IconBuildingPlus,
      color: 'orange',
    },
    {
      id: 'remesa',
      count: remesa.facturas,
      label: ['factura por cobrar esta semana', 'facturas por cobrar esta semana'],
      detail: `${formatEuros(eurosToCents(remesa.importe))} con cobro hasta el ${formatDate(remesa.hasta)}, vencidas incluidas.`,
      to: `${links.facturacion}?cobroHasta=${remesa.hasta}`,
      icon: IconBuildingBank,
      color: 'cumplia',
    },
    {
      id: 'renovaciones',
      count: pendientes.renovacionesPendientes,
      label: ['renovación por decidir', 'renovaciones por decidir'],
      detail:
        pendientes.renovacionesPrioritarias > 0
          ? `${pendientes.renovacionesPrioritarias} ${pendientes.renovacionesPrioritarias === 1 ? 'prioritaria' : 'prioritarias'}: su fecha de renovación ha llegado.`
          : 'Confírmelas o deshabilítelas.',
      to: `${links.renovaciones}?estado=pendientes`,
      icon: IconRefreshAlert,
      color: pendientes.renovacionesPrioritarias > 0 ? 'red' : 'yellow',
    },
    {
      id: 'devueltas',
      count: pendientes.devueltas,
      label: ['cobro devuelto por el banco', 'cobros devueltos por el banco'],
      detail: 'Preséntelos de nuevo o pida a la empresa una nueva cuenta o mandato.',
      to: `${links.facturacion}?devuelta=true`,
      icon: IconArrowBackUp,
      color: 'orange',
    },
    {
      id: 'reembolsos',
      count: pendientes.reembolsosPendientes,
      label: ['reembolso pendiente', 'reembolsos pendientes'],
      detail: 'Importes de facturas rectificativas que hay que devolver al cliente.',
      to: `${links.facturacion}?reembolsoPendiente=true`,
      icon: IconCash,
      color: 'orange',
    },
    // Only a system that sends its records to the agency has refusals (decision 0061).
    ...(pendientes.registrosRechazados === null
      ? []
      : [
          {
            id: 'registros-rechazados',
            count: pendientes.registrosRechazados,
            label: ['registro rechazado por la AEAT', 'registros rechazados por la AEAT'] as const,
            detail: 'Subsánelos o rectifique la factura.',
            to: `${links.facturacion}?registroRechazado=true`,
            icon: IconFileAlert,
            color: 'red',
          },
        ]),
  ];
}

/** The staff home's pending work (issue 23): companies to verify, the collection due, renewals to decide, returned debits, refunds owed. */
export function StaffPendientesSection({ area, links }: { area: StaffArea; links: StaffPendientesLinks }) {
  const query = useStaffPendientesQuery(area);
  return <PendingWork items={query.data && staffPendientesItems(query.data, links)} isPending={query.isPending} isError={query.isError} />;
}
