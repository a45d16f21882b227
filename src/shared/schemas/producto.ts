import { z } from 'zod';
import { MAX_CENTS } from '#shared/domain/money.ts';
import { hasAtMostTwoDecimals, optionalText, requiredText } from './fields.ts';

/** The most units one product can hold or one move can carry: far above any shelf. */
export const MAX_UNIDADES = 1_000_000;

export const TIPOS_MOVIMIENTO = ['Venta', 'Compra', 'Ajuste', 'Uso interno'] as const;
export type TipoMovimiento = (typeof TIPOS_MOVIMIENTO)[number];
/** The moves recorded by hand; a sale comes from its ticket only, so the ledger and the stock agree. */
export const TIPOS_MOVIMIENTO_MANUAL = ['Compra', 'Ajuste', 'Uso interno'] as const;

/** The question a sale or a move beyond the stock gets (409), answered by sending it again confirmed. */
export const STOCK_INSUFICIENTE = 'stock_insuficiente';

export const productoMessages = {
  precio: 'El precio debe ser un número mayor o igual a 0.',
  costo: 'El costo debe ser un número mayor o igual a 0.',
  stock: 'El stock debe ser un número entero mayor o igual a 0.',
  stockMinimo: 'El stock mínimo debe ser un número entero mayor o igual a 0.',
  stockFueraDeRango: `Con ese movimiento el stock pasaría de ${MAX_UNIDADES.toLocaleString('es-AR')} unidades (o de −${MAX_UNIDADES.toLocaleString('es-AR')}): revisá la cantidad.`,
  cantidad: 'La cantidad debe ser un número entero distinto de 0.',
  cantidadPositiva: 'La cantidad debe ser un número entero mayor a 0.',
  tipo: 'El tipo de movimiento debe ser Compra, Ajuste o Uso interno.',
  motivoObligatorio: 'Indicá el motivo del ajuste.',
  costoSoloCompra: 'El costo se indica solo en una compra.',
  ventaDesdeTicket: 'Las ventas se registran desde el ticket (Cobrar), no como movimiento.',
} as const;

const money = (required: string, message: string) =>
  z
    .number({ error: required })
    .min(0, message)
    .max(MAX_CENTS / 100, message)
    .refine(hasAtMostTwoDecimals, message.replace(/\.$/, ', con hasta 2 decimales.'));

const units = (message: string) => z.number({ error: message }).int(message).min(0, message).max(MAX_UNIDADES, message);

/** A product as the form and the API receive it. `stock` is the starting stock of a new product. */
export const productoInputSchema = z.object({
  nombre: requiredText('El nombre es obligatorio.', 120, 'El nombre'),
  marca: optionalText(60, 'La marca'),
  categoria: optionalText(60, 'La categoría'),
  codigo: optionalText(60, 'El código'),
  precio: money('El precio es obligatorio.', productoMessages.precio),
  costo: money(productoMessages.costo, productoMessages.costo).nullish(),
  stock: units(productoMessages.stock).optional(),
  stockMinimo: units(productoMessages.stockMinimo).optional(),
  activo: z.boolean({ error: 'Indicá si el producto está activo (sí o no).' }).optional(),
});
export type ProductoInput = z.input<typeof productoInputSchema>;
export type ParsedProducto = z.output<typeof productoInputSchema>;

/** A product as the API answers it. `costo` is null when unknown or hidden (staff without the figures). */
export const productoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  marca: z.string(),
  categoria: z.string(),
  codigo: z.string(),
  precio: z.number(),
  costo: z.number().nullable(),
  stock: z.number().int(),
  stockMinimo: z.number().int(),
  activo: z.boolean(),
  /** Stock at or below its minimum ('Stock bajo'). */
  stockBajo: z.boolean(),
});
export type Producto = z.infer<typeof productoSchema>;

/** `GET /api/productos?q=&stockBajo=1`: by name, brand or code; only the active ones at or below their minimum. */
export const productosQuerySchema = z.object({
  q: z
    .string({ error: 'La búsqueda debe ser un texto.' })
    .max(100, 'La búsqueda admite hasta 100 caracteres.')
    .optional(),
  stockBajo: z.enum(['1'], { error: 'stockBajo solo admite 1.' }).optional(),
});

/** A stock move recorded by hand: a purchase or an internal use takes a positive quantity, an adjustment a signed one. */
export const movimientoInputSchema = z
  .object({
    tipo: z.enum(TIPOS_MOVIMIENTO_MANUAL, { error: productoMessages.tipo }),
    cantidad: z
      .number({ error: productoMessages.cantidad })
      .int(productoMessages.cantidad)
      .min(-MAX_UNIDADES, productoMessages.cantidad)
      .max(MAX_UNIDADES, productoMessages.cantidad)
      .refine((v) => v !== 0, productoMessages.cantidad),
    motivo: optionalText(200, 'El motivo'),
    /** A purchase's unit cost; it becomes the product's cost. */
    costo: money(productoMessages.costo, productoMessages.costo).nullish(),
    /** Sent after the 'stock_insuficiente' question: the move leaves the stock below 0 and that is what happened. */
    confirmar: z.boolean({ error: 'confirmar debe ser sí o no.' }).optional(),
  })
  .superRefine((m, ctx) => {
    if (m.tipo !== 'Ajuste' && m.cantidad < 0) {
      ctx.addIssue({ code: 'custom', message: productoMessages.cantidadPositiva, path: ['cantidad'] });
    }
    if (m.tipo === 'Ajuste' && m.motivo === '') {
      ctx.addIssue({ code: 'custom', message: productoMessages.motivoObligatorio, path: ['motivo'] });
    }
    if (m.tipo !== 'Compra' && m.costo != null) {
      ctx.addIssue({ code: 'custom', message: productoMessages.costoSoloCompra, path: ['costo'] });
    }
  });
export type MovimientoInput = z.input<typeof movimientoInputSchema>;
export type ParsedMovimiento = z.output<typeof movimientoInputSchema>;

/** A stock move as the API answers it, with the stock it left. */
export const movimientoSchema = z.object({
  id: z.number().int(),
  idProducto: z.number().int(),
  fecha: z.string(),
  hora: z.string(),
  tipo: z.enum(TIPOS_MOVIMIENTO),
  cantidad: z.number().int(),
  costo: z.number().nullable(),
  motivo: z.string(),
  usuario: z.string().nullable(),
  idVenta: z.number().int().nullable(),
  stockDespues: z.number().int(),
});
export type Movimiento = z.infer<typeof movimientoSchema>;

export const movimientosPageSchema = z.object({
  movimientos: z.array(movimientoSchema),
  pagina: z.number().int(),
  hayMas: z.boolean(),
});
export type MovimientosPage = z.infer<typeof movimientosPageSchema>;
