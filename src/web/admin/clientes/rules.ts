import { formatFechaCorta } from '#shared/domain/dates.ts';
import { nombreCompleto } from '#shared/domain/names.ts';
import type { Cliente, TurnosPorVenir } from '#shared/schemas/cliente.ts';

/** A client as a message names them: two clients of one name are told apart by their phones. */
function nombreYTelefono(c: Cliente): string {
  return `${nombreCompleto(c)} (${c.telefono === '' ? 'sin teléfono' : c.telefono})`;
}

/** What a merge did, once done: `duplicado` as it was, `cliente` as the merge left it. */
export function fusionMensaje(duplicado: Cliente, cliente: Cliente): string {
  return `${nombreYTelefono(duplicado)} se fusionó en ${nombreYTelefono(cliente)}.`;
}

/** The bookings an erasure would leave nameless in the agenda: how many and the first; null with none. */
export function turnosPorVenirTexto({ cantidad, primero }: TurnosPorVenir): string | null {
  if (cantidad === 0 || primero === null) return null;
  const cuando = `el ${formatFechaCorta(primero.fecha)} a las ${primero.hora}`;
  return cantidad === 1
    ? `Tiene 1 turno por venir: ${cuando}.`
    : `Tiene ${cantidad} turnos por venir; el primero, ${cuando}.`;
}
