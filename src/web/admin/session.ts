import { redirect } from 'react-router';
import type { CurrentUser } from '../../shared/schemas/auth.ts';
import { ApiError, api } from '../lib/api.ts';

/** The guard of every staff screen: the signed-in user, or a redirect to /login. */
export async function requireSession(): Promise<CurrentUser> {
  try {
    return await api<CurrentUser>('/auth/me', { redirectOn401: false });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw redirect('/login');
    throw err;
  }
}
