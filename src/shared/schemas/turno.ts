import { z } from 'zod';
import { ASISTENCIAS } from '#shared/domain/asistencia.ts';
import { MAX_CENTS } from '#shared/domain/money.ts';
import { MEDIOS_PAGO, medioPagoMessage } from '#shared/domain/pagos.ts';
import { isIsoDate } from '#shared/domain/dates.ts';
import { DEFAULT_DURACION, esHoraDeInicio } from '#shared/domain/slots.ts';
import { hasAtMostTwoDecimals } from './fields.ts';
import { rangoMessages, rangoTooLong } from './rango.ts';
import { MAX_DURACION_MINUTOS } from './servicio.ts';

/** Payment states of an appointment (spec section 4); 'Pagado' is the default. */
export const ESTADOS = ['Pagado', 'Pago parcial', 'Debe'] as const;
export type Estado = (typeof ESTADOS)[number];

export const turnoMessages = {
  overlap: '⚠️ Este turno se superpone con otro del mismo empleado.',
  noEmpleado: 'Empleado no seleccionado',
  noCliente: 'Elegí un cliente.',
  noServicio: 'Elegí un servicio.',
  fecha: 'La fecha no es válida: usá AAAA-MM-DD.',
  hora: 'La hora debe ser un horario de la agenda: de 08:00 a 19:30, cada 30 minutos.',
  estado: "El estado debe ser 'Pagado', 'Pago parcial' o 'Debe'.",
  asistencia: "La asistencia debe ser 'Pendiente', 'Asistió', 'No vino' o 'Canceló'.",
  montoRequerido: 'Con pago parcial, indicá el monto abonado.',
  montoRango: 'El monto abonado debe estar entre 0 y el costo.',
  medioPago: medioPagoMessage,
  rangoSinCifras:
    'Podés ver los turnos de hasta una semana por vez: las cifras del centro las ve solo un administrador.',
} as const;

/**
 * The longest range of appointments (with their money) staff may ask for while the centre's
 * figures are the admins': the agenda's week.
 */
export const RANGO_PERSONAL_DIAS = 7;
export const RANGO_SIN_CIFRAS = 'RANGO_SIN_CIFRAS';

/**
 * The stable codes of a booking's refusals (the `code` beside `error`), the same from the panel
 * and from online booking: the web decides on these, never on the sentence.
 */
export const turnoCodes = {
  /** The overlap rule: the employee has another booking at that time. */
  superpuesto: 'turno_superpuesto',
  noEncontrado: 'turno_no_encontrado',
  /** The client, employee or service was deleted (archived) since the screen was drawn. */
  clienteEliminado: 'cliente_eliminado',
  empleadoEliminado: 'empleado_eliminado',
  servicioEliminado: 'servicio_eliminado',
  /** A professional's own account writing outside her column. */
  deOtraProfesional: 'turno_de_otra_profesional',
  /** A panel save that meets a warning (a block, the client elsewhere): saved only when confirmed. */
  conAvisos: 'turno_con_avisos',
  /** Online: the client already has a booking at that time. */
  clienteSuperpuesto: 'cliente_superpuesto',
} as const;

/**
 * What a booking meets that the desk may accept ('Guardar igual'): the professional's blocked
 * time, or the same client booked elsewhere at that time.
 */
export const avisoSchema = z.object({
  tipo: z.enum(['bloqueo', 'cliente']),
  mensaje: z.string(),
  /** The client's other booking, for a 'cliente' warning. */
  idTurno: z.number().int().optional(),
});
export type Aviso = z.infer<typeof avisoSchema>;

export const avisoMessages = {
  conAvisos: 'El turno tiene avisos: revisalos y, si corresponde, guardalo igual.',
  clienteSuperpuesto: 'Ya tenés un turno a esa hora. Elegí otro horario.',
} as const;

/** What a professional's own account is told when she reaches beyond her column. */
export const turnoProfesionalMessages = {
  otraColumna: 'Solo podés agendar turnos en tu propia columna.',
  deOtra: 'Ese turno es de otra profesional.',
} as const;

