import { z } from 'zod';
import { isIsoDate } from '#shared/domain/dates.ts';
import { MAX_CENTS } from '#shared/domain/money.ts';
import { hasAtMostTwoDecimals, optionalText, requiredText } from './fields.ts';

export const cajaMessages = {
  fecha: 'La fecha no es válida: usá AAAA-MM-DD.',
  fondoInicial: 'El fondo inicial debe ser un número mayor o igual a 0.',
  fondoDecimales: 'El fondo inicial admite hasta 2 decimales.',
  contado: 'El efectivo contado debe ser un número mayor o igual a 0.',
  contadoDecimales: 'El efectivo contado admite hasta 2 decimales.',
  montoAlto: 'El monto es demasiado alto.',
  futuro: 'No se puede cerrar un día que todavía no llegó.',
  cerrar: 'No se pudo cerrar la caja.',
  yaCerrada: 'La caja de este día ya está cerrada: solo un administrador puede reabrirla.',
  noCerrada: 'La caja de este día no está cerrada: no hay nada que reabrir.',
  soloAdmin: 'Solo un administrador puede reabrir la caja.',
  motivo: 'Escribí por qué reabrís la caja.',
  reabrir: 'No se pudo reabrir la caja.',
} as const;

/** The codes of a refused close or reopening: the web decides on them. */
export const CAJA_CERRADA = 'CAJA_CERRADA';
export const CAJA_NO_CERRADA = 'CAJA_NO_CERRADA';
export const CAJA_SOLO_ADMIN = 'CAJA_SOLO_ADMIN';
/** A close of a day still to come (400). */
export const CAJA_DIA_FUTURO = 'caja_dia_futuro';

const fecha = z.string({ error: cajaMessages.fecha }).refine(isIsoDate, cajaMessages.fecha);

/** An amount of cash counted by hand: 0 or more, in cents at most two decimals. */
function efectivo(message: string, decimales: string) {
  return z
    .number({ error: message })
    .min(0, message)
    .max(MAX_CENTS / 100, cajaMessages.montoAlto)
    .refine(hasAtMostTwoDecimals, decimales);
}

/** `GET /api/caja?fecha=`: the day (the centre's today when left out). */
export const cajaQuerySchema = z.object({ fecha: fecha.optional() });

/** `POST /api/caja/cierres`: the day's close, as the 'Cerrar caja' form sends it. */
export const cierreInputSchema = z.object({
  fecha,
  fondoInicial: efectivo(cajaMessages.fondoInicial, cajaMessages.fondoDecimales),
  contado: efectivo(cajaMessages.contado, cajaMessages.contadoDecimales),
  nota: optionalText(500, 'La nota', 'multiline'),
});
export type CierreInput = z.input<typeof cierreInputSchema>;
export type CierreValues = z.output<typeof cierreInputSchema>;

/** `POST /api/caja/cierres/:fecha/reabrir` (admins): why the closed day is opened again. */
export const reaperturaInputSchema = z.object({ motivo: requiredText(cajaMessages.motivo, 500, 'El motivo') });
export type ReaperturaInput = z.input<typeof reaperturaInputSchema>;

export const cajaFechaParamSchema = z.object({ fecha });

/** Money by method: every method of MEDIOS_PAGO, in that order (0 when nothing moved), and any other found. */
export const porMedioSchema = z.array(z.object({ medioPago: z.string(), total: z.number() }));

/** One payment entry of the day: a booking paid (negative: money given back). */
export const ingresoSchema = z.object({
  id: z.number().int(),
  hora: z.string(),
  descripcion: z.string(),
  monto: z.number(),
  medioPago: z.string(),
  /** The account that recorded it; null for entries from before the detail of payments. */
  usuario: z.string().nullable(),
});

/** One entry of money out: an expense, or a professional's settlement or advance. */
export const egresoSchema = z.object({
  tipo: z.enum(['gasto', 'liquidacion', 'adelanto']),
  id: z.number().int(),
  descripcion: z.string(),
  monto: z.number(),
  medioPago: z.string(),
});

/** A day's close as it was saved, with what has happened since. */
export const cierreSchema = z.object({
  fecha: z.string(),
  fondoInicial: z.number(),
  contado: z.number(),
  /** What should have been in the drawer at the close: fondoInicial + cash in − cash out. */
  esperado: z.number(),
  /** contado − esperado: above 0 is a surplus, below 0 a shortfall. */
  diferencia: z.number(),
  nota: z.string(),
  cerradoPor: z.string().nullable(),
  cerradoAt: z.string(),
  /** The day's money by method is no longer what it was at the close (entries added, changed or deleted). */
  modificadoDespuesDelCierre: z.boolean(),
  /**
   * The cash the drawer should hold is no longer what it was at the close (fondoInicial + cash in
   * − cash out now ≠ esperado): the only change that asks for the cash to be counted again.
   */
  efectivoCambiado: z.boolean(),
});
export type Cierre = z.infer<typeof cierreSchema>;

/**
 * What happened to a day's close before the one in force, oldest first: each close a reopening
 * undid, with its amounts, and each reopening, with its reason.
 */
export const historialCajaSchema = z.array(
  z.discriminatedUnion('tipo', [
    z.object({
      tipo: z.literal('cierre'),
      fondoInicial: z.number(),
      contado: z.number(),
      esperado: z.number(),
      diferencia: z.number(),
      nota: z.string(),
      por: z.string().nullable(),
      at: z.string(),
    }),
    z.object({ tipo: z.literal('reapertura'), motivo: z.string(), por: z.string().nullable(), at: z.string() }),
  ]),
);
export type HistorialCaja = z.infer<typeof historialCajaSchema>;

/** `GET /api/caja`: a day's cash. */
export const cajaDiaSchema = z.object({
  fecha: z.string(),
  ingresos: z.object({ porMedio: porMedioSchema, total: z.number(), movimientos: z.array(ingresoSchema) }),
  egresos: z.object({ porMedio: porMedioSchema, total: z.number(), movimientos: z.array(egresoSchema) }),
  /** The opening float this page counts with: the close's, else the suggested one. */
  fondoInicial: z.number(),
  /** fondoInicial + cash in − cash out, as the day is now. */
  esperado: z.number(),
  /** The cash counted at the last close before this day (0 when there is none). */
  fondoSugerido: z.number(),
  cierre: cierreSchema.nullable(),
  historial: historialCajaSchema,
  /**
   * 'Propinas': of the day's income, what paid tips, by professional (they belong to them; an
   * annulment takes them back the day it is made). Shown apart; the cash and the close count
   * them like any payment.
   */
  propinas: z.object({
    total: z.number(),
    porProfesional: z.array(z.object({ nombre: z.string(), monto: z.number() })),
  }),
});
export type CajaDia = z.infer<typeof cajaDiaSchema>;
