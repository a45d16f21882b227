import { useQuery } from '@tanstack/react-query';
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
