import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { ErrorScreen } from '#web/components/error-screen.tsx';
import { PageLoading } from '#web/components/page-loading.tsx';
import { ApiError, api } from '#web/lib/api.ts';

const UserContext = createContext<CurrentUser | null>(null);
/** The signed-in user's query: a change to what it carries (the settings it reads) refreshes it. */
export const meKey = ['auth', 'me'] as const;

/**
 * The session's check. It is asked for before the panel's first drawing (`startPanel`); the guard
 * then reads that same answer instead of asking again as it mounts, and asks again on every move
 * inside the panel.
 */
export const meQuery = queryOptions({
  queryKey: meKey,
  queryFn: ({ signal }) => api<CurrentUser>('/auth/me', { signal, redirectOn401: false }),
  staleTime: 2_000,
  retry: false,
});

/** The signed-in user of the staff screens (inside RequireSession). */
export function useCurrentUser(): CurrentUser {
  const user = useContext(UserContext);
  if (user === null) throw new Error('useCurrentUser fuera de RequireSession');
  return user;
}

/**
 * The guard of every staff screen: shows them only with a valid session, and checks it again on
 * every move inside the panel, so a session that ended (logout elsewhere, expiry) lands on /login.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);
  const checkedPath = useRef(pathname);
  useEffect(() => {
    if (checkedPath.current === pathname) return;
    checkedPath.current = pathname;
    void queryClient.refetchQueries({ queryKey: meKey });
  }, [pathname, queryClient]);

  if (me.error instanceof ApiError && me.error.status === 401) return <Navigate to="/login" replace />;
  if (me.data === undefined) return me.isError ? <ErrorScreen kind="error" /> : <PageLoading />;
  return <UserContext value={me.data}>{children}</UserContext>;
}
