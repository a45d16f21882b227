import { sql, type Selectable } from 'kysely';
import type { ParsedServicio } from '#shared/domain/catalogue-csv.ts';
import type { CsvLineError } from '#shared/domain/csv.ts';
import { formatMoney, fromCents, increaseCents, MAX_CENTS, toCents } from '#shared/domain/money.ts';
import { compareText, foldText } from '#shared/domain/text.ts';
import { servicioCodes, type Servicio } from '#shared/schemas/servicio.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { activeRowForUpdate, deleteOrArchive } from '#server/db/archive.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import type { ServiciosBaseTable } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { instante, type Reloj } from '#server/reloj.ts';

const ENTITY = 'servicios_base';
/** Rows per INSERT statement of an import: well under both databases' parameter limits. */
const INSERT_BATCH = 500;
export const servicioNotFound = 'Servicio no encontrado.';

function toServicio(row: Selectable<ServiciosBaseTable>): Servicio {
  return {
    id: row.id,
    categoria: row.categoria,
    descripcion: row.descripcion,
    precio: fromCents(row.precio_cents),
    duracionSugerida: row.duracion_sugerida,
    nombre: row.nombre ?? '',
    reservableOnline: row.reservable_online === 1,
    repetirCadaDias: row.repetir_cada_dias,
    costoInsumos: row.costo_insumos_cents === null ? null : fromCents(Number(row.costo_insumos_cents)),
  };
}

function toRow(input: ParsedServicio) {
  return {
    categoria: input.categoria,
    descripcion: input.descripcion,
    precio_cents: toCents(input.precio),
    duracion_sugerida: input.duracionSugerida,
    nombre: input.nombre === '' ? null : input.nombre,
    ...(input.reservableOnline === undefined ? {} : { reservable_online: input.reservableOnline ? 1 : 0 }),
    ...(input.repetirCadaDias === undefined ? {} : { repetir_cada_dias: input.repetirCadaDias }),
    ...(input.costoInsumos === undefined
      ? {}
      : { costo_insumos_cents: input.costoInsumos === null ? null : toCents(input.costoInsumos) }),
  };
}

/** Two services are the same when category and description match, accents, case and spaces aside. */
const keyOf = (s: { categoria: string; descripcion: string }) => `${foldText(s.categoria)}|${foldText(s.descripcion)}`;

function duplicateMessage(s: { categoria: string; descripcion: string }): string {
  return `Ya existe el servicio "${s.descripcion}" en la categoría "${s.categoria}".`;
}

/** Active services by category, then description, in Spanish order. */
export async function listServicios(db: Db): Promise<Servicio[]> {
  const rows = await db.selectFrom('servicios_base').selectAll().where('archived_at', 'is', null).execute();
  return rows
    .map(toServicio)
    .sort((a, b) => compareText(a.categoria, b.categoria) || compareText(a.descripcion, b.descripcion) || a.id - b.id);
}

/**
 * Serialises writes that check for a repeated service. SQLite already runs one write transaction
 * at a time; PostgreSQL takes a transaction-scoped advisory lock, since "no two active services
 * with the same folded name" is not something a plain unique index can express.
 */
