import { useCallback, useEffect, useMemo, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isIsoDate, nowIn } from '#shared/domain/dates.ts';
import { api } from './api.ts';
import { resourceKeys } from './query-keys.ts';

export interface CentreDate {
  timeZone: string;
  /** Today in the centre's time zone, `YYYY-MM-DD`. */
  hoy: string;
}

/** The centre's time zone and today's date there (not the browser's), from `GET /api/centro`. */
export const centreDateQuery = queryOptions({
  queryKey: resourceKeys.centro,
  queryFn: ({ signal }) => api<CentreDate>('/centro', { signal }),
  staleTime: 60_000,
});

export function useCentreDate() {
  return useQuery(centreDateQuery);
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

/**
 * A screen about one day (Caja, Recordatorios): the day lives in the address (`?fecha=`), so a
 * reload or a shared link shows the same day; its usual day (`porDefecto` of the centre's today)
 * needs none. `fecha` and `hoy` are null until the centre's date is known.
 */
export function useDiaEnDireccion(porDefecto: (hoy: string) => string) {
  const centro = useCentreDate();
  const [params, setParams] = useSearchParams();
  const param = params.get('fecha');
  const hoy = centro.data?.hoy ?? null;
  const usual = hoy === null ? null : porDefecto(hoy);
  const fecha = param !== null && isIsoDate(param) ? param : usual;
  const goTo = useCallback(
    (next: string) => {
      if (!isIsoDate(next)) return;
      setParams(next === usual ? {} : { fecha: next });
    },
    [usual, setParams],
  );
  return { centro, hoy, usual, fecha, goTo };
}
