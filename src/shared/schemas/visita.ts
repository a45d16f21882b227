import { z } from 'zod';
import { isIsoDate } from '#shared/domain/dates.ts';
import { ESTADOS, turnoCampos, turnoMessages, turnoSchema, avisoSchema } from './turno.ts';
import { MEDIOS_PAGO } from '#shared/domain/pagos.ts';
import { esHoraDeInicio } from '#shared/domain/slots.ts';

/**
 * A visit of several services (decision 056): each service is its own booking (the spec's fields
 * and rules, the overlap rule included), and the bookings share `idVisita`. `POST /api/visitas`
 * books the chain at once: all of it, or nothing.
 */

/** The most services one visit booked at once from the panel; online it is MAX_SERVICIOS_ONLINE. */
export const MAX_SERVICIOS_VISITA = 6;
export { MAX_SERVICIOS_ONLINE } from '#shared/domain/reserva-messages.ts';

export const visitaMessages = {
  sinServicios: 'Elegí al menos un servicio.',
  demasiados: `Una visita admite hasta ${MAX_SERVICIOS_VISITA} servicios.`,
  sinHora: 'Indicá la hora del primer servicio.',
  noEncontrada: 'La visita no existe: quizás se borraron sus turnos.',
  otroCliente: 'La visita es de otro cliente.',
  otroDia: 'Los servicios de una visita son del mismo día.',
  fueraDeHorario: (servicio: string, hora: string) =>
    `La visita no entra en la agenda: ${servicio} quedaría a las ${hora}, fuera del horario de 08:00 a 19:30.`,
  sinProfesional: (servicio: string, hora: string) =>
    `No hay profesional libre para ${servicio} a las ${hora}. Elegí otra hora u otro profesional.`,
  paso: (n: number, servicio: string, mensaje: string) => `Servicio ${n} (${servicio}): ${mensaje}`,
  sinCancelables: 'La visita no tiene turnos pendientes para cancelar.',
} as const;

export const visitaCodes = {
  noEncontrada: 'visita_no_encontrada',
  otroCliente: 'visita_de_otro_cliente',
  otroDia: 'visita_otro_dia',
  sinHora: 'visita_sin_hora',
  fueraDeHorario: 'visita_fuera_de_horario',
  sinProfesional: 'visita_sin_profesional',
  sinCancelables: 'visita_sin_cancelables',
} as const;

const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const base = turnoCampos;

/**
 * One service of the visit. Left out: the professional is the previous one's when she is free,
 * else the first one free; the time follows the previous service (or starts with it,
 * `simultaneo`); duration and price are the catalogue's; the payment state is the setting's.
 */
export const pasoVisitaSchema = z.object({
  idServicio: id(turnoMessages.noServicio),
  idEmpleado: id(turnoMessages.noEmpleado).optional(),
  hora: z.string({ error: turnoMessages.hora }).refine(esHoraDeInicio, turnoMessages.hora).optional(),
  simultaneo: z.boolean({ error: 'Indicá si el servicio es en simultáneo (sí o no).' }).optional(),
  duracion: base.duracion.unwrap().optional(),
  costo: base.costo.optional(),
  estado: z.enum(ESTADOS, { error: turnoMessages.estado }).optional(),
  montoAbonado: base.montoAbonado,
  medioPago: z.enum(MEDIOS_PAGO, { error: turnoMessages.medioPago }).optional(),
});
export type PasoVisita = z.infer<typeof pasoVisitaSchema>;

export const visitaInputSchema = z.object({
  idCliente: id(turnoMessages.noCliente),
  fecha: z.string({ error: turnoMessages.fecha }).refine(isIsoDate, turnoMessages.fecha),
  servicios: z
    .array(pasoVisitaSchema, { error: visitaMessages.sinServicios })
    .min(1, visitaMessages.sinServicios)
    .max(MAX_SERVICIOS_VISITA, visitaMessages.demasiados),
  /** Services added to a visit already booked (its bookings' `idVisita`): the same client and day. */
  idVisita: id('La visita no es válida.').optional(),
  /** As for one booking: `false` stops at any warning, `true` saves over them. */
  confirmarAvisos: base.confirmarAvisos,
});
export type VisitaInput = z.input<typeof visitaInputSchema>;

export const visitaSchema = z.object({
  idVisita: z.number().int(),
  turnos: z.array(turnoSchema),
  /** The warnings the visit was saved over, each naming its service. */
  avisos: z.array(avisoSchema),
});
export type Visita = z.infer<typeof visitaSchema>;
