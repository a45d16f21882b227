import { z } from 'zod';
import { isPhone, optionalEmail, optionalText, requiredText } from './fields.ts';

const TELEFONO_INVALIDO = 'El teléfono no es válido: usá números (entre 6 y 20), espacios, guiones o +.';

/**
 * A client as the API receives it (spec sections 3 and 5). The phone is optional here: the
 * agenda's quick-create asks only for the name, so a walk-in can be booked at once; when there is
 * a phone, it must be one.
 */
export const clienteInputSchema = z.object({
  nombre: requiredText('El nombre es obligatorio.', 100, 'El nombre', 'name'),
  apellido: optionalText(100, 'El apellido', 'name'),
  telefono: optionalText(40, 'El teléfono', 'contact').refine((v) => v === '' || isPhone(v), TELEFONO_INVALIDO),
  email: optionalEmail,
});
export type ClienteInput = z.input<typeof clienteInputSchema>;

/** The Clientes screen's form: name and phone required there (spec section 5). */
export const clienteConTelefonoSchema = clienteInputSchema.extend({
  telefono: requiredText('El teléfono es obligatorio.', 40, 'El teléfono', 'contact').refine(
    isPhone,
    TELEFONO_INVALIDO,
  ),
});

/** A client as the API answers it. */
export const clienteSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  apellido: z.string(),
  telefono: z.string(),
  email: z.string(),
});
export type Cliente = z.infer<typeof clienteSchema>;

/*
 * The client file (issue 20): `GET /api/clientes/:id/ficha`, the notes, the merge, the erasure.
 */

export const FICHA_TURNOS_POR_PAGINA = 20;

export const fichaMessages = {
  deOtraProfesional: 'Ese cliente no tiene turnos con vos.',
  nota: 'Escribí la nota.',
  notaNoEncontrada: 'Nota no encontrada.',
  fusionMismo: 'No se puede fusionar un cliente consigo mismo.',
  fusionDuplicado: 'Elegí el cliente duplicado que se fusiona.',
  datosBorrados: 'Los datos personales de este cliente ya fueron borrados.',
  fusionado: 'Este cliente se fusionó en otro: agregá la nota en la ficha que lo reemplaza.',
  reservaFusionado: 'Este cliente se acaba de fusionar con otro: elegí de nuevo el cliente y volvé a guardar el turno.',
  pagina: 'La página debe ser un número entero desde 1.',
  turnosPorVenir:
    'Este cliente tiene turnos por venir: elegí si se cancelan o quedan en la agenda sin sus datos, y volvé a borrar.',
  turnosPorVenirEleccion: 'Elegí qué pasa con los turnos por venir: cancelarlos o conservarlos.',
} as const;

/** Codes of the client file's refusals, for the web to decide on (never the sentence). */
export const fichaCodes = {
  /** An erasure asked without saying what happens to the bookings ahead (409, with them). */
  turnosPorVenir: 'CLIENTE_TURNOS_POR_VENIR',
  clienteNoEncontrado: 'cliente_no_encontrado',
  /** A professional's own account asking for a client she has no booking with. */
  deOtraProfesional: 'cliente_de_otra_profesional',
  notaNoEncontrada: 'nota_no_encontrada',
  /** The client's personal data were erased already (409). */
  datosBorrados: 'cliente_datos_borrados',
  fusionMismo: 'fusion_mismo_cliente',
} as const;

/**
 * The code of a write refused because its client was merged into another meanwhile (409): a
 * booking, a note.
 */
export const CLIENTE_FUSIONADO = 'CLIENTE_FUSIONADO';

/** What the staff write about a client; `fijada` puts it on top and in the booking modal. */
export const notaInputSchema = z.object({
  texto: requiredText(fichaMessages.nota, 2000, 'La nota', 'multiline'),
  fijada: z.boolean({ error: 'Fijada debe ser verdadero o falso.' }).default(false),
});
export type NotaInput = z.input<typeof notaInputSchema>;

export const notaSchema = z.object({
  id: z.number().int(),
  idCliente: z.number().int(),
  texto: z.string(),
  fijada: z.boolean(),
  /** Who wrote it: the account's name, or null once the account is gone. */
  autor: z.string().nullable(),
  creada: z.string(),
  editada: z.string(),
});
export type Nota = z.infer<typeof notaSchema>;

