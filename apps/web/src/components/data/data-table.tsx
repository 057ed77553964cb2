import { Table, type MantineSpacing, type TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type DataColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Dates, codes and other short values kept on one line. */
  nowrap?: boolean;
  /** Anything else the cell needs, e.g. a minimum width. */
  td?: TableTdProps;
};

type DataTableProps<Row> = {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** A row that opens something when clicked (a keyboard way in belongs in one of its cells). Rows light up under the pointer anyway (theme). */
  onRowClick?: (row: Row) => void;
  verticalSpacing?: MantineSpacing;
};

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The striped table of a list: one header row, then a row per item, described column by column. */
export function DataTable<Row>({ rows, columns, rowKey, minWidth, onRowClick, verticalSpacing }: DataTableProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped verticalSpacing={verticalSpacing}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={rowKey(row)}
              onClick={onRowClick && (() => onRowClick(row))}
              style={onRowClick ? { cursor: 'pointer' } : undefined}
            >
              {columns.map((column) => (
                <Table.Td key={column.header} style={column.nowrap ? NOWRAP : undefined} {...column.td}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
