import { useEffect, useState, type ReactNode } from 'react';
import { getDefaultZIndex, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api.ts';
import { adminTheme } from './theme.ts';
import '#web/fonts/heading-font.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// Only the panel has date fields (components/date-field.tsx): the public site never loads these.
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        // A 4xx will not fix itself by asking again; a dropped connection might.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}

/** Mantine's dimmed grey (gray.6) reads 3.3:1 on white; gray.7 passes WCAG AA for small text. */
const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7] },
  dark: {},
});

/**
 * Notifications sit under every modal (Mantine draws modals at 200, notifications by default at
 * 400): on a phone a 'Turno … guardado' covered the title and the first fields of the next,
 * full-screen, booking. Under the modal it is hidden while the modal is open, and still above the
 * page's header (100) otherwise.
 */
const NOTIFICATIONS_Z_INDEX = getDefaultZIndex('modal') - 1;

let started: QueryClient | null = null;

/**
 * The query cache of the panel about to be drawn, made before its first drawing so that the
 * session's check and the first screen's data can be asked for first (`startPanel`). The panel
 * drawn next takes it; a later one (after signing out and in again) starts with an empty cache.
 */
export function startedQueryClient(): QueryClient {
  return (started ??= makeQueryClient());
}

/**
 * A new, empty cache for the panel drawn next, or none: the server's renderer starts each drawing
 * with its own (one user's answers are never another's) and lets it go once drawn.
 */
export function freshStartedQueryClient(): QueryClient {
  return (started = makeQueryClient());
}

export function dropStartedQueryClient(): void {
  started = null;
}

/** Mantine, notifications and the query cache: everything the staff screens need, loaded only with them. */
export function AdminProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => started ?? makeQueryClient());
  useEffect(
    () => () => {
      if (started === queryClient) started = null;
    },
    [queryClient],
  );
  return (
    <MantineProvider theme={adminTheme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" zIndex={NOTIFICATIONS_Z_INDEX} />
      {/* The calendars in Spanish, weeks from Monday (spec section 9). No day is drawn as a day
          off (Mantine paints weekends in a red that fails WCAG AA; the centre opens on Saturdays). */}
      <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1, weekendDays: [] }}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
