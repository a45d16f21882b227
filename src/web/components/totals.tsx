import { Paper, SimpleGrid, Text } from '@mantine/core';

/** A block of labelled figures under a report ('Total facturado: $ 1.234,50'). */
export interface TotalItem {
  label: string;
  value: string;
  /** A second, smaller line under the figure ('última vez 20/11/2026'). */
  detalle?: string | undefined;
  /**
   * What the figure counts, when two figures could be confused: a short sentence under it, in a
   * description of its own, so the figure's description stays the figure alone.
   */
  ayuda?: string;
}

export function Totals({
  label,
  items,
  cols,
}: {
  label: string;
  items: readonly TotalItem[];
  /**
   * Figures per row by width; one row of all of them from `md` up unless told. With fewer per
   * row a figure may be a long text (a service's name) and wraps; otherwise it stays on one line.
   */
  cols?: Record<'base' | 'sm' | 'lg', number>;
}) {
  return (
    <section aria-label={label}>
      <SimpleGrid component="dl" cols={cols ?? { base: 2, sm: 3, md: items.length }} spacing="sm" m={0}>
        {items.map((item) => (
          <Paper key={item.label} withBorder radius="md" p="sm">
            <Text component="dt" size="sm" c="dimmed">
              {item.label}
            </Text>
            <Text
              component="dd"
              m={0}
              fw={700}
              fz={{ base: 'md', sm: 'lg' }}
              style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: cols === undefined ? 'nowrap' : undefined }}
            >
              {item.value}
              {item.detalle !== undefined && (
                <Text component="span" display="block" size="xs" fw={400} c="dimmed">
                  {item.detalle}
                </Text>
              )}
            </Text>
            {item.ayuda !== undefined && (
              <Text component="dd" m={0} mt={4} size="xs" c="dimmed">
                {item.ayuda}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
