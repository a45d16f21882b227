import { z } from 'zod';
import { isIsoDate } from '#shared/domain/dates.ts';
import { esHoraDeInicio } from '#shared/domain/slots.ts';
import { MAX_SERVICIOS_ONLINE } from './visita.ts';
import { reservaMessages } from '#shared/domain/reserva-messages.ts';
import { celularReservable } from '#shared/domain/telefono.ts';
import { idNumber, idText, optionalEmail, requiredText } from './fields.ts';
import { origenCuentaSchema } from './reserva-origen.ts';
import { turnoSchema } from './turno.ts';

/**
 * Online booking's public API (issue 22), answered without a session while the owner has
 * switched it on. The answers name services, times and employees' first names only: never a
 * client's name, phone or appointment.
 */

export { reservaMessages };

export const serviciosReservablesSchema = z.array(
  z.object({
    id: z.number().int(),
    categoria: z.string(),
    nombre: z.string(),
    descripcion: z.string(),
    precio: z.number(),
    duracion: z.number().int(),
  }),
);
export type ServicioReservable = z.infer<typeof serviciosReservablesSchema>[number];

/** An employee as the public sees them: the first name only. */
export const profesionalSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type ProfesionalPublico = z.infer<typeof profesionalSchema>;

/**
 * A visit of several services (decision 056): `servicios=1,2` in a query, at most
 * MAX_SERVICIOS_ONLINE ids of decimal digits, one after the other in the visit.
 */
const serviciosText = z
  .string({ error: reservaMessages.servicios })
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,2}$/, reservaMessages.servicios)
  .transform((v) => v.split(',').map(Number))
  .refine((ids) => ids.every((n) => n <= 2_147_483_647), reservaMessages.servicios);

/** One service (`idServicio`, the spec's) or a visit of several (`servicios`): the visit's services, in order. */
export function serviciosDe(q: { idServicio: number; servicios?: number[] | undefined }): number[] {
  return q.servicios ?? [q.idServicio];
}

/**
 * Where only `servicios` was sent, its first service stands for `idServicio`, the spec's field,
 * which keeps every rule, message and order of its refusals as they were.
 */
function conPrimerServicio(v: unknown): unknown {
  if (typeof v !== 'object' || v === null || 'idServicio' in v || !('servicios' in v)) return v;
  const { servicios } = v;
  const primero = Array.isArray(servicios)
    ? servicios[0]
    : typeof servicios === 'string'
      ? servicios.split(',')[0]
      : undefined;
  return primero === undefined ? v : { ...v, idServicio: primero };
}

// A query's ids are texts of decimal digits, the body's JSON numbers: nothing is coerced.
export const disponibilidadQuerySchema = z.preprocess(
  conPrimerServicio,
  z.object({
    idServicio: idText(reservaMessages.servicio),
    servicios: serviciosText.optional(),
    fecha: z.string({ error: reservaMessages.fecha }).refine(isIsoDate, reservaMessages.fecha),
    idEmpleado: idText(reservaMessages.empleado).optional(),
  }),
);

export const disponibilidadSchema = z.array(z.object({ hora: z.string(), profesionales: z.array(profesionalSchema) }));
export type Disponibilidad = z.infer<typeof disponibilidadSchema>;

export const diasQuerySchema = z.preprocess(
  conPrimerServicio,
  z.object({
    idServicio: idText(reservaMessages.servicio),
    servicios: serviciosText.optional(),
    idEmpleado: idText(reservaMessages.empleado).optional(),
  }),
);

/** The bookable days, from today to the horizon; a day with no free time is `libre: false`. */
export const diasSchema = z.array(z.object({ fecha: z.string(), libre: z.boolean() }));

