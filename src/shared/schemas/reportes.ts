import { z } from 'zod';
import { isIsoDate } from '#shared/domain/dates.ts';
import { isPrintable } from './fields.ts';
import { rangoMessages, rangoTooLong } from './rango.ts';
import { turnoSchema } from './turno.ts';

/**
 * 'Historial y Reportes' computed by the database (issue 19): `GET /api/reportes` (the range's
 * totals, the debt split, income by method, the top five), `GET /api/reportes/turnos` (the
 * range's appointments a page at a time) and `GET /api/reportes/deudores` (who owes, overdue),
 * whole or a page at a time (`/api/reportes/deudores/pagina`).
 */

/** The appointments table's page: fixed, so a page number names the same rows for everyone. */
export const TURNOS_POR_PAGINA = 50;
export const MAX_POR_PAGINA = 200;
/** The debtors' page: what 'Deudores' draws at first and adds per 'Mostrar más'. */
export const DEUDORES_POR_PAGINA = 100;

export const ORDENES_TURNOS = ['fecha', 'cliente', 'costo', 'deuda'] as const;
export type OrdenTurnos = (typeof ORDENES_TURNOS)[number];

export const reportesMessages = {
  pagina: 'La página debe ser un número entero desde 1.',
  porPagina: `Se muestran de 1 a ${MAX_POR_PAGINA} turnos por página.`,
  orden: "El orden debe ser 'fecha', 'cliente', 'costo' o 'deuda'.",
  dir: "La dirección del orden debe ser 'asc' o 'desc'.",
  q: 'La búsqueda no puede superar los 100 caracteres.',
  porPaginaDeudores: `Se muestran de 1 a ${MAX_POR_PAGINA} clientes por página.`,
} as const;

export const reporteSchema = z.object({
  /** The spec's five, named as `TotalesReporte`. */
  totales: z.object({
    facturado: z.number(),
    abonado: z.number(),
    deuda: z.number(),
    gastos: z.number(),
    neta: z.number(),
  }),
  /** Of 'Total deuda': appointments whose day and time have passed (the centre's clock). */
  deudaVencida: z.number(),
  /** Of 'Total deuda': appointments still to come. */
  aCobrar: z.number(),
  /** Payment entries dated in the range, by method; refunds count negative. */
  ingresosPorMedio: z.array(z.object({ medioPago: z.string(), monto: z.number() })),
  top: z.array(z.object({ nombre: z.string(), veces: z.number().int() })),
  turnos: z.number().int(),
  /**
   * Beside the spec's totals, from the tickets of the range (the visit's day, annulled ones left
   * out): 'Ventas de productos', 'Descuentos' (taken off list prices) and 'Propinas'.
   */
  tickets: z.object({ productos: z.number(), descuentos: z.number(), propinas: z.number() }),
  /**
   * Beside them, the range's gift cards (decision 044): 'Gift cards vendidas', 'Canjeadas',
   * 'Vencidas', and 'Saldo pendiente', what the centre still owes on cards at the range's end.
   */
  giftcards: z.object({
    vendidas: z.number(),
    canjeadas: z.number(),
    vencidas: z.number(),
    saldoPendiente: z.number(),
  }),
  /**
   * Beside 'Ganancia neta', as written by the spec: 'Comisiones', the professionals' commission on
   * the range's tickets (tips apart, which are theirs), and 'Ganancia después de comisiones' (neta
   * minus them); and per professional what she brought in, her commission, her tips and the hours
   * of her bookings that took place or are to come ('Canceló' and 'No vino' left out).
   */
  comisiones: z.object({
    total: z.number(),
    gananciaDespuesDeComisiones: z.number(),
    porProfesional: z.array(
      z.object({
        idEmpleado: z.number().int(),
        nombre: z.string(),
        ingresado: z.number(),
        comision: z.number(),
        propinas: z.number(),
        horas: z.number(),
      }),
    ),
  }),
});
export type Reporte = z.infer<typeof reporteSchema>;

const entero = (message: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

/** `?desde=&hasta=&pagina=&porPagina=&orden=&dir=&q=`: the range rules, then the page's. */
export const turnosPaginaQuerySchema = z
  .object({
    desde: z.string({ error: rangoMessages.desde }).refine(isIsoDate, rangoMessages.desde),
    hasta: z.string({ error: rangoMessages.hasta }).refine(isIsoDate, rangoMessages.hasta),
    pagina: entero(reportesMessages.pagina, 1).default(1),
    porPagina: entero(reportesMessages.porPagina, 1, MAX_POR_PAGINA).default(TURNOS_POR_PAGINA),
    orden: z.enum(ORDENES_TURNOS, { error: reportesMessages.orden }).default('fecha'),
    dir: z.enum(['asc', 'desc'], { error: reportesMessages.dir }).default('asc'),
    q: z
      .string()
      .max(100, reportesMessages.q)
      .refine((v) => isPrintable(v), 'La búsqueda tiene caracteres no válidos.')
      .default(''),
  })
  // The range's rules, as rangoQuerySchema words them.
  .refine((r) => r.desde <= r.hasta, { message: rangoMessages.orden })
  .refine((r) => r.desde > r.hasta || !rangoTooLong(r), { message: rangoMessages.largo });
export type TurnosPaginaQuery = z.output<typeof turnosPaginaQuerySchema>;

export const turnosPaginaSchema = z.object({
  turnos: z.array(turnoSchema),
  /** How many appointments the range (and the search) has in all. */
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
});
export type TurnosPagina = z.infer<typeof turnosPaginaSchema>;

export const deudorSchema = z.object({
  idCliente: z.number().int(),
  nombre: z.string(),
  /** The first name, for the greeting of the message. */
  pila: z.string(),
  telefono: z.string(),
  /** What the client owes for appointments already past (the spec's debt, 'Deuda vencida'). */
  deuda: z.number(),
  /**
   * What she owes on her tickets outside her bookings: products, tips, services without a
   * booking ('Saldo de tickets'), from the ticket's day, each ticket at most its own balance.
   * Payments fill bookings first, so it never counts what `deuda` counts.
   */
  saldoTickets: z.number(),
  /** All she owes: `deuda` + `saldoTickets`, what the list is ordered by. */
  debe: z.number(),
  /** The oldest appointment owed; the oldest ticket owed when she owes no appointment. */
  desde: z.string(),
  /** The oldest appointment owed (0 if none): 'Cobrar' opens its visit's ticket. */
  idTurno: z.number().int(),
  turnos: z.number().int(),
  /** The oldest ticket with a balance outside its bookings (0 if none): 'Cobrar' opens it when no appointment is owed. */
  idVenta: z.number().int(),
  /** How many of her tickets owe outside their bookings. */
  tickets: z.number().int(),
});
export type Deudor = z.infer<typeof deudorSchema>;

/** `?pagina=&porPagina=`: a page of the debtors, in the whole list's order. */
export const deudoresPaginaQuerySchema = z.object({
  pagina: entero(reportesMessages.pagina, 1).default(1),
  porPagina: entero(reportesMessages.porPaginaDeudores, 1, MAX_POR_PAGINA).default(DEUDORES_POR_PAGINA),
});
export type DeudoresPaginaQuery = z.output<typeof deudoresPaginaQuerySchema>;

export const deudoresPaginaSchema = z.object({
  deudores: z.array(deudorSchema),
  /** How many clients owe, and how much in all: the whole list's, whatever the page. */
  clientes: z.number().int(),
  deuda: z.number(),
  saldoTickets: z.number(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
});
export type DeudoresPagina = z.infer<typeof deudoresPaginaSchema>;