const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** The fields of an appointment as the modal sends it (spec section 7). */
export const turnoCampos = {
  idCliente: id(turnoMessages.noCliente),
  idEmpleado: id(turnoMessages.noEmpleado),
  idServicio: id(turnoMessages.noServicio),
  fecha: z.string({ error: turnoMessages.fecha }).refine(isIsoDate, turnoMessages.fecha),
  hora: z.string({ error: turnoMessages.hora }).refine(esHoraDeInicio, turnoMessages.hora),
  duracion: z
    .number({ error: 'La duración es obligatoria.' })
    .int('La duración debe ser un número entero de minutos.')
    .positive('La duración debe ser mayor a 0 minutos.')
    .max(MAX_DURACION_MINUTOS, `La duración no puede superar ${MAX_DURACION_MINUTOS} minutos.`)
    .default(DEFAULT_DURACION),
  costo: z
    .number({ error: 'El costo es obligatorio.' })
    .min(0, 'El costo debe ser un número mayor o igual a 0.')
    .max(MAX_CENTS / 100, 'El costo es demasiado alto.')
    .refine(hasAtMostTwoDecimals, 'El costo admite hasta 2 decimales.'),
  estado: z.enum(ESTADOS, { error: turnoMessages.estado }).default('Pagado'),
  // Optional: a new booking starts 'Pendiente'; a change that leaves it out keeps what it was.
  asistencia: z.enum(ASISTENCIAS, { error: turnoMessages.asistencia }).optional(),
  montoAbonado: z
    .number({ error: 'El monto abonado debe ser un número.' })
    .refine(hasAtMostTwoDecimals, 'El monto abonado admite hasta 2 decimales.')
    .nullish(),
  // Issue 19: how what this change pays (or gives back) moved. Left out, as the spec's calls
  // do: 'Efectivo' for new money, the appointment's own method otherwise (turnos/repository.ts).
  medioPago: z.enum(MEDIOS_PAGO, { error: turnoMessages.medioPago }).optional(),
  /**
   * The warnings the booking meets (a block, the client elsewhere): `false` stops at any of them
   * (the panel's first save), `true` saves over them ('Guardar igual'). Left out (the spec's
   * calls), only a block stops it; the client elsewhere is saved and reported in `avisos`.
   */
  confirmarAvisos: z.boolean({ error: 'Indicá si se guarda igual (sí o no).' }).optional(),
  /** The visit a new booking joins (a service added to it): same client, same day (decision 056). */
  idVisita: id('La visita no es válida.').optional(),
  /**
   * A booking of a visit moved or re-timed alone ('Solo este turno'): it leaves its visit. Left
   * out, a change of its day or time moves the visit's other bookings with it.
   */
  soloEsteTurno: z.boolean({ error: 'Indicá si se mueve solo este turno (sí o no).' }).optional(),
} as const;

/** An appointment as the modal sends it (spec section 7). */
export const turnoInputSchema = z
  .object(turnoCampos)
  .superRefine((t, ctx) => {
    if (t.estado !== 'Pago parcial') return;
    if (t.montoAbonado == null) {
      ctx.addIssue({ code: 'custom', path: ['montoAbonado'], message: turnoMessages.montoRequerido });
    } else if (t.montoAbonado < 0 || t.montoAbonado > t.costo) {
      ctx.addIssue({ code: 'custom', path: ['montoAbonado'], message: turnoMessages.montoRango });
    }
  })
  // Only a partial payment carries an amount; every other state stores null (spec section 4).
  .transform((t) => ({ ...t, montoAbonado: t.estado === 'Pago parcial' ? (t.montoAbonado ?? 0) : null }));
export type TurnoInput = z.input<typeof turnoInputSchema>;
export type TurnoValues = z.output<typeof turnoInputSchema>;

/** An appointment as the API answers it, with the names the agenda and the reports show. */
export const turnoSchema = z.object({
  id: z.number().int(),
  idCliente: z.number().int(),
  idEmpleado: z.number().int(),
  idServicio: z.number().int(),
  fecha: z.string(),
  hora: z.string(),
  duracion: z.number().int(),
  costo: z.number(),
  estado: z.string(),
  montoAbonado: z.number().nullable(),
  asistencia: z.string(),
  /** The client's answer by her link: 'Sin respuesta', 'Confirmó' or 'Canceló' (decision 048). */
  confirmacion: z.string(),
  /** The method of the last payment; null while nothing is paid (issue 19). */
  medioPago: z.string().nullable(),
  /** 'online' when the client booked it on the public site (issue 22); null for the agenda's. */
  origen: z.string().nullable(),
  /** The visit it is part of: bookings of one visit of several services share it (decision 056). */
  idVisita: z.number().int(),
  clienteNombre: z.string(),
  clienteTelefono: z.string(),
  servicioNombre: z.string(),
  empleadoNombre: z.string(),
  /** Present, true, only on another professional's booking as a professional's own account sees it. */
  ocupado: z.literal(true).optional(),
  /** In the answer to a save: the warnings it was saved over (none: an empty list). */
  avisos: z.array(avisoSchema).optional(),
});
export type Turno = z.infer<typeof turnoSchema>;

