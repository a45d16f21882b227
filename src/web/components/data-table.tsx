import type { ReactNode } from 'react';
import { Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useHydrated } from '#web/lib/use-hydrated.ts';

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

const TR_CLASS = `${Table.classes.tr} mantine-Table-tr`;
const TD_CLASS = `${Table.classes.td} mantine-Table-td`;
const RIGHT = { textAlign: 'right' } as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;
const RIGHT_NOWRAP = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** A body cell's style, one object per kind shared by every row (as Mantine's `ta` drew it). */
function cellStyle(c: Pick<Column<unknown>, 'align' | 'nowrap'>) {
  if (c.align === 'right') return c.nowrap === true ? RIGHT_NOWRAP : RIGHT;
  return c.nowrap === true ? NOWRAP : undefined;
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
  // A table the server drew (decision 061) is taken over as a table, whatever the screen; a
  // phone's cards follow, below the first view. Drawn by the browser alone, cards at once.
  const phoneScreen = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const phone = useHydrated() && phoneScreen;
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
    <Table.ScrollContainer minWidth={minWidth} type="native">
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
        {/* The body in plain elements with Mantine's classes and data attributes: the same rows
            and look, without a Mantine component per cell (a page of a report is 450 cells, and
            drawing them was most of the history's first drawing, decision 030). */}
        <tbody className={`${Table.classes.tbody} mantine-Table-tbody`}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={TR_CLASS} data-with-row-border data-striped="odd" data-hover>
              {columns.map((c) => (
                <td key={c.header} className={TD_CLASS} style={cellStyle(c)}>
                  {c.cell(row)}
                </td>
              ))}
              {actions !== undefined && (
                <td className={TD_CLASS}>
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    {actions(row)}
                  </Group>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
