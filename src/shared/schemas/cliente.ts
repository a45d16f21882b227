import { z } from 'zod';
import { isPhone, optionalEmail, optionalText, requiredText } from './fields.ts';

/** A client as the forms and the API receive it (spec sections 3 and 5). */
export const clienteInputSchema = z.object({
  nombre: requiredText('El nombre es obligatorio.', 100, 'El nombre', 'name'),
  apellido: optionalText(100, 'El apellido', 'name'),
  telefono: requiredText('El teléfono es obligatorio.', 40, 'El teléfono', 'name').refine(
    isPhone,
    'El teléfono no es válido: usá números (entre 6 y 20), espacios, guiones o +.',
  ),
  email: optionalEmail,
});
export type ClienteInput = z.input<typeof clienteInputSchema>;

/** A client as the API answers it. */
export const clienteSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  apellido: z.string(),
  telefono: z.string(),
  email: z.string(),
});
export type Cliente = z.infer<typeof clienteSchema>;

/** How a client's name reads in tables, pickers and files: first name and last name. */
export function nombreCompleto(c: { nombre: string; apellido: string }): string {
  return [c.nombre, c.apellido].filter((p) => p.trim() !== '').join(' ');
}
