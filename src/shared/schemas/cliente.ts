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
  telefono: optionalText(40, 'El teléfono', 'name').refine((v) => v === '' || isPhone(v), TELEFONO_INVALIDO),
  email: optionalEmail,
});
export type ClienteInput = z.input<typeof clienteInputSchema>;

/** The Clientes screen's form: name and phone required there (spec section 5). */
export const clienteConTelefonoSchema = clienteInputSchema.extend({
  telefono: requiredText('El teléfono es obligatorio.', 40, 'El teléfono', 'name').refine(isPhone, TELEFONO_INVALIDO),
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
