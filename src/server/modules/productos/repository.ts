import { sql, type Selectable } from 'kysely';
import type { CsvLineError } from '#shared/domain/csv.ts';
import { fromCents, toCents } from '#shared/domain/money.ts';
import { compareText, foldText, matchesWords, searchWords } from '#shared/domain/text.ts';
import type { ParsedProducto, Producto } from '#shared/schemas/producto.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { activeRowForUpdate, deleteOrArchive } from '#server/db/archive.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import type { ProductosTable } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/db/unique.ts';
import { HttpError } from '#server/http/errors.ts';
import { type Reloj, ahoraEn, instante } from '#server/reloj.ts';

export const ENTITY = 'productos';
export const productoNoEncontrado = 'Producto no encontrado.';
export const PRODUCTO_NO_ENCONTRADO = 'producto_no_encontrado';
export const stockPorMovimiento =
  'El stock cambia registrando un movimiento (Compra, Ajuste o Uso interno), no editando el producto.';
/** The motive of the move that gives a new product its starting stock. */
export const MOTIVO_STOCK_INICIAL = 'Stock inicial';

export const codigoDuplicado = (codigo: string, nombre: string) =>
  `El código "${codigo}" ya es del producto "${nombre}".`;

export function toProducto(row: Selectable<ProductosTable>): Producto {
  return {
    id: row.id,
    nombre: row.nombre,
    marca: row.marca ?? '',
    categoria: row.categoria ?? '',
    codigo: row.codigo ?? '',
    precio: fromCents(Number(row.precio_cents)),
    costo: row.costo_cents === null ? null : fromCents(Number(row.costo_cents)),
    stock: row.stock,
    stockMinimo: row.stock_minimo,
    activo: row.activo === 1,
    stockBajo: row.stock <= row.stock_minimo,
  };
}

function toRow(input: ParsedProducto) {
  const orNull = (v: string) => (v === '' ? null : v);
  return {
    nombre: input.nombre,
    marca: orNull(input.marca),
    categoria: orNull(input.categoria),
    codigo: orNull(input.codigo),
    precio_cents: toCents(input.precio),
    costo_cents: input.costo == null ? null : toCents(input.costo),
    ...(input.stockMinimo === undefined ? {} : { stock_minimo: input.stockMinimo }),
    ...(input.activo === undefined ? {} : { activo: input.activo ? 1 : 0 }),
  };
}

/**
 * Products not archived, by name then brand in Spanish order. `q` finds every word in the name,
 * brand, category or code (accents and case aside, folded here so both databases find the same);
 * a product whose code is exactly `q` (what a barcode scanner types) comes first. `stockBajo`:
 * only the active ones at or below their minimum.
 */
export async function listProductos(db: Db, filtro: { q?: string; stockBajo?: boolean } = {}): Promise<Producto[]> {
  let query = db.selectFrom('productos').selectAll().where('archived_at', 'is', null);
  if (filtro.stockBajo === true) {
    query = query.where('activo', '=', 1).whereRef('stock', '<=', 'stock_minimo');
  }
  const rows = await query.execute();
  const q = filtro.q?.trim() ?? '';
  const words = q === '' ? [] : searchWords(q);
  const found = rows
    .filter(
      (r) =>
        words.length === 0 ||
        matchesWords(foldText(`${r.nombre} ${r.marca ?? ''} ${r.categoria ?? ''} ${r.codigo ?? ''}`), words),
    )
    .map(toProducto);
  const exact = (p: Producto) => (q !== '' && p.codigo.toLowerCase() === q.toLowerCase() ? 0 : 1);
  return found.sort(
    (a, b) => exact(a) - exact(b) || compareText(a.nombre, b.nombre) || compareText(a.marca, b.marca) || a.id - b.id,
  );
}

/** The product not archived with that id, locked for the transaction on PostgreSQL; 404 otherwise. */
export async function productoForUpdate(db: Db, id: number): Promise<Selectable<ProductosTable>> {
  return activeRowForUpdate(db, 'productos', id, productoNoEncontrado, PRODUCTO_NO_ENCONTRADO);
}

/**
 * Serialises the writes that check a code (PostgreSQL; SQLite writes one at a time already), so
 * the refusal names the product holding it; the unique index stays the last word.
 */
