import { compareText, foldText } from '#shared/domain/text.ts';
import { nombreCompleto } from '#shared/domain/names.ts';
import { whatsappNumber } from '#shared/domain/whatsapp.ts';
import type { Cliente, Duplicado } from '#shared/schemas/cliente.ts';
import type { Db } from '#server/db/dialect.ts';
import { listClientes } from './repository.ts';

/**
 * Likely duplicates among the active clients: the same phone (its digits, six or more), or the same
 * name once accents, case and spaces are set aside. A pair found both ways is listed once, by phone.
 */
export async function duplicados(db: Db): Promise<Duplicado[]> {
  const clientes = await listClientes(db);
  /** The groups of two or more sharing a key, each in id order, by their ids. */
  const grupos = (key: (c: Cliente) => string | null) => {
    const map = new Map<string, Cliente[]>();
    for (const c of clientes) {
      const k = key(c);
      if (k !== null) map.set(k, [...(map.get(k) ?? []), c]);
    }
    return new Map(
      [...map.values()]
        .filter((g) => g.length > 1)
        .map((g) => g.sort((a, b) => a.id - b.id))
        .map((g) => [g.map((c) => c.id).join(','), g]),
    );
  };
  const porTelefono = grupos((c) => {
    // An Argentine number's ten national digits however written ('011 15 …' too), else the last ten digits.
    const digits = whatsappNumber(c.telefono) ?? c.telefono.replace(/\D/g, '');
    return digits.length >= 6 ? digits.slice(-10) : null;
  });
  const porNombre = grupos((c) => foldText(nombreCompleto(c)) || null);
  return [
    ...[...porTelefono.values()].map((g) => ({ motivo: 'telefono' as const, clientes: g })),
    ...[...porNombre]
      .filter(([ids]) => !porTelefono.has(ids))
      .map(([, g]) => ({ motivo: 'nombre' as const, clientes: g })),
  ].sort((a, b) => compareText(nombreCompleto(a.clientes[0] as Cliente), nombreCompleto(b.clientes[0] as Cliente)));
}