async function lockCatalogue(db: Db): Promise<void> {
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(hashtext('servicios_base'))`.execute(db);
}

async function assertUnique(db: Db, input: ParsedServicio, exceptId: number | null): Promise<void> {
  await lockCatalogue(db);
  const rows = await db
    .selectFrom('servicios_base')
    .select(['id', 'categoria', 'descripcion'])
    .where('archived_at', 'is', null)
    .execute();
  const key = keyOf(input);
  if (rows.some((r) => r.id !== exceptId && keyOf(r) === key))
    throw new HttpError(409, duplicateMessage(input), { code: servicioCodes.duplicado });
}

export async function createServicio(db: Db, reloj: Reloj, userId: number, input: ParsedServicio): Promise<Servicio> {
  return db.transaction().execute(async (trx) => {
    await assertUnique(trx, input, null);
    const now = instante(reloj);
    const row = await trx
      .insertInto('servicios_base')
      .values({ ...toRow(input), archived_at: null, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    const servicio = toServicio(row);
    await recordAudit(trx, { userId, action: 'crear', entity: ENTITY, entityId: row.id, after: servicio });
    return servicio;
  });
}

export async function updateServicio(
  db: Db,
  reloj: Reloj,
  userId: number,
  id: number,
  input: ParsedServicio,
): Promise<Servicio> {
  return db.transaction().execute(async (trx) => {
    const before = toServicio(await activeRowForUpdate(trx, 'servicios_base', id, servicioNotFound));
    await assertUnique(trx, input, id);
    const row = await trx
      .updateTable('servicios_base')
      .set({ ...toRow(input), updated_at: instante(reloj) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = toServicio(row);
    await recordAudit(trx, { userId, action: 'editar', entity: ENTITY, entityId: id, before, after });
    return after;
  });
}

export async function removeServicio(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = toServicio(await activeRowForUpdate(trx, 'servicios_base', id, servicioNotFound));
    const action = await deleteOrArchive(trx, { table: 'servicios_base', ref: 'id_servicio' }, id);
    await recordAudit(trx, { userId, action, entity: ENTITY, entityId: id, before });
  });
}

/**
 * Raises every active price by `percentage` in one statement: integer arithmetic in cents,
 * rounded half up, identical on SQLite and PostgreSQL.
 */
export async function raisePrices(db: Db, reloj: Reloj, userId: number, percentage: number): Promise<Servicio[]> {
  const basisPoints = Math.round(percentage * 100);
  await db.transaction().execute(async (trx) => {
    const top = await trx
      .selectFrom('servicios_base')
      .select((eb) => eb.fn.max('precio_cents').as('max'))
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    if (top?.max != null && increaseCents(Number(top.max), percentage) > MAX_CENTS) {
      throw new HttpError(400, `Con ese aumento algún precio pasaría el máximo de ${formatMoney(MAX_CENTS / 100)}.`, {
        code: servicioCodes.sobreMaximo,
      });
    }
    const result = await trx
      .updateTable('servicios_base')
      .set({
        // A literal, not a parameter: SQLite would bind a JS number as a float and divide in floating point.
        precio_cents: sql<number>`(precio_cents * ${sql.lit(10_000 + basisPoints)} + 5000) / 10000`,
        updated_at: instante(reloj),
      })
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    await recordAudit(trx, {
      userId,
      action: 'aumentar',
      entity: ENTITY,
      after: { porcentaje: percentage, servicios: Number(result.numUpdatedRows) },
    });
  });
  return listServicios(db);
}

/**
 * Imports checked rows in one transaction: a row whose category and description match an active
 * service updates it (its name only when the file has that column), any other is added. The same service twice in one file is refused, since
 * it is not clear which price is meant.
 */
export async function importServicios(
  db: Db,
  reloj: Reloj,
  userId: number,
  rows: readonly { linea: number; value: ParsedServicio }[],
  options: { conNombre: boolean },
): Promise<{ agregados: number; actualizados: number } | { lineas: CsvLineError[] }> {
  const seen = new Map<string, number>();
  const lineas: CsvLineError[] = [];
  for (const { linea, value } of rows) {
    const first = seen.get(keyOf(value));
    if (first === undefined) seen.set(keyOf(value), linea);
    else lineas.push({ linea, motivo: `Repite el servicio de la línea ${first}.` });
  }
  if (lineas.length > 0) return { lineas };

  return db.transaction().execute(async (trx) => {
    await lockCatalogue(trx);
    const existing = await trx
      .selectFrom('servicios_base')
      .select(['id', 'categoria', 'descripcion'])
      .where('archived_at', 'is', null)
      .execute();
    const idByKey = new Map(existing.map((r) => [keyOf(r), r.id]));
    const now = instante(reloj);
    const added = rows.filter(({ value }) => !idByKey.has(keyOf(value)));
    for (let i = 0; i < added.length; i += INSERT_BATCH) {
      await trx
        .insertInto('servicios_base')
        .values(
          added
            .slice(i, i + INSERT_BATCH)
            .map(({ value }) => ({ ...toRow(value), archived_at: null, created_at: now, updated_at: now })),
        )
        .execute();
    }
    const agregados = added.length;
    let actualizados = 0;
    for (const { value } of rows) {
      const id = idByKey.get(keyOf(value));
      if (id !== undefined) {
        // A file without the optional `nombre` column leaves the names as they are.
        const { nombre, ...rest } = toRow(value);
        await trx
          .updateTable('servicios_base')
          .set({ ...rest, ...(options.conNombre ? { nombre } : {}), updated_at: now })
          .where('id', '=', id)
          .execute();
        actualizados += 1;
      }
    }
    await recordAudit(trx, { userId, action: 'importar', entity: ENTITY, after: { agregados, actualizados } });
    return { agregados, actualizados };
  });
}