async function assertCodigoLibre(db: Db, codigo: string | null, exceptId: number | null): Promise<void> {
  if (codigo === null) return;
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(hashtext('productos'))`.execute(db);
  const other = await db
    .selectFrom('productos')
    .select(['id', 'nombre'])
    .where('codigo', '=', codigo)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (other !== undefined && other.id !== exceptId) {
    throw new HttpError(400, codigoDuplicado(codigo, other.nombre), { code: 'codigo_duplicado' });
  }
}

/** A unique index refusal raced past the check: the same answer. */
async function withCodigoGuard<T>(codigo: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (codigo !== null && isUniqueViolation(err)) {
      throw new HttpError(400, `El código "${codigo}" ya es de otro producto.`, { code: 'codigo_duplicado' });
    }
    throw err;
  }
}

/**
 * Adds a product. A starting stock above 0 is recorded as its first move ('Ajuste', 'Stock
 * inicial'), so a product's moves always add up to its stock.
 */
/**
 * A new product's starting stock, recorded as its first move ('Ajuste', 'Stock inicial'), so the
 * history explains every unit from the start; nothing when it starts at 0.
 */
async function registrarStockInicial(trx: Db, reloj: Reloj, userId: number, idProducto: number, stock: number) {
  if (stock === 0) return;
  const { fecha, hora } = ahoraEn(reloj);
  await trx
    .insertInto('productos_movimientos')
    .values({
      id_producto: idProducto,
      fecha,
      hora,
      registrado_at: instante(reloj),
      tipo: 'Ajuste',
      cantidad: stock,
      costo_cents: null,
      motivo: MOTIVO_STOCK_INICIAL,
      id_usuario: userId,
      id_venta: null,
    })
    .execute();
}

export async function createProducto(db: Db, reloj: Reloj, userId: number, input: ParsedProducto): Promise<Producto> {
  const values = toRow(input);
  return withCodigoGuard(values.codigo, () =>
    db.transaction().execute(async (trx) => {
      await assertCodigoLibre(trx, values.codigo, null);
      const now = instante(reloj);
      const stock = input.stock ?? 0;
      const row = await trx
        .insertInto('productos')
        .values({ ...values, stock, archived_at: null, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await registrarStockInicial(trx, reloj, userId, row.id, stock);
      const producto = toProducto(row);
      await recordAudit(trx, { userId, action: 'crear', entity: ENTITY, entityId: row.id, after: producto });
      return producto;
    }),
  );
}

/** Edits a product. Its stock is not edited here: a different `stock` is refused, with what to do instead. */
export async function updateProducto(
  db: Db,
  reloj: Reloj,
  userId: number,
  id: number,
  input: ParsedProducto,
): Promise<Producto> {
  const values = toRow(input);
  return withCodigoGuard(values.codigo, () =>
    db.transaction().execute(async (trx) => {
      const current = await productoForUpdate(trx, id);
      if (input.stock !== undefined && input.stock !== current.stock) {
        throw new HttpError(400, stockPorMovimiento, { code: 'stock_por_movimiento' });
      }
      await assertCodigoLibre(trx, values.codigo, id);
      const row = await trx
        .updateTable('productos')
        .set({ ...values, updated_at: instante(reloj) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = toProducto(row);
      await recordAudit(trx, {
        userId,
        action: 'editar',
        entity: ENTITY,
        entityId: id,
        before: toProducto(current),
        after,
      });
      return after;
    }),
  );
}

/** Deletes a product, or archives it when it has stock moves: its history keeps its name. */
export async function removeProducto(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = toProducto(await productoForUpdate(trx, id));
    const action = await deleteOrArchive(trx, { table: 'productos', ref: 'id_producto' }, id);
    await recordAudit(trx, { userId, action, entity: ENTITY, entityId: id, before });
  });
}

/**
 * Imports checked rows in one transaction: a row whose code matches a product not archived
 * updates it (never its stock, which only moves), any other is added with its starting stock.
 * The same code twice in one file is refused, since it is not clear which product is meant.
 */
export async function importProductos(
  db: Db,
  reloj: Reloj,
  userId: number,
  rows: readonly { linea: number; value: ParsedProducto }[],
): Promise<{ agregados: number; actualizados: number } | { lineas: CsvLineError[] }> {
  const seen = new Map<string, number>();
  const lineas: CsvLineError[] = [];
  for (const { linea, value } of rows) {
    if (value.codigo === '') continue;
    const first = seen.get(value.codigo);
    if (first === undefined) seen.set(value.codigo, linea);
    else lineas.push({ linea, motivo: `Repite el código de la línea ${first}.` });
  }
  if (lineas.length > 0) return { lineas };

  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext('productos'))`.execute(trx);
    const existing = await trx
      .selectFrom('productos')
      .select(['id', 'codigo'])
      .where('archived_at', 'is', null)
      .where('codigo', 'is not', null)
      .execute();
    const idByCodigo = new Map(existing.map((r) => [r.codigo ?? '', r.id]));
    const now = instante(reloj);
    let agregados = 0;
    let actualizados = 0;
    for (const { value } of rows) {
      const id = value.codigo === '' ? undefined : idByCodigo.get(value.codigo);
      if (id !== undefined) {
        await trx
          .updateTable('productos')
          .set({ ...toRow(value), updated_at: now })
          .where('id', '=', id)
          .execute();
        actualizados += 1;
        continue;
      }
      const stock = value.stock ?? 0;
      const row = await trx
        .insertInto('productos')
        .values({ ...toRow(value), stock, archived_at: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await registrarStockInicial(trx, reloj, userId, row.id, stock);
      agregados += 1;
    }
    await recordAudit(trx, { userId, action: 'importar', entity: ENTITY, after: { agregados, actualizados } });
    return { agregados, actualizados };
  });
}
