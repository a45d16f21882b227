import { Paper, SimpleGrid, Text } from '@mantine/core';

/** A block of labelled figures under a report ('Total facturado: $ 1.234,50'). */
export function Totals({ label, items }: { label: string; items: readonly { label: string; value: string }[] }) {
  return (
    <section aria-label={label}>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: items.length }} spacing="sm" m={0}>
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
              style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            >
              {item.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