const reservaCampos = z.object({
  idServicio: idNumber(reservaMessages.servicio),
  /** A visit of several services, one after the other (decision 056); instead of `idServicio`. */
  servicios: z
    .array(idNumber(reservaMessages.servicios), { error: reservaMessages.servicios })
    .min(1, reservaMessages.servicios)
    .max(MAX_SERVICIOS_ONLINE, reservaMessages.servicios)
    .optional(),
  fecha: z.string({ error: reservaMessages.fecha }).refine(isIsoDate, reservaMessages.fecha),
  hora: z.string({ error: reservaMessages.hora }).refine(esHoraDeInicio, reservaMessages.hora),
  idEmpleado: idNumber(reservaMessages.empleado).nullish(),
  nombre: requiredText('Escribí tu nombre.', 100, 'El nombre', 'name'),
  telefono: requiredText('Escribí tu celular.', 40, 'El teléfono', 'contact').refine(
    celularReservable,
    reservaMessages.telefono,
  ),
  email: optionalEmail,
  /** A field people never see: a robot that fills it in gets an answer that looks fine and books nothing. */
  sitio: z.string().max(200).optional(),
  /**
   * The solved proof of work (GET /reservas/desafio), as altcha's payload: base64 of the JSON
   * `{challenge, solution}`. Optional here so a missing one gets its own message and code.
   */
  desafio: z.string().max(4000).optional(),
});
export const reservaInputSchema = z.preprocess(conPrimerServicio, reservaCampos);
/** What the page sends: `idServicio` for one service, or `servicios` for a visit of several. */
export type ReservaInput = Omit<z.input<typeof reservaCampos>, 'idServicio'> & { idServicio?: number };

/**
 * A proof-of-work challenge (altcha-lib's v2 format), answered whole: every parameter is signed,
 * so none may be dropped on the way.
 */
export const desafioSchema = z.looseObject({
  parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string(), cost: z.number() }),
  signature: z.string(),
});
export type Desafio = z.infer<typeof desafioSchema>;

/** What the client reads after booking, and the cancel page. */
export const reservaSchema = z.object({
  fecha: z.string(),
  hora: z.string(),
  duracion: z.number().int(),
  servicio: z.string(),
  precio: z.number(),
  profesional: z.string(),
  cancelado: z.boolean(),
  /** Until when the client may cancel it themselves (centre's date and time, `YYYY-MM-DD HH:MM`). */
  cancelableHasta: z.string(),
  /** Whether the client may still cancel it online (not yet cancelled, before the notice). */
  cancelable: z.boolean(),
  /** The start as an instant (ISO 8601, UTC), for the phone's calendar whatever its zone. */
  inicio: z.string(),
  /**
   * Each service of the visit, in order (decision 056); one for a single service. `servicio`,
   * `precio`, `duracion` and `profesional` above are then the whole visit's.
   */
  servicios: z
    .array(
      z.object({
        servicio: z.string(),
        hora: z.string(),
        duracion: z.number().int(),
        precio: z.number(),
        profesional: z.string(),
      }),
    )
    .optional(),
});
export type Reserva = z.infer<typeof reservaSchema>;

/** The answer to a booking: the confirmation and the private token of its cancel link. */
export const reservaCreadaSchema = reservaSchema.extend({ token: z.string() });
export type ReservaCreada = z.infer<typeof reservaCreadaSchema>;

export const tokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, reservaMessages.enlaceInvalido),
});

/** For staff: the online bookings made since they last looked (at most the 50 newest), and how many. */
export const reservasNuevasSchema = z.object({
  cantidad: z.number().int(),
  turnos: z.array(turnoSchema),
  /** The moment of the answer; sent back with 'seen', so what arrived after it stays new. */
  hasta: z.string(),
  /** Per booking listed, how many 'Deshacer reservas de este origen' would cancel (reserva-origen.ts). */
  origenes: z.array(origenCuentaSchema),
  /** Bookings the client cancelled by her own link since (decision 048), newest first (the 50 newest). */
  cancelaciones: z.array(turnoSchema),
  cancelacionesCantidad: z.number().int(),
});

export const reservasVistasSchema = z
  .object({ hasta: z.iso.datetime({ error: 'El momento no es válido.' }).optional() })
  .strict()
  // No body at all is "up to now".
  .nullish();
export type ReservasNuevas = z.infer<typeof reservasNuevasSchema>;