/** A client as the file shows it: also archived, merged or erased ones (their history stays). */
export const clienteFichaSchema = clienteSchema.extend({
  archivado: z.boolean(),
  /** The client this one was merged into, to follow. */
  fusionadoEn: z.number().int().nullable(),
  datosBorrados: z.boolean(),
});
export type ClienteFicha = z.infer<typeof clienteFichaSchema>;

/**
 * The file's figures, over all the client's appointments. A visit is an appointment already
 * past (the centre's clock) that was not missed or cancelled: attendance not marked counts as
 * come, as the reports bill it. Money follows the spec's formulas (section 9).
 */
export const cifrasClienteSchema = z.object({
  visitas: z.number().int(),
  /**
   * What the client has paid on all their appointments (pagadoReporte summed). A lifetime figure
   * of the centre: left out for staff while the admins keep the figures to themselves.
   */
  totalPagado: z.number().optional(),
  /** Debt on appointments already past ('Deuda vencida', as 'Deudores'); left out as totalPagado. */
  deudaVencida: z.number().optional(),
  /** Debt on appointments still to come: the balance the desk charges, shown to everyone. */
  aCobrar: z.number(),
  /**
   * What she owes on her tickets outside her bookings (a product taken away, a tip, a service
   * without a booking), from the ticket's day: 'Saldo de tickets', shown to everyone.
   */
  saldoTickets: z.number(),
  noVino: z.number().int(),
  ultimoNoVino: z.string().nullable(),
  cancelo: z.number().int(),
  ultimaCancelacion: z.string().nullable(),
  ultimaVisita: z.string().nullable(),
  proximoTurno: z.object({ fecha: z.string(), hora: z.string() }).nullable(),
  servicioFrecuente: z.object({ nombre: z.string(), veces: z.number().int() }).nullable(),
  /** Average days between consecutive visits; null with fewer than two. */
  diasEntreVisitas: z.number().nullable(),
});
export type CifrasCliente = z.infer<typeof cifrasClienteSchema>;

export const fichaSchema = z.object({
  cliente: clienteFichaSchema,
  cifras: cifrasClienteSchema,
});
export type Ficha = z.infer<typeof fichaSchema>;

export const fichaTurnosQuerySchema = z.object({
  pagina: z
    .string({ error: fichaMessages.pagina })
    .regex(/^\d{1,9}$/, fichaMessages.pagina)
    .transform(Number)
    .refine((n) => n >= 1, fichaMessages.pagina)
    .default(1),
});

/** `POST /api/clientes/:id/fusionar`: the duplicate whose history moves to `:id`. */
export const fusionInputSchema = z.object({
  idDuplicado: z
    .number({ error: fichaMessages.fusionDuplicado })
    .int(fichaMessages.fusionDuplicado)
    .positive(fichaMessages.fusionDuplicado)
    .max(2_147_483_647, fichaMessages.fusionDuplicado),
});

/**
 * The client's bookings still to come (not past at the centre's clock, nor cancelled or missed):
 * how many and the first. What an erasure would leave in the agenda without a name.
 */
export const turnosPorVenirSchema = z.object({
  cantidad: z.number().int(),
  primero: z.object({ fecha: z.string(), hora: z.string() }).nullable(),
});
export type TurnosPorVenir = z.infer<typeof turnosPorVenirSchema>;

/**
 * `POST /api/clientes/:id/borrar-datos`: what happens to the bookings ahead, required while there
 * are any. 'cancelar' marks them 'Canceló' (their slots free again); 'conservar' leaves them, under
 * 'Cliente borrado'.
 */
export const borrarDatosInputSchema = z
  .object({
    turnosPorVenir: z.enum(['cancelar', 'conservar'], { error: fichaMessages.turnosPorVenirEleccion }).optional(),
  })
  // No body at all: the erasure of a client with nothing ahead, as before.
  .nullish();
export type BorrarDatosInput = z.infer<typeof borrarDatosInputSchema>;

/** Likely duplicates among the active clients: same phone digits, or the same accent-blind name. */
export const duplicadoSchema = z.object({
  motivo: z.enum(['telefono', 'nombre']),
  clientes: z.array(clienteSchema),
});
export type Duplicado = z.infer<typeof duplicadoSchema>;
