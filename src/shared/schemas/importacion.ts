import { z } from 'zod';

/** What a successful CSV import answers: rows added and rows that updated what was there. */
export const importResultSchema = z.object({ agregados: z.number().int(), actualizados: z.number().int() });
export type ImportResult = z.infer<typeof importResultSchema>;

/** The extra fields of a refused import's 400 answer, beside `error`. */
export const importFailureSchema = z.object({
  error: z.string(),
  lineas: z.array(z.object({ linea: z.number().int(), motivo: z.string() })).optional(),
  totalLineasConError: z.number().int().optional(),
});
