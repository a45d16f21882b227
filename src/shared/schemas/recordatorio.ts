import { z } from 'zod';
import { isIsoDate } from '#shared/domain/dates.ts';
import { idNumber } from './fields.ts';
import { turnoMessages } from './turno.ts';

export const recordatorioMessages = {
  fecha: turnoMessages.fecha,
  enviado: 'Indicá si el recordatorio se envió (enviado: true o false).',
  sinTurnos: 'Esa clienta no tiene turnos para recordar ese día.',
} as const;

/** The codes of the reminders' refusals. */
export const recordatorioCodes = { turnoNoEncontrado: 'turno_no_encontrado', sinTurnos: 'sin_turnos' } as const;

/** `POST /api/recordatorios/enviar`: a client's reminder of one day, all her bookings of it. */
export const enviarRecordatorioSchema = z.object({
  fecha: z.string({ error: recordatorioMessages.fecha }).refine(isIsoDate, recordatorioMessages.fecha),
  idCliente: idNumber('Indicá la clienta (idCliente: un número entero mayor a 0).'),
});
export type EnviarRecordatorio = z.infer<typeof enviarRecordatorioSchema>;

/** `?fecha=`: the day whose reminders are listed (required: the page always asks for one). */
export const recordatoriosQuerySchema = z.object({
  fecha: z.string({ error: recordatorioMessages.fecha }).refine(isIsoDate, recordatorioMessages.fecha),
});

/** `PUT /api/recordatorios/:id`: the 'Enviado' mark set or taken away. */
export const recordatorioInputSchema = z.object({
  enviado: z.boolean({ error: recordatorioMessages.enviado }),
});
export type RecordatorioInput = z.infer<typeof recordatorioInputSchema>;

/** An appointment as the reminders page shows it, with its 'Enviado' mark. */
export const recordatorioSchema = z.object({
  /** The appointment's id. */
  id: z.number().int(),
  fecha: z.string(),
  hora: z.string(),
  duracion: z.number().int(),
  /** The client, to open their file (issue 20). */
  idCliente: z.number().int(),
  /** The client's full name, as the agenda shows it. */
  clienteNombre: z.string(),
  /** The client's first name alone, for the reminder's greeting (as the booking modal writes it). */
  clientePila: z.string(),
  clienteTelefono: z.string(),
  servicioNombre: z.string(),
  empleadoNombre: z.string(),
  asistencia: z.string(),
  /** The client's answer by her own link: 'Sin respuesta', 'Confirmó' or 'Canceló' (CONFIRMACIONES). */
  confirmacion: z.string(),
  /** A reminder was sent for this day and time. */
  enviado: z.boolean(),
  /** When and by whom (the account's name) the last reminder was sent; null when none was. */
  enviadoAt: z.string().nullable(),
  enviadoPor: z.string().nullable(),
  /**
   * A reminder was sent, but for another day or time: the appointment was moved since, and the
   * client needs a new one. `enviado` is false then; `enviadoAt` and `enviadoPor` tell of the old one.
   */
  movidoDesdeEnvio: z.boolean(),
});
export type Recordatorio = z.infer<typeof recordatorioSchema>;

/** The answer: each of her bookings that day with a new link of her own, all marked 'Enviado'. */
export const recordatorioEnviadoSchema = z.object({
  enlaces: z.array(z.object({ id: z.number().int(), servicioNombre: z.string(), hora: z.string(), url: z.string() })),
  recordatorios: z.array(recordatorioSchema),
});
export type RecordatorioEnviado = z.infer<typeof recordatorioEnviadoSchema>;

export const volverALlamarMessages = {
  idTurno: 'Indicá el turno de la visita (idTurno: un número entero mayor a 0).',
  noEsVisita: 'Ese turno no es una visita ya hecha: solo se marca la llamada después de una visita.',
  noMarcado: 'Esa visita no tiene una llamada marcada: no hay nada que deshacer.',
} as const;

/** The codes of 'Para volver a llamar' refusals. */
export const volverALlamarCodes = {
  turnoNoEncontrado: recordatorioCodes.turnoNoEncontrado,
  noEsVisita: 'turno_no_es_visita',
  noMarcado: 'llamado_no_marcado',
} as const;

/** `POST /api/recordatorios/volver-a-llamar`: the visit whose client was called back. */
export const volverALlamarInputSchema = z.object({ idTurno: idNumber(volverALlamarMessages.idTurno) });
export type VolverALlamarInput = z.infer<typeof volverALlamarInputSchema>;

/**
 * A client due to be called back: her last visit for a service that is usually repeated is
 * older than the service's days, and she has nothing booked from today on.
 */
export const volverALlamarSchema = z.object({
  /** The last visit, the one a call is marked for. */
  idTurno: z.number().int(),
  idCliente: z.number().int(),
  clienteNombre: z.string(),
  /** The first name alone, for the message's greeting. */
  clientePila: z.string(),
  clienteTelefono: z.string(),
  idServicio: z.number().int(),
  servicioNombre: z.string(),
  /** The last visit's date. */
  fecha: z.string(),
  repetirCadaDias: z.number().int(),
  /** Days from the last visit to the centre's today. */
  diasDesde: z.number().int(),
  /**
   * Where the client books it herself: `/reservar?servicio=<id>` with the service chosen,
   * `/reservar` when the service is not offered online, null while online booking is off.
   */
  reservaPath: z.string().nullable(),
  /**
   * The same page as an absolute address at the site's origin (PUBLIC_URL, else the request's),
   * the service chosen: `https://centro.com.ar/reservar?servicio=<id>`; null while online booking
   * is off or the service is not offered online.
   */
  reservarUrl: z.string().nullable(),
});
export type VolverALlamar = z.infer<typeof volverALlamarSchema>;

/** A call marked: the visit, when and by whom. */
export const llamadoSchema = z.object({
  idTurno: z.number().int(),
  llamadoAt: z.string(),
  llamadoPor: z.string().nullable(),
});
export type Llamado = z.infer<typeof llamadoSchema>;
