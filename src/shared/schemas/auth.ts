import { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { ESTADOS_TURNO_NUEVO } from './ajustes.ts';
import { isPrintable } from './fields.ts';

/** 'profesional': a professional's own account, tied to her employee (idEmpleado). */
export const roles = ['admin', 'staff', 'profesional'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/**
 * The login body as the specification sends it: `{email, password}`, where `email` holds what
 * the user typed in the "user or email" field.
 */
export const loginBodySchema = z.object({
  email: z
    .string({ error: messages.loginMissingFields })
    .trim()
    .min(1, { error: messages.loginMissingFields })
    .max(254, { error: messages.loginInvalid })
    // No user name or e-mail holds a control or hidden character (and PostgreSQL refuses a NUL in a query).
    .refine((v) => isPrintable(v, 'contact'), { error: messages.loginInvalid }),
  password: z
    .string({ error: messages.loginMissingFields })
    .min(1, { error: messages.loginMissingFields })
    .max(1024, { error: messages.loginInvalid }),
});

/** The current user as the API shows it: never the password hash. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  nombre: z.string(),
  role: roleSchema,
  /** The employee the account belongs to (a professional's), or null. */
  idEmpleado: z.number().int().nullable(),
  /** What this user may do (shared/domain/permisos.ts), computed by the server with the settings. */
  permisos: z.object({ centro: z.boolean(), cifras: z.boolean(), administrar: z.boolean(), telefonos: z.boolean() }),
  /** Whether this user sees the centre's figures (an admin always; staff per the setting): `permisos.cifras`. */
  veCifras: z.boolean(),
  /** The payment state a booking made in the agenda starts with (the setting in Ajustes, for every desk). */
  estadoPagoTurnoNuevo: z.enum(ESTADOS_TURNO_NUEVO),
  /** Whether a booking saved with another price or duration updates its service (Ajustes). */
  turnoActualizaServicio: z.boolean(),
  /** How many hours ahead the reminders are sent: Recordatorios opens on the day that far from now (Ajustes). */
  recordatorioHoras: z.number().int(),
  /** The WhatsApp reminder's greeting, `{nombre}` for the client's first name, and its closing (Ajustes). */
  recordatorioSaludo: z.string(),
  recordatorioFirma: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** An error's answer: the Spanish sentence to show and the stable code to decide on (decision 034). */
export const errorBodySchema = z.object({ error: z.string(), code: z.string() });
