import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addDays } from '#shared/domain/dates.ts';
import { daysBetween } from '#shared/domain/ranges.ts';
import { feriadosDelAnio, motivoDeCierre } from '#shared/domain/feriados.ts';
import { diaCerradoSchema, feriadoSchema, feriadosQuerySchema } from '#shared/schemas/feriado.ts';
import { rangoQuerySchema } from '#shared/schemas/rango.ts';
import type { Db } from '#server/db/dialect.ts';
import { getAjustes } from '#server/modules/ajustes/repository.ts';

/**
 * The centre's closed days, for whoever is signed in (a professional's own account too: her
 * agenda shades them): a year's holidays with whether the centre opens on each, and every day
 * of a range it is closed, with why. The owner changes them in Ajustes.
 */
export const feriadosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/feriados',
    {
      config: { profesional: true },
      schema: { querystring: feriadosQuerySchema, response: { 200: z.array(feriadoSchema) } },
    },
    async (request) => {
      const { feriadosAbiertos } = await getAjustes(db);
      return feriadosDelAnio(request.query.anio).map((f) => ({ ...f, abierto: feriadosAbiertos.includes(f.fecha) }));
    },
  );

  app.get(
    '/dias-cerrados',
    {
      config: { profesional: true },
      schema: { querystring: rangoQuerySchema, response: { 200: z.array(diaCerradoSchema) } },
    },
    async (request) => {
      const ajustes = await getAjustes(db);
      const dias: { fecha: string; motivo: string }[] = [];
      // Counted in days (at most the range's 366), not compared as text past year 9999.
      for (let i = 0; i <= daysBetween(request.query); i++) {
        const fecha = addDays(request.query.desde, i);
        const motivo = motivoDeCierre(fecha, ajustes);
        if (motivo !== null) dias.push({ fecha, motivo });
      }
      return dias;
    },
  );
};
