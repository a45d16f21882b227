import { z } from 'zod';
import { optionalEmail, optionalText, requiredText } from './fields.ts';

/** Default profit share of a new employee (spec section 9). */
export const PORCENTAJE_GANANCIA_DEFAULT = 50;

/** An employee as the forms and the API receive it (spec sections 3 and 5). */
export const empleadoInputSchema = z.object({
  nombre: requiredText('El nombre es obligatorio.', 100, 'El nombre', 'name'),
  apellido: requiredText('El apellido es obligatorio.', 100, 'El apellido', 'name'),
  telefono: optionalText(40, 'El teléfono', 'name'),
  email: optionalEmail,
  porcentajeGanancia: z
    .number({ error: 'El porcentaje de ganancia es obligatorio.' })
    .min(0, 'El porcentaje de ganancia debe estar entre 0 y 100.')
    .max(100, 'El porcentaje de ganancia debe estar entre 0 y 100.')
    .default(PORCENTAJE_GANANCIA_DEFAULT),
});
export type EmpleadoInput = z.input<typeof empleadoInputSchema>;

/** An employee as the API answers it (spec section 3). */
export const empleadoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  apellido: z.string(),
  telefono: z.string(),
  email: z.string(),
  /** Left out for staff while an admin keeps the centre's figures to admins (issue 19). */
  porcentajeGanancia: z.number().optional(),
});
export type Empleado = z.infer<typeof empleadoSchema>;
