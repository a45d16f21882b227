import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

export interface CentroInfo {
  timeZone: string;
  /** Today in the centre's time zone, `YYYY-MM-DD`. */
  hoy: string;
}

/** The centre's time zone and today's date there (not the browser's). */
export function useCentro() {
  return useQuery({
    queryKey: ['centro'],
    queryFn: ({ signal }) => api<CentroInfo>('/centro', { signal }),
    staleTime: 60_000,
  });
}
