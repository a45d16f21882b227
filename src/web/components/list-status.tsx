import { Alert, Anchor, Button, Center, Loader, Text, type MantineSize } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * A spinner with a name. Mantine's Loader is a bare span, and a name on an element without a role is
 * not allowed (axe: aria-prohibited-attr), so it carries role="status".
 */
export function Cargando({ label = 'Cargando', size }: { label?: string; size?: MantineSize }) {
  return <Loader role="status" aria-label={label} size={size} />;
}

/**
 * What a list screen shows instead of its table while loading, when the load failed (with a
 * retry; a 401 has already sent the user to /login) or when there is nothing to show.
 */
export function ListStatus({
  query,
  empty,
  what,
}: {
  query: UseQueryResult<unknown>;
  /** True when the loaded list (after filters) has no rows. */
  empty: boolean;
  /** The text for an empty list. */
  what: string;
}) {
  if (query.isPending) {
    return (
      <Center py="xl">
        <Cargando />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="No pudimos cargar la lista" role="alert">
        <Text size="sm" mb="xs">
          {query.error.message}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      </Alert>
    );
  }
  if (empty) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {what}
      </Text>
    );
  }
  return null;
}

/**
 * A reload that failed under what is already on screen (or an empty list): a discreet notice
 * with the reason and 'Reintentar', instead of nothing.
 */
export function LoadNotice({ title, query }: { title: string; query: UseQueryResult<unknown> }) {
  if (!query.isError) return null;
  return (
    <Alert color="red" role="alert" p="xs" title={title}>
      {query.error.message}{' '}
      <Anchor component="button" type="button" size="sm" onClick={() => void query.refetch()}>
        Reintentar
      </Anchor>
    </Alert>
  );
}
