import { z } from 'zod';
import { isIsoDate } from '#shared/domain/dates.ts';
import { MAX_CENTS } from '#shared/domain/money.ts';
import { MEDIO_GIFTCARD, MEDIO_PAQUETE, MEDIOS_DE_TICKET, medioDeTicketMessage } from '#shared/domain/pagos.ts';
import { hasAtMostTwoDecimals, idNumber, isPrintable, optionalText, requiredText } from './fields.ts';
import { turnoSchema } from './turno.ts';
import { rangoMessages, rangoTooLong } from './rango.ts';

/**
 * The sales ledger (decision 036): `GET /api/ventas/:id` (one sale: its lines and payments) and
 * `GET /api/ventas?desde=&hasta=&pagina=&porPagina=` (the sales of a range by day, a page at a time).
 */

export const VENTAS_POR_PAGINA = 50;
export const MAX_VENTAS_POR_PAGINA = 200;

export const ventasMessages = {
  noEncontrada: 'Venta no encontrada.',
  pagadoConGiftcard:
    'Este turno se pagó con una gift card: para devolver ese pago, anulá su ticket (la gift card recupera su saldo).',
  pagadoConPaquete:
    'Este turno se pagó con una sesión de un paquete: para devolverla, anulá su ticket (el paquete recupera la sesión).',
  cobradoEnTicket: (ticket: string) =>
    `Este turno se cobró en el ${ticket} junto con otras líneas: para devolver lo que se pagó, anulá el ticket (sus pagos vuelven por el medio en que entraron).`,
  pagina: 'La página debe ser un número entero desde 1.',
  porPagina: `Se muestran de 1 a ${MAX_VENTAS_POR_PAGINA} ventas por página.`,
} as const;

/** A discount as the API speaks it: '%' in percent (10 = 10 %), '$' in pesos. */
export const descuentoSchema = z.object({
  tipo: z.enum(['%', '$']),
  valor: z.number(),
  motivo: z.string().nullable(),
});

/** What a ticket's line sells: a booking's or another service, a product, a tip, a gift card, a pack. */
export const TIPOS_DE_LINEA = ['servicio', 'producto', 'propina', 'giftcard', 'paquete'] as const;

export const lineaVentaSchema = z.object({
  id: z.number().int(),
  orden: z.number().int(),
  tipo: z.enum(TIPOS_DE_LINEA),
  idTurno: z.number().int().nullable(),
  idServicio: z.number().int().nullable(),
  idProducto: z.number().int().nullable(),
  idEmpleado: z.number().int().nullable(),
  /** That professional's name, as the ticket and its receipt say who did a service. */
  empleado: z.string().nullable(),
  descripcion: z.string(),
  cantidad: z.number().int(),
  /** The unit price. */
  precio: z.number(),
  descuento: descuentoSchema.nullable(),
  /** What it bills after its discount and its share of the ticket's. */
  total: z.number(),
  pagado: z.number(),
  /** Why a booking's line bills nothing: its client cancelled or did not come ('Canceló', 'No vino'). */
  sinCargo: z.string().nullable(),
  /** A pack's line: the pack it sold. */
  idPaquete: z.number().int().nullable(),
  /** A service's line paid by a session of a client's pack: that pack. */
  idPaqueteCliente: z.number().int().nullable(),
});

export const pagoVentaSchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  hora: z.string(),
  medioPago: z.string(),
  /** Negative for money given back. */
  monto: z.number(),
  /** What the client handed in cash when it was more than `monto`: the change ('Vuelto') is the difference. */
  entregado: z.number().nullable(),
  usuario: z.string().nullable(),
});

export const ventaSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  /** The visit's day. */
  fecha: z.string(),
  cliente: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  descuento: descuentoSchema.nullable(),
  total: z.number(),
  /** What its payments add up to. */
  pagado: z.number(),
  /** What is still owed on it (never below 0). */
  saldo: z.number(),
  /** When, why and by whom it was annulled: its payments were reversed that day, its products went back. */
  anulada: z.object({ at: z.string(), motivo: z.string(), usuario: z.string().nullable() }).nullable(),
  lineas: z.array(lineaVentaSchema),
  pagos: z.array(pagoVentaSchema),
});
export type Venta = z.infer<typeof ventaSchema>;

