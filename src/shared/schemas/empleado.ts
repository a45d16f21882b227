import { z } from 'zod';

/** An employee as the API answers it (spec section 3). */
export const empleadoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  apellido: z.string(),
  telefono: z.string(),
  email: z.string(),
  porcentajeGanancia: z.number(),
});
export type Empleado = z.infer<typeof empleadoSchema>;
