import { z } from 'zod';
import { MAX_CENTS } from '#shared/domain/money.ts';
import { hasAtMostTwoDecimals, idNumber, requiredText } from './fields.ts';

/**
 * Session packs ('Paquetes', decision 046). The owner defines them (`GET/POST /api/paquetes`,
 * `PUT /api/paquetes/:id`); a ticket's line `{ tipo: 'paquete', idPaquete }` sells one to the
 * ticket's client, and a payment `{ medioPago: 'Paquete', idPaqueteCliente }` uses one of its
 * sessions to pay a line of one of its services. `GET /api/clientes/:id/paquetes`: hers.
 */

export const MAX_SESIONES = 200;
export const MAX_VALIDEZ_DIAS = 3650;

export const paqueteMessages = {
  nombre: 'El nombre del paquete es obligatorio.',
  servicio: 'Elegí el servicio del paquete.',
  servicioNoEncontrado: 'Uno de los servicios del paquete no existe.',
  sesiones: `Las sesiones deben ser un número entero de 1 a ${MAX_SESIONES}.`,
  precio: 'El precio debe ser un número mayor o igual a 0, con hasta 2 decimales.',
  validez: `La validez debe ser un número entero de días, de 1 a ${MAX_VALIDEZ_DIAS}.`,
  activo: 'Indicá si el paquete está activo (sí o no).',
  noEncontrado: 'Paquete no encontrado.',
  inactivo: 'Ese paquete ya no se vende.',
  serviciosVendido:
    'Ese paquete ya se vendió: sus servicios no cambian (las sesiones vendidas son para esos). Para otros servicios, creá un paquete nuevo.',
  soloAdmin: 'Solo un administrador puede crear o editar paquetes.',
} as const;

/** Why a pack cannot pay a line (the 400s of a ticket's 'Paquete' payment). */
export const sesionMessages = {
  sinPaquete: 'Elegí el paquete del que se usa la sesión.',
  noEncontrado: 'Ese paquete no es de este cliente.',
  anulado: 'Ese paquete está anulado.',
  sinPagar: 'Ese paquete todavía no se terminó de pagar: sus sesiones se usan una vez pago.',
  sinSesiones: 'A ese paquete no le quedan sesiones.',
  vencido: (vence: string) => `Ese paquete venció el ${vence}.`,
  otroServicio: 'Ese paquete no es para ningún servicio de este ticket que falte pagar.',
  usadoNoSeAnula: 'Este ticket vendió un paquete que ya tiene sesiones usadas: no se puede anular.',
} as const;

const entero = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** A pack as the owner defines it: one service, or any of a set (`idServicios`, the first is `idServicio`). */
export const paqueteInputSchema = z.object({
  nombre: requiredText(paqueteMessages.nombre, 120, 'El nombre'),
  idServicio: idNumber(paqueteMessages.servicio),
  /** More services a session may pay besides `idServicio` ('any of a set'). */
  idServicios: z.array(idNumber(paqueteMessages.servicio)).max(50).optional(),
  sesiones: entero(paqueteMessages.sesiones, 1, MAX_SESIONES),
  precio: z
    .number({ error: paqueteMessages.precio })
    .min(0, paqueteMessages.precio)
    .max(MAX_CENTS / 100, paqueteMessages.precio)
    .refine(hasAtMostTwoDecimals, paqueteMessages.precio),
  validezDias: entero(paqueteMessages.validez, 1, MAX_VALIDEZ_DIAS),
  activo: z.boolean({ error: paqueteMessages.activo }).optional(),
});
export type PaqueteInput = z.infer<typeof paqueteInputSchema>;

export const paqueteSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  idServicio: z.number().int(),
  /** Every service a session pays, `idServicio` first. */
  idServicios: z.array(z.number().int()),
  servicios: z.array(z.string()),
  sesiones: z.number().int(),
  precio: z.number(),
  validezDias: z.number().int(),
  activo: z.boolean(),
});
export type Paquete = z.infer<typeof paqueteSchema>;

export const ESTADOS_PAQUETE = ['Vigente', 'Usado', 'Vencido', 'Anulado'] as const;

/** A client's pack: what she bought, its sessions used and left, its last valid day. */
export const paqueteClienteSchema = z.object({
  id: z.number().int(),
  idPaquete: z.number().int(),
  nombre: z.string(),
  idServicios: z.array(z.number().int()),
  servicios: z.array(z.string()),
  sesiones: z.number().int(),
  sesionesUsadas: z.number().int(),
  sesionesRestantes: z.number().int(),
  /** What it sold for, in pesos (the line's total). */
  precio: z.number(),
  idVenta: z.number().int(),
  vendido: z.string(),
  vence: z.string(),
  /** Whether its line is paid in full: its sessions are used only then. */
  pagado: z.boolean(),
  estado: z.enum(ESTADOS_PAQUETE),
});
export type PaqueteCliente = z.infer<typeof paqueteClienteSchema>;
