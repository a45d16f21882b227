import type { z } from 'zod';
import { productoMessages } from '#shared/schemas/producto.ts';
import { HttpError } from '#server/http/errors.ts';

/**
 * The code of a refused product or stock move, by the field the first problem is about: the web
 * (and the ticket) decide on it, never on the Spanish sentence.
 */
const CODIGOS: Record<string, string> = {
  nombre: 'nombre_invalido',
  marca: 'marca_invalida',
  categoria: 'categoria_invalida',
  codigo: 'codigo_invalido',
  precio: 'precio_invalido',
  costo: 'costo_invalido',
  stock: 'stock_invalido',
  stockMinimo: 'stock_minimo_invalido',
  activo: 'activo_invalido',
  tipo: 'tipo_invalido',
  cantidad: 'cantidad_invalida',
  motivo: 'motivo_invalido',
  confirmar: 'confirmar_invalido',
};

/**
 * The body checked with its schema inside the handler rather than by the route, so a refusal is
 * a 400 with the field's message and a code.
 */
export function validar<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'El pedido debe ser un objeto JSON.', { code: 'dato_invalido' });
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? '');
  const message = issue?.message ?? 'Dato inválido.';
  const code =
    message === productoMessages.motivoObligatorio ? 'motivo_obligatorio' : (CODIGOS[field] ?? 'dato_invalido');
  throw new HttpError(400, message, { code });
}
