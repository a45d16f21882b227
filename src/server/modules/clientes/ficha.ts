import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import { formatFecha, todayIn } from '#shared/domain/dates.ts';
import { compareText, foldText } from '#shared/domain/text.ts';
import { fromCents } from '#shared/domain/money.ts';
import { topDeConteos } from '#shared/domain/totals.ts';
import { nombreCompleto, servicioLabel } from '#shared/domain/names.ts';
import { whatsappNumber } from '#shared/domain/whatsapp.ts';
import {
  FICHA_TURNOS_POR_PAGINA,
  fichaMessages,
  type Cliente,
  type ClienteFicha,
  type Duplicado,
  type Ficha,
  type Nota,
  type NotaInput,
} from '#shared/schemas/cliente.ts';
import type { TurnosPagina } from '#shared/schemas/reportes.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { activeRowForUpdate } from '#server/db/archive.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import type { ClientesTable, Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { deudaCents, libera, num, pagadoCents, vencido } from '#server/modules/reportes/repository.ts';
import { selectTurnos, toTurno, type Reloj } from '#server/modules/turnos/repository.ts';
import type { Selectable } from 'kysely';
import { clienteNotFound, listClientes, toCliente } from './repository.ts';

/*
 * The client file (issue 20): the client with their figures and appointments, the staff's notes,
 * merging a duplicate into the client, and erasing a client's personal data on request.
 */

const NOTAS = 'clientes_notas';
/** What an erased client is called wherever their appointments and payments still show. */
export const CLIENTE_BORRADO = 'Cliente borrado';
const DAY_MS = 86_400_000;

function toClienteFicha(row: Selectable<ClientesTable>): ClienteFicha {
  return {
    ...toCliente(row),
    archivado: row.archived_at !== null,
    fusionadoEn: row.fusionado_en,
    datosBorrados: row.datos_borrados_at !== null,
  };
}

/**
 * Any client by id, archived ones too (their file stays readable); 404 otherwise. `lock`: held
 * until the transaction ends on PostgreSQL, so a note cannot slip in beside an erasure or a merge.
 */
async function clienteRow(db: Db, id: number, lock = false): Promise<Selectable<ClientesTable>> {
  let query = db.selectFrom('clientes').selectAll().where('id', '=', id);
  if (lock && isPostgres(db)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (row === undefined) throw new HttpError(404, clienteNotFound);
  return row;
}

/** Days from one ISO date to another. */
function diasEntre(desde: string, hasta: string): number {
  return Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / DAY_MS);
}

