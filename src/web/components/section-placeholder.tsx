import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';

/** The heading and frame of a staff screen whose content arrives in a later issue. */
export function SectionPlaceholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={1100}>
      <title>{`${title} | Panel`}</title>
      <Title order={1}>{title}</Title>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" py="xl">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconSparkles size={30} stroke={1.5} aria-hidden="true" />
          </ThemeIcon>
          <Text ta="center" maw={460} c="dimmed">
            {children}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
