import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  fichaCodes,
  fichaMessages,
  type BorrarDatosInput,
  type ClienteFicha,
  type TurnosPorVenir,
} from '#shared/schemas/cliente.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import type { Db } from '#server/db/dialect.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { libera, num, vencido } from '#server/modules/ventas/dinero.ts';
import { cancelarTurnos, type Reloj } from '#server/modules/turnos/repository.ts';
import { anonimizarGiftcardsDeClientes } from '#server/modules/giftcards/repository.ts';
import { anonimizarAuditoriaDeVentas, reescribirDescripciones } from '#server/modules/ventas/clientes.ts';
import { instante } from '#server/reloj.ts';
import { CLIENTE_BORRADO, clienteRow, toClienteFicha } from './ficha.ts';
import { NOTAS } from './notas.ts';

/** Replaces the client's name and phone in an appointment as the audit log kept it. */
function anonimizarTurno(json: string | null): string | null {
  if (json === null) return null;
  const value = JSON.parse(json) as Record<string, unknown>;
  if ('clienteNombre' in value) value.clienteNombre = CLIENTE_BORRADO;
  if ('clienteTelefono' in value) value.clienteTelefono = '';
  return JSON.stringify(value);
}

/** The bookings of these clients still to come: not past at the centre's clock, nor freed. */
function porVenir(db: Db, reloj: Reloj, ids: number[]) {
  return db
    .selectFrom('turnos as t')
    .where('t.id_cliente', 'in', ids)
    .where(sql<SqlBool>`not (${vencido(reloj)})`)
    .where(sql<SqlBool>`not (${libera})`);
}

async function contarPorVenir(db: Db, reloj: Reloj, ids: number[]): Promise<TurnosPorVenir> {
  const [cuenta, primero] = await Promise.all([
    porVenir(db, reloj, ids)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    porVenir(db, reloj, ids)
      .select(['t.fecha', 't.hora'])
      .orderBy('t.fecha')
      .orderBy('t.hora')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { cantidad: num(cuenta.n), primero: primero ?? null };
}

/** What an erasure of this client would leave ahead in the agenda (asked for by its confirmation). */
export async function turnosPorVenir(db: Db, reloj: Reloj, id: number): Promise<TurnosPorVenir> {
  await clienteRow(db, id);
  return contarPorVenir(db, reloj, [id]);
}

/**
 * Erases a client's personal data on request (an admin): name, surname, phone and e-mail
 * replaced, notes deleted, the client archived. Their appointments and payments stay, with their
 * amounts, under 'Cliente borrado', so every total of the centre is unchanged. What the audit log
 * and the payment entries kept of the person (the client's rows, the notes, the appointments'
 * copies of name and phone, the payments' descriptions) is replaced too; the erasure itself is
 * recorded with the client's id only (and how many bookings ahead it cancelled). With bookings
 * ahead, `turnosPorVenir` says whether they are cancelled or kept; without it the answer is a 409.
 */
export async function borrarDatosCliente(
  db: Db,
  reloj: Reloj,
  userId: number,
  id: number,
  input: BorrarDatosInput,
): Promise<ClienteFicha> {
  return db.transaction().execute(async (trx) => {
    const row = await clienteRow(trx, id, true);
    if (row.datos_borrados_at !== null)
      throw new HttpError(409, fichaMessages.datosBorrados, { code: fichaCodes.datosBorrados });
    const now = instante(reloj);
    // The client and the duplicates merged into it: their archived rows still say who they were.
    const fusionados = await trx.selectFrom('clientes').select('id').where('fusionado_en', '=', id).execute();
    const ids = [id, ...fusionados.map((f) => f.id)];

    // Bookings ahead left without a name nobody can call: never without the desk choosing, also
    // when one was booked after the confirmation was opened.
    const ahead = await contarPorVenir(trx, reloj, ids);
    let turnosCancelados = 0;
    if (ahead.cantidad > 0) {
      if (input?.turnosPorVenir === undefined) {
        throw new HttpError(409, fichaMessages.turnosPorVenir, { code: fichaCodes.turnosPorVenir, ...ahead });
      }
      if (input.turnosPorVenir === 'cancelar') {
        const cancelar = await porVenir(trx, reloj, ids).select('t.id').execute();
        await cancelarTurnos(
          trx,
          userId,
          reloj,
          cancelar.map((c) => c.id),
        );
        turnosCancelados = cancelar.length;
      }
    }
    /** An audit entry's JSON that names one of these clients by `"<key>":<id>`. */
    const nombra = (key: string) => (eb: ExpressionBuilder<Database, 'audit_log'>) =>
      eb.or(ids.flatMap((c) => [eb('before', 'like', `%"${key}":${c},%`), eb('after', 'like', `%"${key}":${c},%`)]));

    await trx.deleteFrom('clientes_notas').where('id_cliente', 'in', ids).execute();
    // Her e-mail (decision 049): nothing more is sent, and what was sent keeps no address of hers.
    const suyos = trx.selectFrom('turnos').select('id').where('id_cliente', 'in', ids);
    await trx.deleteFrom('correos').where('id_turno', 'in', suyos).where('estado', '!=', 'Enviado').execute();
    await trx
      .updateTable('correos')
      .set({ para: '', texto: '', html: '', ics: null })
      .where('id_turno', 'in', suyos)
      .execute();
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
    // A ticket's entry is 'Ticket N° … · client': its number stays.
    await reescribirDescripciones(trx, ids, (descripcion) => {
      const servicio = descripcion.split(' · ')[0] ?? '';
      if (servicio.startsWith('Ticket N° ')) return `${servicio} · ${CLIENTE_BORRADO}`;
      const turno = descripcion.lastIndexOf(' · turno del ');
      return turno > servicio.length ? `${servicio} · ${CLIENTE_BORRADO}${descripcion.slice(turno)}` : CLIENTE_BORRADO;
    });

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

    // The tickets' entries (each sale as it was) name her: her name goes, the amounts stay.
    await anonimizarAuditoriaDeVentas(trx, ids, CLIENTE_BORRADO);
    // The gift cards they bought: their name, whom they were for and the message go.
    await anonimizarGiftcardsDeClientes(trx, ids, CLIENTE_BORRADO);

    await recordAudit(trx, {
      userId,
      action: 'borrar-datos',
      entity: 'clientes',
      entityId: id,
      ...(turnosCancelados > 0 ? { after: { turnosCancelados } } : {}),
    });
    return toClienteFicha(after);
  });
}
