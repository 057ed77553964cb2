import { Stack } from '@mantine/core';
import type { Page } from '@cumplia/shared/schemas/page';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import type { PagedSearch } from '../../../components/data/use-paged-search';
import type { EmpresaListItem } from '../api/get-empresas';
import { EmpresaSearchFields, type EmpresaSearch } from './empresa-search-fields';

type EmpresaSearchListProps<Row extends EmpresaListItem> = {
  search: PagedSearch<EmpresaSearch>;
  query: UseQueryResult<Page<Row>>;
  /** The text shown when the list could not be loaded. */
  errorMessage: (error: unknown) => string;
  emptyMessage: string;
  /** Above the table, e.g. "3 empresas". */
  count: (total: number) => string;
  columns: readonly DataColumn<Row>[];
  minWidth: number;
  /** Between the search boxes and the table, e.g. why a change was not saved. */
  notice?: ReactNode;
  /** After the table, e.g. the list's dialogs. */
  children?: ReactNode;
};

/** A searchable list of companies (spec 1 §2.14, §2.16; the staff lists of spec 2): "Nombre empresa" and "CIF/NIF", the table, the pager. */
export function EmpresaSearchList<Row extends EmpresaListItem>({ search, query, errorMessage, emptyMessage, count, columns, minWidth, notice, children }: EmpresaSearchListProps<Row>) {
  return (
    <Stack gap="md">
      <EmpresaSearchFields values={search.inputs} onChange={search.setInput} />
      {notice}
      <PagedTablePanel
        data={query.data}
        isPending={query.isPending}
        errorMessage={query.isError ? errorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        emptyMessage={emptyMessage}
        loadingLabel="Cargando empresas"
        page={search.query.page}
        onPageChange={search.setPage}
        pagerDisabled={query.isFetching}
        count={count}
      >
        {(empresas) => <DataTable rows={empresas} columns={columns} rowKey={(empresa) => empresa.id} minWidth={minWidth} />}
      </PagedTablePanel>
      {children}
    </Stack>
  );
}
