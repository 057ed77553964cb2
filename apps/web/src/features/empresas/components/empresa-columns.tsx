import { formatDate } from '@cumplia/shared/calendar';
import type { DataColumn } from '../../../components/data/data-table';
import type { EmpresaListItem } from '../api/get-empresas';
import { EmpresaNameCell } from './empresa-name-cell';

/** The first columns of the gestoría's company lists (spec 1 §2.11, §2.14, §2.16): when it was created and who it is. */
export const FECHA_COLUMN: DataColumn<EmpresaListItem> = {
  header: 'Fecha',
  cell: (empresa) => formatDate(empresa.createdAt),
  nowrap: true,
};

export const EMPRESA_COLUMN: DataColumn<EmpresaListItem> = {
  header: 'Empresa',
  cell: (empresa) => <EmpresaNameCell nombreComercial={empresa.nombreComercial} razonSocial={empresa.razonSocial} />,
};

/** The NIF/CIF, under the header each screen gives it ("CIF" on the home, "Cif/Nif" in the lists). */
export function nifCifColumn(header: string): DataColumn<EmpresaListItem> {
  return { header, cell: (empresa) => empresa.nifCif, nowrap: true };
}
