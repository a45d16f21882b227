import { z } from 'zod';
import { FIRMA_RECORDATORIO, SALUDO_RECORDATORIO, soloNombreEntreLlaves } from '#shared/domain/recordatorio-texto.ts';
import { isIsoDate } from '#shared/domain/dates.ts';
import { isPrintable } from './fields.ts';
import type { Estado } from './turno.ts';

/**
 * A line of the reminder in the owner's words: one line of text (emoji welcome), trimmed, at most
 * `max` characters, `{nombre}` the only word between braces. Blank leaves that part out.
 */
const textoDelRecordatorio = (label: string, max: number) =>
  z
    .string({ error: `${label} debe ser un texto de hasta ${max} caracteres.` })
    // Checked before trimming, which would drop a BOM unseen (as fields.ts does).
    .refine((v) => isPrintable(v, 'text'), `${label} tiene caracteres no válidos (como saltos de línea).`)
    .trim()
    .max(max, `${label} admite hasta ${max} caracteres.`)
    .refine(soloNombreEntreLlaves, `${label} solo admite {nombre} entre llaves, para el nombre de la clienta.`);

/** The messages of the centre's closed days. */
export const ajustesCierreMessages = {
  fecha: 'La fecha no es válida: usá AAAA-MM-DD.',
  orden: '"Hasta" no puede ser anterior a "desde".',
  motivo: 'El motivo es un texto de una línea de hasta 100 caracteres.',
  feriados: 'Los feriados en que abrimos deben ser una lista de fechas (hasta 200).',
  cerrados: 'Los días cerrados deben ser una lista (hasta 100).',
} as const;

const horas = (label: string, max: number) => {
  const message = `${label} debe ser un número entero de horas, de 0 a ${max}.`;
  return z.number({ error: message }).int(message).min(0, message).max(max, message);
};

/**
 * The payment state a booking made in the agenda starts with: the spec's 'Pagado', or 'Debe' for
 * a centre that books ahead by phone and takes the money on the day (so a booking does not count
 * as cash taken today unless the desk changes it).
 */
export const ESTADOS_TURNO_NUEVO = ['Pagado', 'Debe'] as const satisfies readonly Estado[];
export type EstadoTurnoNuevo = (typeof ESTADOS_TURNO_NUEVO)[number];

/**
 * The centre's settings, admins only (`GET`/`PUT /api/ajustes`).
 *
 * - Issue 19: whether staff see the centre's figures (the history's totals, charts and Excel,
 *   the cash close and its list, the employees' profit share and earnings). On by default: the
 *   spec gives staff the reports.
 * - Issue 22, online booking: off by default (the spec's `/turnos` is a chat link); the minimum
 *   notice before a booking, how far ahead clients may book, and until when before it they may
 *   cancel it themselves (the FAQ's 24 hours), and how many online bookings may be made in one
 *   of the centre's days before the page offers the chat instead (against a flood of fake ones).
 * - The payment state of a new booking in the agenda (ESTADOS_TURNO_NUEVO): 'Pagado' by default.
 * - Whether a booking saved with another price or duration updates its service (spec section 4):
 *   on by default; off, the price stays the booking's own (a discount belongs on the ticket).
 * - How many months a gift card is valid from its sale: the FAQ's 6 by default.
 * - How many hours before a booking its reminder is due (24 by default): the day Recordatorios
 *   opens on, and when the e-mail reminder goes out.
 * - The WhatsApp reminder's greeting ('¡Hola, {nombre}!', `{nombre}` her first name) and closing
 *   ('¡Te esperamos!'), in the owner's words.
 */
