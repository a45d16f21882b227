import { z } from 'zod';

/**
 * E-mail to clients (decision 049): every message is written to an outbox in the same transaction
 * as the change that causes it, and a worker inside the server sends it. The centre turns it on
 * with `SMTP_URL` and `MAIL_FROM`; without them nothing is written and Ajustes says e-mail is off.
 */

/** What a message is about. */
export const TIPOS_CORREO = ['confirmacion', 'recordatorio', 'cambio', 'cancelacion'] as const;
export type TipoCorreo = (typeof TIPOS_CORREO)[number];

/** Where a message stands: waiting (to be sent or tried again), sent, or given up after 5 tries. */
export const ESTADOS_CORREO = ['Pendiente', 'Enviado', 'Falló'] as const;
export type EstadoCorreo = (typeof ESTADOS_CORREO)[number];

/** How many times a message is tried before it is 'Falló'. */
export const INTENTOS_CORREO = 5;

export const correoSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_CORREO),
  /** The client's address. */
  para: z.string(),
  asunto: z.string(),
  estado: z.enum(ESTADOS_CORREO),
  intentos: z.number().int(),
  /** Why the last try failed (the mail server's answer), or null. */
  error: z.string().nullable(),
  /** The booking it is about, null once the booking is deleted. */
  idTurno: z.number().int().nullable(),
  /** When it was written (ISO 8601). */
  creadoAt: z.string(),
  /** Not sent before this instant (a reminder's hour, a retry's wait), ISO 8601. */
  enviarDesde: z.string(),
  /** When the mail server took it (ISO 8601), or null. */
  enviadoAt: z.string().nullable(),
});
export type Correo = z.infer<typeof correoSchema>;

/** `GET /api/correos?estado=`: the outbox, newest first, 100 at most. */
export const correosQuerySchema = z.object({
  estado: z.enum(ESTADOS_CORREO, { error: "El estado debe ser 'Pendiente', 'Enviado' o 'Falló'." }).optional(),
});

export const bandejaCorreosSchema = z.object({
  /** Whether the server sends e-mail (SMTP_URL and MAIL_FROM are set). */
  activo: z.boolean(),
  /** The sender's address (MAIL_FROM), when on. */
  remitente: z.string().nullable(),
  /** How many messages are in each state, whatever the filter. */
  pendientes: z.number().int(),
  enviados: z.number().int(),
  fallidos: z.number().int(),
  correos: z.array(correoSchema),
});
export type BandejaCorreos = z.infer<typeof bandejaCorreosSchema>;

export const correoMessages = {
  noEncontrado: 'No encontramos ese correo.',
  noFallo: "Solo se reintenta un correo que falló ('Falló').",
} as const;

export const correoCodes = { noEncontrado: 'correo_no_encontrado', noFallo: 'correo_no_fallo' } as const;
