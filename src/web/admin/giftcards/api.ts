import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EstadoGiftcard } from '#shared/domain/giftcard.ts';
import type { GiftcardsPagina } from '#shared/schemas/giftcard.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys, useWriteMutation } from '#web/lib/query-keys.ts';

export const giftcardsKeys = {
  lista: (q: string, estado: EstadoGiftcard | null, pagina: number) =>
    [...resourceKeys.giftcards, 'lista', q, estado, pagina] as const,
};

/** The cards whose code, buyer or recipient has `q`, in a state, newest first, a page at a time. */
export function giftcardsQuery(q: string, estado: EstadoGiftcard | null, pagina: number) {
  const params = new URLSearchParams({ pagina: String(pagina) });
  if (q !== '') params.set('q', q);
  if (estado !== null) params.set('estado', estado);
  return queryOptions({
    queryKey: giftcardsKeys.lista(q, estado, pagina),
    queryFn: ({ signal }) => api<GiftcardsPagina>(`/giftcards?${params.toString()}`, { signal }),
    // A new search keeps the last list on screen until its answer arrives: the rows do not blink.
    placeholderData: keepPreviousData,
  });
}

/** An admin's annulment of a card, with its reason. */
export function useAnularGiftcard() {
  return useWriteMutation('giftcards', ({ codigo, motivo }: { codigo: string; motivo: string }) =>
    api<undefined>(`/giftcards/${codigo}/anular`, { method: 'POST', body: { motivo }, redirectOn401: false }),
  );
}

/** An admin's new last valid day for a card. */
export function useVenceGiftcard() {
  return useWriteMutation('giftcards', ({ codigo, vence }: { codigo: string; vence: string }) =>
    api<undefined>(`/giftcards/${codigo}/vence`, { method: 'POST', body: { vence }, redirectOn401: false }),
  );
}
