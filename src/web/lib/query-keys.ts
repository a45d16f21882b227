import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * The root query key of each API resource. Every area's keys start with the root of the resource
 * they show (`[...resourceKeys.turnos, 'dia', fecha]`), so a write refreshes every screen that
 * shows that resource, whichever area drew it, and no area needs another area's keys.
 */
export const resourceKeys = {
  centro: ['centro'],
  turnos: ['turnos'],
  clientes: ['clientes'],
  empleados: ['empleados'],
  servicios: ['servicios'],
  gastos: ['gastos'],
  caja: ['caja'],
  usuarios: ['usuarios'],
  auditoria: ['auditoria'],
  ajustes: ['ajustes'],
  /** Products and their stock moves. */
  productos: ['productos'],
  /** Tickets: the sales ledger (decision 036). */
  ventas: ['ventas'],
  /** Gift cards, sold and spent on tickets (decision 044). */
  giftcards: ['giftcards'],
  /** Session packs: their definitions and the packs clients bought (decision 046). */
  paquetes: ['paquetes'],
  /** Professionals' commissions, their settlements and advances (decision 053). */
  liquidaciones: ['liquidaciones'],
  /** The centre's figures summed by the server (issue 19): no write of their own, refreshed by others'. */
  reportes: ['reportes'],
} as const;

export type Resource = Exclude<keyof typeof resourceKeys, 'centro' | 'auditoria' | 'reportes'>;

/**
 * What else shows a resource's data. An appointment carries its client's, employee's and
 * service's names (so editing one of those changes the day, the week, the summary and the
 * reports), and saving an appointment can change its base service (spec section 4). Every write
 * is in the audit log. The reports sum appointments and expenses, name services (the top five)
 * and clients (who owes).
 */
const shownWith: Record<Resource, readonly (keyof typeof resourceKeys)[]> = {
  // A booking's payment and an expense are also entries of the day's cash (issue 19).
  turnos: ['servicios', 'reportes', 'caja', 'ventas', 'liquidaciones'],
  clientes: ['turnos', 'reportes'],
  empleados: ['turnos'],
  servicios: ['turnos', 'reportes'],
  gastos: ['reportes', 'caja'],
  caja: [],
  usuarios: [],
  ajustes: [],
  productos: [],
  // A ticket writes its bookings' price and paid state, the day's cash, products' stock, the
  // gift cards it sells or spends. The packs it sells or uses sessions of are asked for again by
  // the ticket itself, without waiting for them (useRefreshPaquetes): a charge's answer is not
  // held back by one more list.
  ventas: ['turnos', 'reportes', 'caja', 'clientes', 'productos', 'giftcards', 'liquidaciones'],
  giftcards: [],
  paquetes: [],
  // A payout or an advance is money out of the day's cash.
  liquidaciones: ['caja'],
};

/** After a write to `resource`: refreshes what is on screen and marks the rest stale. */
export function useRefreshAfterWrite(resource: Resource): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      [resource, ...shownWith[resource], 'auditoria' as const].map((r) =>
        queryClient.invalidateQueries({ queryKey: resourceKeys[r] }),
      ),
    );
  };
}

/**
 * A write to `resource` as a mutation that refreshes, once it succeeds, everything showing it.
 * `refreshOnError` refreshes after a failure too: a refused booking shows the day as it now is.
 */
export function useWriteMutation<Vars, Result>(
  resource: Resource,
  mutationFn: (vars: Vars) => Promise<Result>,
  { refreshOnError = false } = {},
) {
  const refresh = useRefreshAfterWrite(resource);
  return useMutation({ mutationFn, onSuccess: refresh, onError: refreshOnError ? refresh : undefined });
}

/** A client's packs marked stale and asked for again in the background, not awaited. */
export function useRefreshPaquetes(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: resourceKeys.paquetes });
}
