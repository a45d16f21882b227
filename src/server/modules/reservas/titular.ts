import { foldText } from '#shared/domain/text.ts';
import { whatsappNumber } from '#shared/domain/whatsapp.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';

/** An active client whose phone is the booking's WhatsApp number. */
export interface ClienteDelTelefono {
  id: number;
  nombre: string;
}

/** The active clients whose phone is this WhatsApp number, oldest first. */
export async function clientesDelTelefono(db: Db, numero: string): Promise<ClienteDelTelefono[]> {
  const rows = await db
    .selectFrom('clientes')
    .select(['id', 'nombre', 'telefono'])
    .where('archived_at', 'is', null)
    .where('telefono', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.filter((c) => whatsappNumber(c.telefono ?? '') === numero).map(({ id, nombre }) => ({ id, nombre }));
}

/** A name's first word, accents, case and spacing set aside: 'Rocío Gómez' → 'rocio'. */
function primerNombre(nombre: string): string {
  return foldText(nombre).split(' ')[0] ?? '';
}

/**
 * Who a booking is for, among the clients of its phone: the first whose first name is the one
 * typed (accent- and case-blind), or nobody. A phone is not an identity: booking as 'Otra Persona'
 * with a client's number must not put the appointment under her name in the agenda, so nobody
 * means a new client, which the client list then shows as a possible duplicate of hers (same
 * phone digits), for the staff to merge or keep apart.
 */
export function titular<C extends ClienteDelTelefono>(clientes: readonly C[], nombre: string): C | undefined {
  const buscado = primerNombre(nombre);
  return buscado === '' ? undefined : clientes.find((c) => primerNombre(c.nombre) === buscado);
}

/**
 * The client a booking found by phone is written for, read again under a lock (shared, on
 * PostgreSQL) held to the end of the booking's transaction. A merge locks both clients for update,
 * so it either waits for the booking and then moves it, or has already archived the duplicate:
 * then the booking goes to the client it was merged into (the same person), never to the archived
 * row. A client archived otherwise is nobody: the booking adds a new one. SQLite has one writer.
 */
export async function clienteVigente(db: Db, id: number): Promise<number | undefined> {
  const leer = (cual: number) => {
    const query = db.selectFrom('clientes').select(['archived_at', 'fusionado_en']).where('id', '=', cual);
    return (isPostgres(db) ? query.forShare() : query).executeTakeFirst();
  };
  let actual = id;
  // A merged client points at the one it was merged into; that one may have been merged since.
  for (let saltos = 0; saltos < 10; saltos++) {
    const row = await leer(actual);
    if (row === undefined) return undefined;
    if (row.fusionado_en === null) return row.archived_at === null ? actual : undefined;
    actual = row.fusionado_en;
  }
  return undefined;
}
