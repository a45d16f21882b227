import { fromCents } from '#shared/domain/money.ts';
import { nombreCompleto, servicioLabel } from '#shared/domain/names.ts';
import { foldText, searchWords } from '#shared/domain/text.ts';
import { whatsappNumber } from '#shared/domain/whatsapp.ts';
import { BUSCAR_TURNOS_LIMITE, turnoCodes, type Turno, type TurnosBuscados } from '#shared/schemas/turno.ts';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';

export const turnoNotFound = 'Turno no encontrado.';

/** Appointments with the names people read: client, service (its short name, else its description), employee. */
export function selectTurnos(db: Db) {
  return db
    .selectFrom('turnos as t')
    .innerJoin('clientes as c', 'c.id', 't.id_cliente')
    .innerJoin('empleados as e', 'e.id', 't.id_empleado')
    .innerJoin('servicios_base as s', 's.id', 't.id_servicio')
    .select([
      't.id',
      't.id_cliente',
      't.id_empleado',
      't.id_servicio',
      't.fecha',
      't.hora',
      't.duracion',
      't.costo_cents',
      't.estado',
      't.monto_abonado_cents',
      't.asistencia',
      't.confirmacion',
      't.medio_pago',
      't.origen',
      't.id_visita',
      'c.nombre as c_nombre',
      'c.apellido as c_apellido',
      'c.telefono as c_telefono',
      'e.nombre as e_nombre',
      'e.apellido as e_apellido',
      's.nombre as s_nombre',
      's.descripcion as s_descripcion',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectTurnos>['executeTakeFirstOrThrow']>>;

export function toTurno(r: Row): Turno {
  return {
    id: r.id,
    idCliente: r.id_cliente,
    idEmpleado: r.id_empleado,
    idServicio: r.id_servicio,
    fecha: r.fecha,
    hora: r.hora,
    duracion: r.duracion,
    costo: fromCents(r.costo_cents),
    estado: r.estado,
    montoAbonado: r.monto_abonado_cents === null ? null : fromCents(r.monto_abonado_cents),
    asistencia: r.asistencia,
    confirmacion: r.confirmacion,
    medioPago: r.medio_pago,
    origen: r.origen,
    idVisita: r.id_visita ?? r.id,
    clienteNombre: nombreCompleto({ nombre: r.c_nombre, apellido: r.c_apellido ?? '' }),
    clienteTelefono: r.c_telefono ?? '',
    servicioNombre: servicioLabel({ nombre: r.s_nombre, descripcion: r.s_descripcion }),
    empleadoNombre: nombreCompleto({ nombre: r.e_nombre, apellido: r.e_apellido }),
  };
}

/**
 * One day's appointments (the agenda) or a range of days (the reports, an employee's summary),
 * by date, time and employee.
 */
export async function listTurnos(
  db: Db,
  range: { desde: string; hasta: string; idEmpleado?: number },
): Promise<Turno[]> {
  let query = selectTurnos(db).where('t.fecha', '>=', range.desde).where('t.fecha', '<=', range.hasta);
  if (range.idEmpleado !== undefined) query = query.where('t.id_empleado', '=', range.idEmpleado);
  const rows = await query.orderBy('t.fecha').orderBy('t.hora').orderBy('t.id_empleado').execute();
  return rows.map(toTurno);
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Which clients a search names: each of its words is in the full name, accents and case aside
 * ('maria' finds 'María'), or, when the search has at least 3 digits, a word without letters is
 * in the phone's digits ('5555 1234' and '1155551234' find '11 5555-1234'). Two digits alone
 * would match most phones, so they are looked for in the name only. A whole phone typed another
 * way ('+54 9 11 5555-1234' as WhatsApp shows it, '011 15 5555-1234') finds the same number.
 * The history's search of its appointments table uses it too (issue 19).
 */
export function clienteMatcher(
  q: string,
): (c: { nombre: string; apellido: string | null; telefono: string | null }) => boolean {
  // Invisible formatting marks are dropped (WhatsApp wraps a copied phone in U+202A … U+202C),
  // and punctuation alone ('-' between two parts of a phone) is no word to look for.
  const visible = q.replace(/\p{Cf}/gu, '');
  const words = searchWords(visible).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const onlyPhone = !/\p{L}/u.test(visible);
  const phoneWords = digitsOf(visible).length >= 3 ? words.filter((w) => !/\p{L}/u.test(w) && /\d/.test(w)) : [];
  const whatsapp = onlyPhone ? whatsappNumber(visible) : null;
  return (c) => {
    const nombre = foldText(nombreCompleto({ nombre: c.nombre, apellido: c.apellido ?? '' }));
    const telefono = digitsOf(c.telefono ?? '');
    if (whatsapp !== null && c.telefono !== null && whatsappNumber(c.telefono) === whatsapp) return true;
    return words.every(
      (w) => nombre.includes(w) || (phoneWords.includes(w) && telefono !== '' && telefono.includes(digitsOf(w))),
    );
  };
}

/** Clients' ids per query: far below any database's limit of bound values. */
const IDS_PER_QUERY = 500;

/**
 * 'Buscar turno': the appointments of the clients a search names (clienteMatcher), past and
 * upcoming, newest first, at most BUSCAR_TURNOS_LIMITE, and whether there were more.
 *
 * The names are folded here rather than in SQL: SQLite has no accent folding and PostgreSQL's
 * needs the unaccent extension, so matching in the database would find different clients on
 * each. Archived clients count: their past appointments are still theirs.
 */
export async function buscarTurnos(db: Db, q: string): Promise<TurnosBuscados> {
  const matches = clienteMatcher(q);
  const clientes = await db.selectFrom('clientes').select(['id', 'nombre', 'apellido', 'telefono']).execute();
  const ids = clientes.filter(matches).map((c) => c.id);
  const rows: Row[] = [];
  // One more than shown, to know whether there are more; from each slice of clients, then the newest overall.
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    rows.push(
      ...(await selectTurnos(db)
        .where('t.id_cliente', 'in', ids.slice(i, i + IDS_PER_QUERY))
        .orderBy('t.fecha', 'desc')
        .orderBy('t.hora', 'desc')
        .orderBy('t.id', 'desc')
        .limit(BUSCAR_TURNOS_LIMITE + 1)
        .execute()),
    );
  }
  if (ids.length > IDS_PER_QUERY) rows.sort(newestFirst);
  return {
    turnos: rows.slice(0, BUSCAR_TURNOS_LIMITE).map(toTurno),
    hayMas: rows.length > BUSCAR_TURNOS_LIMITE,
  };
}

function newestFirst(a: Row, b: Row): number {
  if (a.fecha !== b.fecha) return a.fecha < b.fecha ? 1 : -1;
  if (a.hora !== b.hora) return a.hora < b.hora ? 1 : -1;
  return b.id - a.id;
}

export async function getTurno(db: Db, id: number): Promise<Turno> {
  const row = await selectTurnos(db).where('t.id', '=', id).executeTakeFirst();
  if (row === undefined) throw new HttpError(404, turnoNotFound, { code: turnoCodes.noEncontrado });
  return toTurno(row);
}