/** The client and their figures, every sum made by the database over their appointments. */
export async function fichaCliente(db: Db, reloj: Reloj, id: number): Promise<Ficha> {
  const cliente = toClienteFicha(await clienteRow(db, id));
  const deCliente = () => db.selectFrom('turnos as t').where('t.id_cliente', '=', id);
  const pasado = vencido(reloj);
  const visita = sql<SqlBool>`${pasado} and not (${libera})`;
  const [sumas, proximo, servicios] = await Promise.all([
    deCliente()
      .select([
        sql<number>`count(case when ${visita} then 1 end)`.as('visitas'),
        sql<number>`count(distinct case when ${visita} then t.fecha end)`.as('dias'),
        sql<string | null>`min(case when ${visita} then t.fecha end)`.as('primera'),
        sql<string | null>`max(case when ${visita} then t.fecha end)`.as('ultima'),
        sql<number>`coalesce(sum(${pagadoCents}), 0)`.as('pagado'),
        sql<number>`coalesce(sum(case when ${pasado} then ${deudaCents} else 0 end), 0)`.as('vencida'),
        sql<number>`coalesce(sum(case when ${pasado} then 0 else ${deudaCents} end), 0)`.as('aCobrar'),
        sql<number>`count(case when t.asistencia = ${sql.lit('No vino')} then 1 end)`.as('noVino'),
        sql<string | null>`max(case when t.asistencia = ${sql.lit('No vino')} then t.fecha end)`.as('ultimoNoVino'),
        sql<number>`count(case when t.asistencia = ${sql.lit('Canceló')} then 1 end)`.as('cancelo'),
        sql<string | null>`max(case when t.asistencia = ${sql.lit('Canceló')} then t.fecha end)`.as(
          'ultimaCancelacion',
        ),
      ])
      .executeTakeFirstOrThrow(),
    deCliente()
      .where(sql<SqlBool>`not (${pasado})`)
      .where(sql<SqlBool>`not (${libera})`)
      .select(['t.fecha', 't.hora'])
      .orderBy('t.fecha')
      .orderBy('t.hora')
      .limit(1)
      .executeTakeFirst(),
    // The services the client came for: their visits.
    deCliente()
      .innerJoin('servicios_base as s', 's.id', 't.id_servicio')
      .where(visita)
      .groupBy(['s.id', 's.nombre', 's.descripcion'])
      .select(['s.nombre', 's.descripcion', sql<number>`count(*)`.as('veces')])
      .execute(),
  ]);
  // As the history's top five counts them: services that read the same are one.
  const frecuente = topDeConteos(
    servicios.map((s) => ({ nombre: servicioLabel(s), veces: num(s.veces) })),
    1,
  )[0];
  const dias = num(sumas.dias);
  return {
    cliente,
    cifras: {
      visitas: num(sumas.visitas),
      totalPagado: fromCents(num(sumas.pagado)),
      deudaVencida: fromCents(num(sumas.vencida)),
      aCobrar: fromCents(num(sumas.aCobrar)),
      noVino: num(sumas.noVino),
      ultimoNoVino: sumas.ultimoNoVino,
      cancelo: num(sumas.cancelo),
      ultimaCancelacion: sumas.ultimaCancelacion,
      ultimaVisita: sumas.ultima,
      proximoTurno: proximo ?? null,
      servicioFrecuente: frecuente ?? null,
      // Days between the first and the last visit over the gaps between them (visits on
      // different days; two services the same day are one visit).
      diasEntreVisitas:
        dias >= 2 && sumas.primera !== null && sumas.ultima !== null
          ? Math.round((diasEntre(sumas.primera, sumas.ultima) / (dias - 1)) * 10) / 10
          : null,
    },
  };
}

