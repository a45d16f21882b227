import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { nowIn } from '#shared/domain/dates.ts';
import { api } from './api.ts';
import { resourceKeys } from './query-keys.ts';

export interface CentreDate {
  timeZone: string;
  /** Today in the centre's time zone, `YYYY-MM-DD`. */
  hoy: string;
}

/** The centre's time zone and today's date there (not the browser's), from `GET /api/centro`. */
export function useCentreDate() {
  return useQuery({
    queryKey: resourceKeys.centro,
    queryFn: ({ signal }) => api<CentreDate>('/centro', { signal }),
    staleTime: 60_000,
  });
}

/**
 * The centre's date and time now (`HH:MM`), by this device's clock in the centre's time zone,
 * again every minute; null until the time zone is known.
 */
export function useCentreNow(): { fecha: string; hora: string } | null {
  const timeZone = useCentreDate().data?.timeZone;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  // Worked out once a minute, not on every drawing of the agenda; the same object until then, so
  // the grid it is handed draws again only then.
  return useMemo(() => (timeZone === undefined ? null : nowIn(timeZone, now)), [timeZone, now]);
}