export const ajustesSchema = z.object({
  personalVeCifras: z.boolean({ error: 'Indicá si el personal ve las cifras del centro (sí o no).' }),
  reservasOnline: z.boolean({ error: 'Indicá si los clientes pueden reservar online (sí o no).' }),
  anticipacionMinimaHoras: horas('La anticipación mínima', 168),
  horizonteDias: z
    .number({ error: 'Los días hacia adelante deben ser un número entero, de 1 a 365.' })
    .int('Los días hacia adelante deben ser un número entero, de 1 a 365.')
    .min(1, 'Los días hacia adelante deben ser un número entero, de 1 a 365.')
    .max(365, 'Los días hacia adelante deben ser un número entero, de 1 a 365.'),
  cancelacionHoras: horas('El aviso para cancelar', 168),
  reservasOnlineMaxPorDia: z
    .number({ error: 'Las reservas online por día deben ser un número entero, de 1 a 1000.' })
    .int('Las reservas online por día deben ser un número entero, de 1 a 1000.')
    .min(1, 'Las reservas online por día deben ser un número entero, de 1 a 1000.')
    .max(1000, 'Las reservas online por día deben ser un número entero, de 1 a 1000.'),
  estadoPagoTurnoNuevo: z.enum(ESTADOS_TURNO_NUEVO, {
    error: "El estado de pago de un turno nuevo debe ser 'Pagado' o 'Debe'.",
  }),
  turnoActualizaServicio: z.boolean({
    error: 'Indicá si un turno con otro costo o duración actualiza su servicio (sí o no).',
  }),
  giftcardMeses: z
    .number({ error: 'La validez de una gift card debe ser un número entero de meses, de 1 a 60.' })
    .int('La validez de una gift card debe ser un número entero de meses, de 1 a 60.')
    .min(1, 'La validez de una gift card debe ser un número entero de meses, de 1 a 60.')
    .max(60, 'La validez de una gift card debe ser un número entero de meses, de 1 a 60.'),
  recordatorioHoras: z
    .number({ error: 'El recordatorio debe enviarse un número entero de horas antes, de 1 a 168.' })
    .int('El recordatorio debe enviarse un número entero de horas antes, de 1 a 168.')
    .min(1, 'El recordatorio debe enviarse un número entero de horas antes, de 1 a 168.')
    .max(168, 'El recordatorio debe enviarse un número entero de horas antes, de 1 a 168.'),
  recordatorioSaludo: textoDelRecordatorio('El saludo del recordatorio', 80),
  recordatorioFirma: textoDelRecordatorio('La firma del recordatorio', 200),
  /** Holidays the centre opens on after all ('Abrimos el 8/12'), by date. */
  feriadosAbiertos: z
    .array(z.string().refine(isIsoDate, ajustesCierreMessages.fecha), { error: ajustesCierreMessages.feriados })
    .max(200, ajustesCierreMessages.feriados),
  /** The centre's own closed spells (vacations), each from a day to a day, with why. */
  diasCerrados: z
    .array(
      z
        .object({
          desde: z.string({ error: ajustesCierreMessages.fecha }).refine(isIsoDate, ajustesCierreMessages.fecha),
          hasta: z.string({ error: ajustesCierreMessages.fecha }).refine(isIsoDate, ajustesCierreMessages.fecha),
          motivo: z
            .string({ error: ajustesCierreMessages.motivo })
            .trim()
            .max(100, ajustesCierreMessages.motivo)
            .refine((v) => isPrintable(v, 'text'), ajustesCierreMessages.motivo),
        })
        .refine((d) => d.desde <= d.hasta, { message: ajustesCierreMessages.orden, path: ['hasta'] }),
      { error: ajustesCierreMessages.cerrados },
    )
    .max(100, ajustesCierreMessages.cerrados),
  /** Whether a professional's own account sees her clients' phones and WhatsApp buttons. */
  profesionalVeTelefonos: z.boolean({
    error: 'Indicá si las profesionales ven los teléfonos de sus clientes (sí o no).',
  }),
});
export type Ajustes = z.infer<typeof ajustesSchema>;

export const AJUSTES_INICIALES: Ajustes = {
  personalVeCifras: true,
  reservasOnline: false,
  anticipacionMinimaHoras: 2,
  horizonteDias: 60,
  cancelacionHoras: 24,
  reservasOnlineMaxPorDia: 40,
  estadoPagoTurnoNuevo: 'Pagado',
  turnoActualizaServicio: true,
  // The FAQ's rule: a gift card is valid for 6 months from its purchase.
  giftcardMeses: 6,
  recordatorioHoras: 24,
  recordatorioSaludo: SALUDO_RECORDATORIO,
  recordatorioFirma: FIRMA_RECORDATORIO,
  profesionalVeTelefonos: true,
  feriadosAbiertos: [],
  diasCerrados: [],
};

/** The code of an answer refused for want of the centre's figures (403): the web decides on it. */
export const SIN_CIFRAS = 'SIN_CIFRAS';

/** A change sends only what it changes. */
export const ajustesInputSchema = ajustesSchema.partial().strict();

export const ajustesMessages = {
  sinCifras: 'Las cifras del centro las ve solo un administrador.',
} as const;