/** The client's appointments, newest first (those still to come on top), a page at a time. */
export async function turnosCliente(db: Db, id: number, pagina: number): Promise<TurnosPagina> {
  await clienteRow(db, id);
  const [rows, total] = await Promise.all([
    selectTurnos(db)
      .where('t.id_cliente', '=', id)
      .orderBy('t.fecha', 'desc')
      .orderBy('t.hora', 'desc')
      .orderBy('t.id', 'desc')
      .limit(FICHA_TURNOS_POR_PAGINA)
      .offset((pagina - 1) * FICHA_TURNOS_POR_PAGINA)
      .execute(),
    db
      .selectFrom('turnos')
      .where('id_cliente', '=', id)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { turnos: rows.map(toTurno), total: num(total.n), pagina, porPagina: FICHA_TURNOS_POR_PAGINA };
}

function selectNotas(db: Db) {
  return db
    .selectFrom('clientes_notas as n')
    .leftJoin('users as u', 'u.id', 'n.id_usuario')
    .select(['n.id', 'n.id_cliente', 'n.texto', 'n.fijada', 'n.created_at', 'n.updated_at', 'u.nombre as autor']);
}

/** Pinned ones first, then the newest written first. */
function notasEnOrden(db: Db) {
  return selectNotas(db).orderBy('n.fijada', 'desc').orderBy('n.created_at', 'desc').orderBy('n.id', 'desc');
}

type NotaRow = Awaited<ReturnType<ReturnType<typeof selectNotas>['executeTakeFirstOrThrow']>>;

function toNota(r: NotaRow): Nota {
  return {
    id: r.id,
    idCliente: r.id_cliente,
    texto: r.texto,
    fijada: num(r.fijada) === 1,
    autor: r.autor,
    creada: r.created_at,
    editada: r.updated_at,
  };
}

/** The client's notes: pinned ones first, then the newest first. */
export async function listNotas(db: Db, idCliente: number): Promise<Nota[]> {
  await clienteRow(db, idCliente);
  const rows = await notasEnOrden(db).where('n.id_cliente', '=', idCliente).execute();
  return rows.map(toNota);
}

/**
 * Every active client's notes as one text each (pinned first, then the newest), for the clients'
 * Excel when the notes are asked for: 'texto (autor, dd/mm/aaaa)' one per line, dated on the
 * centre's calendar. The export itself is audited.
 */
export async function notasParaExportar(db: Db, userId: number, timeZone: string): Promise<Map<number, string>> {
  const rows = await notasEnOrden(db)
    .innerJoin('clientes as c', 'c.id', 'n.id_cliente')
    .where('c.archived_at', 'is', null)
    .execute();
  const map = new Map<number, string>();
  for (const r of rows) {
    const n = toNota(r);
    const linea = `${n.fijada ? '[Fijada] ' : ''}${n.texto} (${n.autor ?? 'Usuario eliminado'}, ${formatFecha(todayIn(timeZone, new Date(n.creada)))})`;
    const prev = map.get(n.idCliente);
    map.set(n.idCliente, prev === undefined ? linea : `${prev}\n${linea}`);
  }
  // Personal data leaving the system: who took it and how much is in the audit log.
  await recordAudit(db, {
    userId,
    action: 'exportar',
    entity: NOTAS,
    after: { notas: rows.length, clientes: map.size },
  });
  return map;
}

/** A client whose data was erased takes no new notes: the notes were part of what was erased. */
async function clienteParaNotas(db: Db, idCliente: number): Promise<void> {
  const row = await clienteRow(db, idCliente, true);
  if (row.datos_borrados_at !== null) throw new HttpError(409, fichaMessages.datosBorrados);
  if (row.fusionado_en !== null) throw new HttpError(409, fichaMessages.fusionado);
}

async function notaDe(db: Db, idCliente: number, idNota: number): Promise<Nota> {
  const row = await selectNotas(db).where('n.id', '=', idNota).where('n.id_cliente', '=', idCliente).executeTakeFirst();
  if (row === undefined) throw new HttpError(404, fichaMessages.notaNoEncontrada);
  return toNota(row);
}

export async function createNota(db: Db, userId: number, idCliente: number, input: NotaInput): Promise<Nota> {
  return db.transaction().execute(async (trx) => {
    await clienteParaNotas(trx, idCliente);
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto('clientes_notas')
      .values({
        id_cliente: idCliente,
        texto: input.texto,
        fijada: input.fijada === true ? 1 : 0,
        id_usuario: userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const nota = await notaDe(trx, idCliente, id);
    await recordAudit(trx, { userId, action: 'crear', entity: NOTAS, entityId: id, after: nota });
    return nota;
  });
}

export async function updateNota(
  db: Db,
  userId: number,
  idCliente: number,
  idNota: number,
  input: NotaInput,
): Promise<Nota> {
  return db.transaction().execute(async (trx) => {
    await clienteParaNotas(trx, idCliente);
    const before = await notaDe(trx, idCliente, idNota);
    await trx
      .updateTable('clientes_notas')
      .set({ texto: input.texto, fijada: input.fijada === true ? 1 : 0, updated_at: new Date().toISOString() })
      .where('id', '=', idNota)
      .execute();
    const after = await notaDe(trx, idCliente, idNota);
    await recordAudit(trx, { userId, action: 'editar', entity: NOTAS, entityId: idNota, before, after });
    return after;
  });
}

export async function removeNota(db: Db, userId: number, idCliente: number, idNota: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await notaDe(trx, idCliente, idNota);
    await trx.deleteFrom('clientes_notas').where('id', '=', idNota).execute();
    await recordAudit(trx, { userId, action: 'eliminar', entity: NOTAS, entityId: idNota, before });
  });
}

/**
 * Merges a duplicate into the client: the duplicate's appointments, payments and notes move to
 * the client, what the client lacks (surname, phone, e-mail) is taken from the duplicate, and the
 * duplicate is archived, pointing at the client. One transaction; both rows locked in id order
 * on PostgreSQL, so two merges of the same pair cannot cross.
 */
export async function fusionarClientes(
  db: Db,
  userId: number,
  idCliente: number,
  idDuplicado: number,
): Promise<ClienteFicha> {
  if (idCliente === idDuplicado) throw new HttpError(400, fichaMessages.fusionMismo);
  return db.transaction().execute(async (trx) => {
    const [primero, segundo] = [idCliente, idDuplicado].sort((a, b) => a - b) as [number, number];
    const rows = new Map<number, Selectable<ClientesTable>>();
    for (const id of [primero, segundo]) rows.set(id, await activeRowForUpdate(trx, 'clientes', id, clienteNotFound));
    const cliente = rows.get(idCliente) as Selectable<ClientesTable>;
    const duplicado = rows.get(idDuplicado) as Selectable<ClientesTable>;
    const now = new Date().toISOString();
    // Each table's rows move to the client; how many is what the audit log records.
    const mover = async (table: 'turnos' | 'pagos' | 'clientes_notas') => {
      const { numUpdatedRows } = await trx
        .updateTable(table)
        .set({ id_cliente: idCliente })
        .where('id_cliente', '=', idDuplicado)
        .executeTakeFirstOrThrow();
      return Number(numUpdatedRows);
    };
    const movidos = {
      turnos: await mover('turnos'),
      pagos: await mover('pagos'),
      notas: await mover('clientes_notas'),
    };
    // Clients merged into the duplicate earlier now point at where it went.
    await trx
      .updateTable('clientes')
      .set({ fusionado_en: idCliente })
      .where('fusionado_en', '=', idDuplicado)
      .execute();
    const after = await trx
      .updateTable('clientes')
      .set({
        apellido: cliente.apellido ?? duplicado.apellido,
        telefono: cliente.telefono ?? duplicado.telefono,
        email: cliente.email ?? duplicado.email,
        updated_at: now,
      })
      .where('id', '=', idCliente)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('clientes')
      .set({ archived_at: now, fusionado_en: idCliente, updated_at: now })
      .where('id', '=', idDuplicado)
      .execute();
    await recordAudit(trx, {
      userId,
      action: 'fusionar',
      entity: 'clientes',
      entityId: idCliente,
      before: { cliente: toClienteFicha(cliente), duplicado: toClienteFicha(duplicado) },
      after: { cliente: toClienteFicha(after), movidos },
    });
    return toClienteFicha(after);
  });
}

/** Replaces the client's name and phone in an appointment as the audit log kept it. */
function anonimizarTurno(json: string | null): string | null {
  if (json === null) return null;
  const value = JSON.parse(json) as Record<string, unknown>;
  if ('clienteNombre' in value) value.clienteNombre = CLIENTE_BORRADO;
  if ('clienteTelefono' in value) value.clienteTelefono = '';
  return JSON.stringify(value);
}

/**
 * Erases a client's personal data on request (an admin): name, surname, phone and e-mail
 * replaced, notes deleted, the client archived. Their appointments and payments stay, with their
 * amounts, under 'Cliente borrado', so every total of the centre is unchanged. What the audit log
 * and the payment entries kept of the person (the client's rows, the notes, the appointments'
 * copies of name and phone, the payments' descriptions) is replaced too; the erasure itself is
 * recorded with the client's id only.
 */
export async function borrarDatosCliente(db: Db, userId: number, id: number): Promise<ClienteFicha> {
  return db.transaction().execute(async (trx) => {
    const row = await clienteRow(trx, id, true);
    if (row.datos_borrados_at !== null) throw new HttpError(409, fichaMessages.datosBorrados);
    const now = new Date().toISOString();
    // The client and the duplicates merged into it: their archived rows still say who they were.
    const fusionados = await trx.selectFrom('clientes').select('id').where('fusionado_en', '=', id).execute();
    const ids = [id, ...fusionados.map((f) => f.id)];
    /** An audit entry's JSON that names one of these clients by `"<key>":<id>`. */
    const nombra = (key: string) => (eb: ExpressionBuilder<Database, 'audit_log'>) =>
      eb.or(ids.flatMap((c) => [eb('before', 'like', `%"${key}":${c},%`), eb('after', 'like', `%"${key}":${c},%`)]));

    await trx.deleteFrom('clientes_notas').where('id_cliente', 'in', ids).execute();
    await trx
      .updateTable('clientes')
      .set({
        nombre: CLIENTE_BORRADO,
        apellido: null,
        telefono: null,
        email: null,
        datos_borrados_at: now,
        updated_at: now,
      })
      .where('id', 'in', ids)
      .execute();
    const after = await trx
      .updateTable('clientes')
      .set({ archived_at: row.archived_at ?? now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();

    // A payment's description is 'service · client · turno del …': only the service and the
    // appointment's day stay (cut at the first and the last separator, whatever the names hold).
    const pagos = await trx.selectFrom('pagos').select(['id', 'descripcion']).where('id_cliente', 'in', ids).execute();
    for (const p of pagos) {
      const servicio = p.descripcion.split(' · ')[0] ?? '';
      const turno = p.descripcion.lastIndexOf(' · turno del ');
      const descripcion =
        turno > servicio.length ? `${servicio} · ${CLIENTE_BORRADO}${p.descripcion.slice(turno)}` : CLIENTE_BORRADO;
      await trx.updateTable('pagos').set({ descripcion }).where('id', '=', p.id).execute();
    }

    // The clients' own entries: each replaced by what is left of it.
    for (const c of ids) {
      const borrado = JSON.stringify({ id: c, nombre: CLIENTE_BORRADO, datosBorrados: true });
      await trx
        .updateTable('audit_log')
        .set({
          before: sql`case when before is null then null else ${borrado} end`,
          after: sql`case when after is null then null else ${borrado} end`,
        })
        .where('entity', '=', 'clientes')
        .where('entity_id', '=', String(c))
        .where('action', '!=', 'fusionar')
        .execute();
    }
    // A merge's entry holds two clients: an erased one's side is replaced, the other's stays.
    const fusiones = await trx
      .selectFrom('audit_log')
      .select(['id', 'before', 'after'])
      .where('action', '=', 'fusionar')
      .where(nombra('id'))
      .execute();
    for (const f of fusiones) {
      const replace = (json: string | null) => {
        if (json === null) return null;
        const value = JSON.parse(json) as Record<string, unknown>;
        for (const key of ['cliente', 'duplicado']) {
          const c = (value[key] as { id?: number } | undefined)?.id;
          if (c !== undefined && ids.includes(c)) value[key] = { id: c, nombre: CLIENTE_BORRADO, datosBorrados: true };
        }
        return JSON.stringify(value);
      };
      await trx
        .updateTable('audit_log')
        .set({ before: replace(f.before), after: replace(f.after) })
        .where('id', '=', f.id)
        .execute();
    }
    // The notes' entries, also of notes deleted before: their text goes.
    await trx
      .updateTable('audit_log')
      .set({
        before: sql`case when before is null then null else '{}' end`,
        after: sql`case when after is null then null else '{}' end`,
      })
      .where('entity', '=', NOTAS)
      .where(nombra('idCliente'))
      .execute();
    // The appointments' entries (also of appointments deleted since) carry the client's name and phone.
    const turnos = await trx
      .selectFrom('audit_log')
      .select(['id', 'before', 'after'])
      .where('entity', '=', 'turnos')
      .where(nombra('idCliente'))
      .execute();
    for (const e of turnos) {
      await trx
        .updateTable('audit_log')
        .set({ before: anonimizarTurno(e.before), after: anonimizarTurno(e.after) })
        .where('id', '=', e.id)
        .execute();
    }

    await recordAudit(trx, { userId, action: 'borrar-datos', entity: 'clientes', entityId: id });
    return toClienteFicha(after);
  });
}

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
