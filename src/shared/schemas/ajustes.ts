import { z } from 'zod';

/**
 * The centre's settings, admins only (`GET`/`PUT /api/ajustes`). Issue 19: whether staff see the
 * centre's figures (the history's totals, charts and Excel, the cash close and its list, the
 * employees' profit share and earnings). On by default: the spec gives staff the reports.
 */
export const ajustesSchema = z.object({
  personalVeCifras: z.boolean({ error: 'Indicá si el personal ve las cifras del centro (sí o no).' }),
});
export type Ajustes = z.infer<typeof ajustesSchema>;

export const AJUSTES_INICIALES: Ajustes = { personalVeCifras: true };

/** A change sends only what it changes. */
export const ajustesInputSchema = ajustesSchema.partial().strict();

export const ajustesMessages = {
  sinCifras: 'Las cifras del centro las ve solo un administrador.',
} as const;
