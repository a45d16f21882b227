import { z } from 'zod';
import { isIsoDate } from '#shared/domain/dates.ts';
import { MAX_CENTS, toCents } from '#shared/domain/money.ts';
import { MEDIOS_PAGO, MEDIO_PAGO_INICIAL, medioPagoMessage } from '#shared/domain/pagos.ts';
import { hasAtMostTwoDecimals } from './fields.ts';
import { rangoQuerySchema } from './rango.ts';

/*
 * A professional's earnings and their payment (decision 053): her commission on each line of the
 * tickets, her tips, the advances she was given, and the settlements ('Liquidaciones') that paid
 * them, each line never twice.
 */

export const liquidacionMessages = {
  empleado: 'Elegí el profesional.',
  empleadoInexistente: 'El profesional elegido no existe.',
  sinPendientes: 'No queda nada por liquidar en el período: cada línea ya está pagada.',
  negativa: 'Los adelantos superan lo que se le debe en el período: quedan para la próxima liquidación.',
  monto: 'El monto del adelanto debe ser mayor a cero.',
  montoMaximo: 'El monto es demasiado alto.',
  fecha: 'La fecha no es válida: usá AAAA-MM-DD.',
  sinEmpleado: 'Tu cuenta no está vinculada a un profesional del centro.',
  inexistente: 'La liquidación no existe.',
  adelantoFuturo: 'La fecha del adelanto no puede ser posterior a hoy.',
} as const;

export const liquidacionCodes = {
  empleadoInexistente: 'empleado_inexistente',
  sinPendientes: 'liquidacion_sin_pendientes',
  negativa: 'liquidacion_negativa',
  sinEmpleado: 'cuenta_sin_empleado',
  inexistente: 'liquidacion_inexistente',
  adelantoFuturo: 'adelanto_futuro',
} as const;

const idEmpleadoSchema = z.coerce
  .number({ error: liquidacionMessages.empleado })
  .int(liquidacionMessages.empleado)
  .positive(liquidacionMessages.empleado)
  .max(2_147_483_647, liquidacionMessages.empleado);

const medioPagoSchema = z.enum(MEDIOS_PAGO, { error: medioPagoMessage }).default(MEDIO_PAGO_INICIAL);

/** One line of a ticket as her earnings show it. */
export const lineaComisionSchema = z.object({
  idLinea: z.number().int(),
  idVenta: z.number().int(),
  /** The ticket's day. */
  fecha: z.string(),
  /** The client's first name only. */
  cliente: z.string(),
  tipo: z.enum(['servicio', 'producto', 'propina']),
  descripcion: z.string(),
  cantidad: z.number().int(),
  /** What the line charges after its discounts. */
  cobrado: z.number(),
  pagado: z.number(),
  /** Her % as fixed when it was charged. */
  porcentaje: z.number().nullable(),
  /** Her share of it (a tip: all of it); nothing once its ticket was annulled. */
  comision: z.number(),
  anulada: z.boolean(),
  /** What settlements have paid of it, and what is still owed (below 0: paid and then annulled). */
  liquidado: z.number(),
  pendiente: z.number(),
});
export type LineaComision = z.infer<typeof lineaComisionSchema>;

/** `GET /api/mi/ganancias`: her lines of a range, her commission and her tips. */
export const gananciasSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  lineas: z.array(lineaComisionSchema),
  /** Her commission on services and products. */
  totalComision: z.number(),
  propinas: z.number(),
  /** totalComision + propinas. */
  total: z.number(),
});
export type Ganancias = z.infer<typeof gananciasSchema>;

export const adelantoSchema = z.object({
  id: z.number().int(),
  idEmpleado: z.number().int(),
  fecha: z.string(),
  monto: z.number(),
  medioPago: z.string(),
  /** The settlement that deducted it; null while still to deduct. */
  idLiquidacion: z.number().int().nullable(),
});
export type Adelanto = z.infer<typeof adelantoSchema>;

export const adelantoInputSchema = z.object({
  idEmpleado: idEmpleadoSchema,
  monto: z
    .number({ error: liquidacionMessages.monto })
    .positive(liquidacionMessages.monto)
    .refine((v) => toCents(v) >= 1, liquidacionMessages.monto)
    .max(MAX_CENTS / 100, liquidacionMessages.montoMaximo)
    .refine(hasAtMostTwoDecimals, 'El monto admite hasta 2 decimales.'),
  medioPago: medioPagoSchema,
  fecha: z.string({ error: liquidacionMessages.fecha }).refine(isIsoDate, liquidacionMessages.fecha),
});
export type AdelantoInput = z.infer<typeof adelantoInputSchema>;

/** A settlement as recorded. */
export const liquidacionSchema = z.object({
  id: z.number().int(),
  idEmpleado: z.number().int(),
  empleado: z.string(),
  desde: z.string(),
  hasta: z.string(),
  /** The day and time it was paid. */
  fecha: z.string(),
  hora: z.string(),
  medioPago: z.string(),
  comision: z.number(),
  propinas: z.number(),
  adelantos: z.number(),
  /** What was paid out: comision + propinas − adelantos. */
  monto: z.number(),
  usuario: z.string().nullable(),
});
export type Liquidacion = z.infer<typeof liquidacionSchema>;

/** A line as a settlement paid it: what it is, and how much of its commission this settlement paid. */
export const lineaLiquidadaSchema = lineaComisionSchema
  .pick({
    idLinea: true,
    fecha: true,
    cliente: true,
    tipo: true,
    descripcion: true,
    cantidad: true,
    cobrado: true,
    porcentaje: true,
  })
  .extend({ pagado: z.number() });
export type LineaLiquidada = z.infer<typeof lineaLiquidadaSchema>;

/** `GET /api/liquidaciones/:id`: a settlement with the lines it paid and the advances it deducted, for her copy. */
export const liquidacionDetalleSchema = liquidacionSchema.extend({
  lineas: z.array(lineaLiquidadaSchema),
  adelantosDescontados: z.array(adelantoSchema),
});
export type LiquidacionDetalle = z.infer<typeof liquidacionDetalleSchema>;

/** `GET /api/liquidaciones`: a professional's period, every line and what is still owed. */
export const liquidacionPeriodoSchema = z.object({
  idEmpleado: z.number().int(),
  empleado: z.string(),
  desde: z.string(),
  hasta: z.string(),
  /**
   * The period's lines, and earlier ones still owed either way (dated before `desde`): paid
   * more, or annulled, after their payout, or charged late on an earlier day.
   */
  lineas: z.array(lineaComisionSchema),
  /** The period's commission and tips, paid or not. */
  comision: z.number(),
  propinas: z.number(),
  /** What a payment now would settle: the lines' owed commission and tips, less the advances to deduct. */
  pendiente: z.object({ comision: z.number(), propinas: z.number(), adelantos: z.number(), monto: z.number() }),
  /** The advances given up to the period's end and not yet deducted. */
  adelantos: z.array(adelantoSchema),
  /** The settlements already paid for her that cover any day of the period. */
  liquidaciones: z.array(liquidacionSchema),
});
export type LiquidacionPeriodo = z.infer<typeof liquidacionPeriodoSchema>;

export const liquidacionQuerySchema = rangoQuerySchema.and(z.object({ idEmpleado: idEmpleadoSchema }));

export const liquidacionInputSchema = rangoQuerySchema.and(
  z.object({ idEmpleado: idEmpleadoSchema, medioPago: medioPagoSchema }),
);
export type LiquidacionInput = z.infer<typeof liquidacionInputSchema>;

export const liquidacionIdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
