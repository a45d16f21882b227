import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '#shared/domain/dates.ts';

export const centroInfoSchema = z.object({ timeZone: z.string(), hoy: z.string() });

/** What the panel needs to know about the centre itself: its time zone and today's date there. */
export const centroRoutes: FastifyPluginAsyncZod<{ timeZone: string; now: () => number }> = async (
  app,
  { timeZone, now },
) => {
  app.get('/centro', { config: { profesional: true }, schema: { response: { 200: centroInfoSchema } } }, async () => ({
    timeZone,
    hoy: todayIn(timeZone, new Date(now())),
  }));
};