/**
 * Another professional's booking as a professional's own account receives it: busy time. Its
 * client and service are blank and its money is not there at all (no price, state or payment);
 * the panel draws it 'Ocupado' and never opens it.
 */
export const turnoOcupadoSchema = turnoSchema
  .omit({ costo: true, estado: true, montoAbonado: true, medioPago: true })
  .extend({ ocupado: z.literal(true) });
export type TurnoOcupado = z.infer<typeof turnoOcupadoSchema>;

/** `?fecha=` for the agenda, or `?desde=&hasta=` for the reports (the range rules of rango.ts). */
export const turnosQuerySchema = z
  .object({
    fecha: z.string().refine(isIsoDate, turnoMessages.fecha).optional(),
    desde: z.string().refine(isIsoDate, rangoMessages.desde).optional(),
    hasta: z.string().refine(isIsoDate, rangoMessages.hasta).optional(),
  })
  .refine((q) => q.fecha !== undefined || (q.desde !== undefined && q.hasta !== undefined), {
    message: 'Indicá una fecha, o desde y hasta.',
  })
  .refine((q) => q.fecha === undefined || (q.desde === undefined && q.hasta === undefined), {
    message: 'Indicá una fecha, o desde y hasta, no las dos cosas.',
  })
  .refine((q) => q.desde === undefined || q.hasta === undefined || q.desde <= q.hasta, {
    message: rangoMessages.orden,
  })
  .refine(
    (q) =>
      q.desde === undefined ||
      q.hasta === undefined ||
      q.desde > q.hasta ||
      !rangoTooLong({ desde: q.desde, hasta: q.hasta }),
    { message: rangoMessages.largo },
  );

/** 'Buscar turno': the most appointments one search answers, newest first. */
export const BUSCAR_TURNOS_LIMITE = 50;
/** The longest search taken: a full name and a phone fit many times over. */
export const BUSCAR_TURNOS_MAX = 100;

export const buscarTurnosMessages = {
  corta: 'Escribí al menos 2 letras o números para buscar.',
  larga: `La búsqueda admite hasta ${BUSCAR_TURNOS_MAX} caracteres.`,
} as const;

/**
 * True when a search has something to look for: at least two letters or digits once trimmed
 * ('--' or a lone 'a' would list half the centre). The panel asks only then; the server says why not.
 */
export function busquedaSuficiente(q: string): boolean {
  return (q.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2;
}

/** `GET /api/turnos/buscar?q=`: part of a client's name or phone. */
export const buscarTurnosQuerySchema = z.object({
  q: z
    .string({ error: buscarTurnosMessages.corta })
    .trim()
    .max(BUSCAR_TURNOS_MAX, buscarTurnosMessages.larga)
    .refine(busquedaSuficiente, buscarTurnosMessages.corta),
});

/** The answer: at most BUSCAR_TURNOS_LIMITE appointments, newest first, and whether older ones were left out. */
/**
 * A booking found by 'Buscar turno'. The search may name many clients and years of bookings: while
 * the admins keep the centre's figures to themselves, staff get them without their money (price,
 * amount paid, method); the booking opens from its day's list, which has it.
 */
export const turnoBuscadoSchema = turnoSchema.extend({
  costo: z.number().optional(),
  montoAbonado: z.number().nullable().optional(),
  medioPago: z.string().nullable().optional(),
});
export type TurnoBuscado = z.infer<typeof turnoBuscadoSchema>;

export const turnosBuscadosSchema = z.object({
  turnos: z.array(turnoBuscadoSchema),
  hayMas: z.boolean(),
});
export type TurnosBuscados = z.infer<typeof turnosBuscadosSchema>;
