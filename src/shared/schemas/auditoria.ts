import { z } from 'zod';
import { isIsoDate } from '#shared/domain/dates.ts';
import { rangoMessages } from './rango.ts';

/** What the audit log records writes to, with the names people read. */
export const ENTIDADES_AUDITADAS = {
  turnos: 'Turnos',
  recordatorios: 'Recordatorios',
  llamados: 'Llamados (para volver a llamar)',
  clientes: 'Clientes',
  clientes_notas: 'Notas de clientes',
  servicios_base: 'Servicios',
  empleados: 'Empleados',
  gastos: 'Gastos',
  cierres_caja: 'Cierres de caja',
  users: 'Usuarios',
  ajustes: 'Ajustes',
  productos: 'Productos',
  productos_movimientos: 'Movimientos de stock',
  ventas: 'Tickets',
  giftcards: 'Gift cards',
  correos: 'Correos',
} as const;
export type EntidadAuditada = keyof typeof ENTIDADES_AUDITADAS;

/** At most this many entries per answer, newest first. */
export const AUDITORIA_LIMITE = 500;

export const auditoriaQuerySchema = z
  .object({
    entity: z
      .enum(Object.keys(ENTIDADES_AUDITADAS) as [EntidadAuditada, ...EntidadAuditada[]], {
        error: 'La entidad no es válida.',
      })
      .optional(),
    desde: z.string().refine(isIsoDate, rangoMessages.desde).optional(),
    hasta: z.string().refine(isIsoDate, rangoMessages.hasta).optional(),
  })
  .refine((q) => q.desde === undefined || q.hasta === undefined || q.desde <= q.hasta, {
    message: rangoMessages.orden,
  });

export const auditoriaEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditoriaEntry = z.infer<typeof auditoriaEntrySchema>;