/** A gift card sold on a ticket, as the desk hands it over: its code and its last valid day. */
export const giftcardVendidaSchema = z.object({ codigo: z.string(), vence: z.string() });

/**
 * `GET /api/ventas/:id`: the sale and its client's phone ('' without one), to send the receipt.
 * The phone is on this answer only, not on the sale the audit log records.
 */
export const ventaDetalleSchema = ventaSchema.extend({
  telefonoCliente: z.string(),
  /** The gift cards it sold, to print or send again (not in the audit log: a code is money). */
  giftcards: z.array(giftcardVendidaSchema),
});
export type VentaDetalle = z.infer<typeof ventaDetalleSchema>;

/** The two papers a receipt is printed on: a sheet, or the desk's 80 mm thermal roll. */
export const PAPELES = ['a4', '80mm'] as const;
export type Papel = (typeof PAPELES)[number];

/** `GET /api/ventas/:id/comprobante.pdf?papel=a4|80mm`: the receipt as a PDF. */
export const comprobanteQuerySchema = z.object({
  papel: z.enum(PAPELES, { error: "El papel debe ser 'a4' o '80mm'." }).default('a4'),
});

const entero = (message: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

/** `?desde=&hasta=&pagina=&porPagina=`: the range rules (as rangoQuerySchema words them), then the page's. */
export const ventasQuerySchema = z
  .object({
    desde: z.string({ error: rangoMessages.desde }).refine(isIsoDate, rangoMessages.desde),
    hasta: z.string({ error: rangoMessages.hasta }).refine(isIsoDate, rangoMessages.hasta),
    pagina: entero(ventasMessages.pagina, 1).default(1),
    porPagina: entero(ventasMessages.porPagina, 1, MAX_VENTAS_POR_PAGINA).default(VENTAS_POR_PAGINA),
  })
  .refine((r) => r.desde <= r.hasta, { message: rangoMessages.orden })
  .refine((r) => r.desde > r.hasta || !rangoTooLong(r), { message: rangoMessages.largo });
export type VentasQuery = z.output<typeof ventasQuerySchema>;

export const ventasPaginaSchema = z.object({
  ventas: z.array(ventaSchema),
  /** How many sales the range has in all. */
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
});
export type VentasPagina = z.infer<typeof ventasPaginaSchema>;

/** `GET /api/ventas/cliente/:id?pagina=&porPagina=`: a client's tickets, newest first. */
export const ventasDeClienteQuerySchema = z.object({
  pagina: entero(ventasMessages.pagina, 1).default(1),
  porPagina: entero(ventasMessages.porPagina, 1, MAX_VENTAS_POR_PAGINA).default(VENTAS_POR_PAGINA),
});
export type VentasDeClienteQuery = z.output<typeof ventasDeClienteQuerySchema>;

export const ventasDeClienteSchema = ventasPaginaSchema.extend({
  /** What she still owes on her tickets in all (annulled ones owe nothing). */
  saldo: z.number(),
});
export type VentasDeCliente = z.infer<typeof ventasDeClienteSchema>;

/* ---- Charging: `POST /api/ventas` and `POST /api/ventas/:id/pagos` ---- */

/** The words for a negative amount, which the ticket's form also says before anything is sent. */
export const noPuedeSerNegativo = (label: string) => `${label} no puede ser negativo.`;

const monto = (label: string) =>
  z
    .number({ error: `${label} debe ser un número.` })
    .min(0, noPuedeSerNegativo(label))
    .max(MAX_CENTS / 100, `${label} es demasiado alto.`)
    .refine(hasAtMostTwoDecimals, `${label} admite hasta 2 decimales.`);

export const descuentoInputSchema = z.object({
  tipo: z.enum(['%', '$'], { error: "El tipo de descuento debe ser '%' o '$'." }),
  valor: monto('El descuento'),
  motivo: z
    .string()
    // Stored: a control character (a NUL breaks PostgreSQL's text) is refused, as in every text field.
    .refine((v) => isPrintable(v), 'El motivo del descuento tiene caracteres no válidos.')
    .max(200, 'El motivo del descuento no puede superar los 200 caracteres.')
    .optional(),
});
export type DescuentoInput = z.infer<typeof descuentoInputSchema>;

const textoOpcional = (label: string, max: number, kind: 'text' | 'multiline' = 'text') =>
  optionalText(max, label, kind).optional();

export const lineaInputSchema = z.object({
  tipo: z.enum(TIPOS_DE_LINEA, {
    error: "El tipo de línea debe ser 'servicio', 'producto', 'propina', 'giftcard' o 'paquete'.",
  }),
  /** A pack's line: the pack sold (its price, unless `precio`). */
  idPaquete: idNumber('Elegí el paquete que se vende.').optional(),
  idTurno: idNumber('Turno no encontrado.').optional(),
  idServicio: idNumber('Servicio no encontrado.').optional(),
  idProducto: idNumber('Elegí el producto que se vende.').optional(),
  idEmpleado: idNumber('Profesional no encontrado.').optional(),
  cantidad: z
    .number()
    .int('La cantidad debe ser un número entero.')
    .min(1, 'La cantidad debe ser 1 o más.')
    .max(999)
    .optional(),
  precio: monto('El precio').optional(),
  descuento: descuentoInputSchema.optional(),
  /** A gift card's worth in pesos (or `idServicio`: a card for that service). */
  valor: monto('El valor de la gift card').optional(),
  /** A gift card's buyer when not the ticket's client, its recipient and its message. */
  comprador: textoOpcional('El comprador', 100),
  destinatario: textoOpcional('El destinatario', 100),
  mensaje: textoOpcional('El mensaje', 300, 'multiline'),
});
export type LineaInput = z.infer<typeof lineaInputSchema>;

export const pagoInputSchema = z
  .object({
    medioPago: z.enum(MEDIOS_DE_TICKET, { error: medioDeTicketMessage }),
    /** Left out for 'Paquete': a session pays its line whole. */
    monto: monto('El monto').optional(),
    /** Cash only: what the client handed; above the amount, the difference is the change. */
    entregado: monto('Lo entregado').optional(),
    /** 'Gift card' only: the card's code as typed or scanned ('K7QM-9XR4-TA'). */
    codigo: z.string({ error: 'El código de la gift card debe ser un texto.' }).max(40).optional(),
    /** 'Paquete' only: the client's pack whose session pays a line of its service. */
    idPaqueteCliente: idNumber('Elegí el paquete del que se usa la sesión.').optional(),
  })
  .refine((p) => p.medioPago !== MEDIO_GIFTCARD || (p.codigo ?? '').trim() !== '', {
    message: 'Escribí el código de la gift card.',
    path: ['codigo'],
  })
  .refine((p) => p.medioPago !== MEDIO_PAQUETE || p.idPaqueteCliente !== undefined, {
    message: 'Elegí el paquete del que se usa la sesión.',
    path: ['idPaqueteCliente'],
  })
  .refine((p) => p.medioPago === MEDIO_PAQUETE || p.monto !== undefined, {
    message: 'El monto debe ser un número.',
    path: ['monto'],
  });
export type PagoInput = z.infer<typeof pagoInputSchema>;

export const ventaInputSchema = z.object({
  idCliente: idNumber('El cliente es obligatorio.'),
  fecha: z.string({ error: 'La fecha es obligatoria.' }).refine(isIsoDate, 'La fecha no es válida.'),
  lineas: z.array(lineaInputSchema).min(1, 'El ticket necesita al menos una línea.').max(100),
  descuento: descuentoInputSchema.optional(),
  pagos: z.array(pagoInputSchema).max(10).default([]),
  /** Sells a product beyond its stock after the 409 'stock_insuficiente' question was answered. */
  confirmarStock: z.boolean().optional(),
});
export type VentaInput = z.infer<typeof ventaInputSchema>;

/**
 * `POST /api/ventas/:id/lineas`: more lines on an open ticket and payments with them, in one
 * transaction (payments alone too: a balance paid in two methods at once).
 */
export const lineasNuevasInputSchema = z
  .object({
    lineas: z.array(lineaInputSchema).max(100).default([]),
    pagos: z.array(pagoInputSchema).max(10).default([]),
    /** The ticket's discount from now on (null takes it off); left out, it stays as it is. */
    descuento: descuentoInputSchema.nullable().optional(),
    confirmarStock: z.boolean().optional(),
  })
  .refine((b) => b.lineas.length + b.pagos.length > 0 || b.descuento !== undefined, {
    message: 'Agregá al menos una línea, un pago o un descuento.',
  });
export type LineasNuevasInput = z.infer<typeof lineasNuevasInputSchema>;

/**
 * `GET /api/ventas/turno/:id`: the ticket a booking is on; while it is on none, the visit a new
 * ticket would charge: the client, the day and her bookings of that day on no ticket (this one
 * first), neither cancelled nor missed.
 */
export const ventaDeTurnoSchema = z.object({
  venta: ventaSchema.nullable(),
  visita: z
    .object({
      cliente: z.object({ id: z.number().int(), nombre: z.string() }),
      fecha: z.string(),
      turnos: z.array(turnoSchema),
    })
    .nullable(),
});
export type VentaDeTurno = z.infer<typeof ventaDeTurnoSchema>;

/** A sale just charged: the sale, the change given in cash, and the gift cards it sold. */
export const ventaCobradaSchema = ventaSchema.extend({ vuelto: z.number(), giftcards: z.array(giftcardVendidaSchema) });
export type VentaCobrada = z.infer<typeof ventaCobradaSchema>;

export const cobroMessages = {
  turnoNoEncontrado: 'Turno no encontrado.',
  turnoDeOtroCliente: 'El turno es de otro cliente.',
  turnoYaCobrado: 'Ese turno ya está en un ticket.',
  servicioNoEncontrado: 'Servicio no encontrado.',
  empleadoNoEncontrado: 'Profesional no encontrado.',
  clienteNoEncontrado: 'Cliente no encontrado.',
  productoSinId: 'Elegí el producto que se vende.',
  lineaSinPrecio: 'Cada línea sin turno necesita su precio.',
  propinaSinProfesional: 'La propina necesita su profesional.',
  descuentoMayor: 'El descuento no puede superar el importe.',
  debajoDeLoPagado:
    'Con ese descuento el ticket quedaría por debajo de lo que ya se pagó. Para devolver dinero, anulá el ticket.',
  pagoMayor: 'El pago supera el saldo del ticket.',
  entregadoMenor: 'Lo entregado no puede ser menos que el monto.',
  entregadoSoloEfectivo: 'Solo el pago en efectivo lleva lo entregado y el vuelto.',
  sinSaldo: 'El ticket no tiene saldo.',
  anulada: 'El ticket está anulado.',
  giftcardSinValor: 'Indicá el valor de la gift card o el servicio para el que vale, uno de los dos.',
  giftcardSinDescuento: 'Una gift card se vende por su valor: no lleva descuento.',
  giftcardNoEncontrada: 'No hay ninguna gift card con ese código.',
  giftcardAnulada: 'Esa gift card está anulada.',
  giftcardSinPagar: 'Esa gift card todavía no se terminó de pagar: se puede usar una vez paga.',
  giftcardUsada: 'Esa gift card ya se usó: no le queda saldo.',
  giftcardVencida: (vence: string) => `Esa gift card venció el ${vence}.`,
  giftcardSaldo: (saldo: string) => `A esa gift card le quedan ${saldo}.`,
  giftcardUsadaNoSeAnula: 'Este ticket vendió una gift card que ya se usó: no se puede anular.',
  paqueteSinId: 'Elegí el paquete que se vende.',
  lineaConSesion:
    'Un servicio de este ticket se pagó con una sesión de un paquete y el descuento del ticket cambiaría su importe: cobrá lo nuevo en otro ticket.',
} as const;

export const anulacionMessages = {
  motivo: 'Escribí el motivo de la anulación.',
  soloAdmin: 'Solo un administrador puede anular un ticket.',
} as const;

/**
 * `POST /api/ventas/:id/anular` (admins): why the ticket is annulled. Its payments are reversed
 * with entries dated today (a closed day's cash stays as it was counted), its products go back
 * to the shelf and its bookings are owed again at their price before the ticket.
 */
export const anulacionInputSchema = z.object({ motivo: requiredText(anulacionMessages.motivo, 500, 'El motivo') });
export type AnulacionInput = z.input<typeof anulacionInputSchema>;
