import type { ReactNode } from 'react';
import { Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  /** Keep the value on one line (money, phones). */
  nowrap?: boolean;
}

interface DataTableProps<T> {
  /** The accessible name of the table (or of the list of cards on a phone). */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => number | string;
  columns: readonly Column<T>[];
  /** Which column titles the card on a phone (the first by default). */
  cardTitle?: number;
  /** The row's buttons; a read-only list (a report) has none. */
  actions?: (row: T) => ReactNode;
  /** Narrowest width of the table before it scrolls sideways. */
  minWidth?: number;
}

/** Phones (under Mantine's `sm`, 48em) get cards; a table's actions would sit off-screen there. */
const PHONE = '(max-width: 47.99em)';

/**
 * A catalogue list: a table on tablets and desktops, one card per row on phones, with the row's
 * actions always in reach of a thumb.
 */
export function DataTable<T>({
  label,
  rows,
  rowKey,
  columns,
  cardTitle = 0,
  actions,
  minWidth = 640,
}: DataTableProps<T>) {
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const title = columns[cardTitle];
  const details = columns.filter((_, i) => i !== cardTitle);

  if (phone && title !== undefined) {
    return (
      <Stack component="ul" aria-label={label} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} withBorder radius="md" p="sm">
            <Text fw={600}>{title.cell(row)}</Text>
            {details.map((c) => {
              const value = c.cell(row);
              // An empty detail (no email) is left out of the card rather than shown blank.
              if (value === '' || value === null) return null;
              return (
                <Text key={c.header} size="sm" c="dimmed" component="div">
                  <span>{c.header}: </span>
                  <Text span c="dark" size="sm">
                    {value}
                  </Text>
                </Text>
              );
            })}
            {actions !== undefined && (
              <Group gap="xs" mt="xs">
                {actions(row)}
              </Group>
            )}
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header} ta={c.align}>
                {c.header}
              </Table.Th>
            ))}
            {actions !== undefined && (
              <Table.Th>
                <VisuallyHidden>Acciones</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Td key={c.header} ta={c.align} style={c.nowrap === true ? { whiteSpace: 'nowrap' } : undefined}>
                  {c.cell(row)}
                </Table.Td>
              ))}
              {actions !== undefined && (
                <Table.Td>
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    {actions(row)}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
