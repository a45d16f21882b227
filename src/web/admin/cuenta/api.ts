import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** The signed-in user's own password; the server ends the user's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { actual: string; nueva: string }) =>
      api<undefined>('/auth/password', { method: 'PUT', body, redirectOn401: false }),
  });
}
