import { deudaLink } from '#shared/domain/whatsapp.ts';
import type { Deudor, DeudoresPagina } from '#shared/schemas/reportes.ts';

export const deudoresTexts = {
  sinTelefono: 'Sin teléfono',
  telefonoInvalido: 'El teléfono no es un número de WhatsApp válido',
} as const;

/**
 * How to reach a client about their balance, all she owes (appointments and tickets): the wa.me
 * link with the note written (greeted by first name, signed by the centre), or why there is none.
 */
export function contactoDeudor(d: Deudor, centro: string): { href: string } | { motivo: string } {
  if (d.telefono.trim() === '') return { motivo: deudoresTexts.sinTelefono };
  const href = deudaLink(d.telefono, {
    cliente: d.pila,
    centro,
    monto: d.debe,
    fecha: d.desde,
    turnos: d.turnos,
    tickets: d.tickets,
  });
  return href === null ? { motivo: deudoresTexts.telefonoInvalido } : { href };
}

/**
 * The pages asked for so far, as one list. A payment between two pages can move a client from
 * one to the next: she is drawn once, where she was first.
 */
export function filasDePaginas(paginas: readonly DeudoresPagina[]): Deudor[] {
  const vistos = new Set<number>();
  return paginas.flatMap((p) =>
    p.deudores.filter((d) => {
      if (vistos.has(d.idCliente)) return false;
      vistos.add(d.idCliente);
      return true;
    }),
  );
}
