import { Box, Group, Paper, Stack, Table, Text, type MantineSpacing, type TableTdProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { InCardContext } from './in-card';

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

/** Phones: up to 480 px a list is a pile of cards, so amounts, identifiers and actions stay in view. */
export const PHONE_QUERY = '(max-width: 30em)';

/** Columns without a heading of their own, or named "Acciones", are the card's actions, at its foot. */
const isActions = (column: { header: string }) => column.header === '' || column.header === 'Acciones';

/** One row as a card: each column's heading beside its value, the actions below. */
function RowCard<Row>({ row, columns, onRowClick }: { row: Row; columns: readonly DataColumn<Row>[]; onRowClick?: (row: Row) => void }) {
  const facts = columns.filter((column) => !isActions(column));
  const actions = columns.filter(isActions);
  return (
    <Paper component="li" withBorder p="sm" onClick={onRowClick && (() => onRowClick(row))} style={onRowClick ? { cursor: 'pointer' } : undefined}>
      <InCardContext value>
        <Box component="dl" m={0}>
          {facts.map((column) => (
            <Group key={column.header} justify="space-between" align="flex-start" gap="sm" wrap="nowrap" py={4}>
              <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {column.header}
              </Text>
              <Box component="dd" m={0} ta="right" miw={0} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {column.cell(row)}
              </Box>
            </Group>
          ))}
        </Box>
        {actions.map((column) => (
          <Group key={column.header || 'actions'} justify="flex-end" gap="xs" mt="xs">
            {column.cell(row)}
          </Group>
        ))}
      </InCardContext>
    </Paper>
  );
}

/**
 * The striped table of a list: one header row, then a row per item, described column by column.
 * On phones the same columns make one card per row (issue 23).
 */
export function DataTable<Row>({ rows, columns, rowKey, minWidth, onRowClick, verticalSpacing }: DataTableProps<Row>) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  if (isPhone) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <RowCard key={rowKey(row)} row={row} columns={columns} onRowClick={onRowClick} />
        ))}
      </Stack>
    );
  }
  return (
    // Focusable, so that a keyboard can scroll a table wider than the screen.
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0}>
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
