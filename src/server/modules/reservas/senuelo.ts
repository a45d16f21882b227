import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { reservaCodes } from '#shared/domain/reserva-messages.ts';
import type { Ajustes } from '#shared/schemas/ajustes.ts';
import { fromMinutes, isSlot, toMinutes } from '#shared/domain/slots.ts';
import { codes } from '#shared/messages.ts';
import { reservaMessages, serviciosDe, type ReservaCreada, type reservaInputSchema } from '#shared/schemas/reserva.ts';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { ahoraEn, type Reloj } from '#server/reloj.ts';
import { conHorario, primerNombre, reservaDe, serviciosDeLaVisita } from './repository.ts';

/**
 * The answer to a robot caught by the honeypot (a field no person sees, filled in): what a real
 * booking answers, 201 with a plausible confirmation of the time it asked for, so it has no reason
 * to try again another way. Nothing is written (no client, no appointment, no attempt counted) and
 * its token is random and never stored, so its cancel link finds nothing. A service or an employee
 * that does not take online bookings is refused as a real booking refuses it.
 */
export async function reservaSenuelo(
  db: Db,
  input: z.output<typeof reservaInputSchema>,
  ajustes: Ajustes,
  reloj: Reloj,
): Promise<ReservaCreada> {
  // A quarter hour is taken only right after a booking that ends there: the decoy, which reads
  // no bookings, refuses it as a real booking mostly would.
  if (!isSlot(input.hora)) throw new HttpError(400, reservaMessages.hora, { code: codes.datoInvalido });
  const servicios = await serviciosDeLaVisita(db, serviciosDe(input));
  const equipo = await conHorario(db, input.idEmpleado);
  const profesional = equipo[0];
  // The same refusal, code included, as a real booking's: nothing tells a robot it was caught.
  if (profesional === undefined) {
    throw new HttpError(409, reservaMessages.noDisponible, { code: reservaCodes.noDisponible });
  }
  let minuto = toMinutes(input.hora);
  const pasos = servicios.map((servicio) => {
    const hora = fromMinutes(minuto);
    minuto += servicio.duracion;
    return { servicio, hora, profesional: primerNombre(profesional) };
  });
  return {
    ...reservaDe(input.fecha, pasos, ajustes, ahoraEn(reloj), reloj),
    token: randomBytes(32).toString('base64url'),
  };
}
