import type { Selectable } from 'kysely';
import { fromCents, toCents } from '#shared/domain/money.ts';
import {
  MAX_UNIDADES,
  productoMessages,
  STOCK_INSUFICIENTE,
  type Movimiento,
  type MovimientosPage,
  type ParsedMovimiento,
  type TipoMovimiento,
} from '#shared/schemas/producto.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import type { ProductosMovimientosTable, ProductosTable } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { type Reloj, ahoraEn, instante } from '#server/reloj.ts';
import { productoForUpdate, toProducto } from './repository.ts';

export const MOVIMIENTOS_POR_PAGINA = 50;
export { STOCK_INSUFICIENTE };

/** Units, in Spanish: '1 unidad', '3 unidades'. */
const unidades = (n: number) => `${n} ${Math.abs(n) === 1 ? 'unidad' : 'unidades'}`;

/**
 * The question a move that would leave the stock below 0 gets (409): it is recorded only when
 * sent again with `confirmar`, since the shelf, not the count, is what was really there.
 */
export function stockInsuficiente(producto: { nombre: string; stock: number }, salen: number): HttpError {
  return new HttpError(
    409,
    `Hay ${unidades(producto.stock)} de "${producto.nombre}" en stock y salen ${unidades(salen)}: el stock quedaría en ${producto.stock - salen}. ¿Registrarlo igual?`,
    { code: STOCK_INSUFICIENTE, stock: producto.stock },
  );
}

interface Move {
  tipo: TipoMovimiento;
  /** Signed: what the stock gains (negative: what it loses). */
  cantidad: number;
  costoCents: number | null;
  motivo: string | null;
  idVenta: number | null;
  confirmar: boolean;
}

/**
 * Writes one move and the product's new stock together, the product's row locked first on
 * PostgreSQL (SQLite writes one transaction at a time), so two desks never lose a unit. A move
 * that takes the stock below 0 is refused with the question unless confirmed; one that raises it
 * (or leaves it as negative as it was) never asks.
 */
async function applyMove(
  trx: Db,
  reloj: Reloj,
  userId: number,
  producto: Selectable<ProductosTable>,
  move: Move,
): Promise<{ row: Selectable<ProductosMovimientosTable>; stock: number }> {
  const stock = producto.stock + move.cantidad;
  // A count, not a store of numbers: bounded as one move is, which keeps it within the column.
  if (Math.abs(stock) > MAX_UNIDADES && Math.abs(stock) > Math.abs(producto.stock)) {
    throw new HttpError(400, productoMessages.stockFueraDeRango, { code: 'stock_fuera_de_rango' });
  }
  if (move.cantidad < 0 && stock < 0 && !move.confirmar) throw stockInsuficiente(producto, -move.cantidad);
  const { fecha, hora } = ahoraEn(reloj);
  const registrado = instante(reloj);
  const row = await trx
    .insertInto('productos_movimientos')
    .values({
      id_producto: producto.id,
      fecha,
      hora,
      registrado_at: registrado,
      tipo: move.tipo,
      cantidad: move.cantidad,
      costo_cents: move.costoCents,
      motivo: move.motivo,
      id_usuario: userId,
      id_venta: move.idVenta,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('productos')
    .set({
      stock,
      // A purchase's unit cost is the product's cost from then on.
      ...(move.tipo === 'Compra' && move.costoCents !== null ? { costo_cents: move.costoCents } : {}),
      updated_at: registrado,
    })
    .where('id', '=', producto.id)
    .execute();
  return { row, stock };
}

/**
 * `POST /api/productos/:id/movimientos`: a purchase or an internal use moves the quantity in or
 * out, an adjustment moves it by its sign and says why. Audited with the stock it left.
 */
export async function registrarMovimiento(
  db: Db,
  reloj: Reloj,
  userId: number,
  idProducto: number,
  input: ParsedMovimiento,
): Promise<Movimiento> {
  return db.transaction().execute(async (trx) => {
    const producto = await productoForUpdate(trx, idProducto);
    const cantidad = input.tipo === 'Uso interno' ? -input.cantidad : input.cantidad;
    const { row, stock } = await applyMove(trx, reloj, userId, producto, {
      tipo: input.tipo,
      cantidad,
      costoCents: input.costo == null ? null : toCents(input.costo),
      motivo: input.motivo === '' ? null : input.motivo,
      idVenta: null,
      confirmar: input.confirmar === true,
    });
    const movimiento = toMovimiento({ ...row, usuario: null }, stock);
    await recordAudit(trx, {
      userId,
      action: 'crear',
      entity: 'productos_movimientos',
      entityId: row.id,
      after: { producto: producto.nombre, tipo: input.tipo, cantidad, motivo: movimiento.motivo, stock },
    });
    return { ...movimiento, usuario: await nombreDe(trx, userId) };
  });
}

async function nombreDe(db: Db, userId: number): Promise<string | null> {
  const user = await db.selectFrom('users').select('nombre').where('id', '=', userId).executeTakeFirst();
  return user?.nombre ?? null;
}

/**
 * A ticket's products locked at its start, in id order, on PostgreSQL: two tickets selling the
 * same two products in opposite orders would otherwise each hold one and wait for the other.
 */
export async function bloquearProductos(trx: Db, ids: readonly number[]): Promise<void> {
  if (!isPostgres(trx) || ids.length === 0) return;
  const orden = [...new Set(ids)].sort((a, b) => a - b);
  await trx.selectFrom('productos').select('id').where('id', 'in', orden).orderBy('id').forUpdate().execute();
}

/** The product of a ticket's line, locked; an unknown or archived one is the ticket's bad input. */
async function productoDeVenta(trx: Db, idProducto: number): Promise<Selectable<ProductosTable>> {
  let query = trx.selectFrom('productos').selectAll().where('id', '=', idProducto).where('archived_at', 'is', null);
  if (isPostgres(trx)) query = query.forUpdate();
  const producto = await query.executeTakeFirst();
  if (producto === undefined) {
    throw new HttpError(400, `El producto ${idProducto} no existe.`, { code: 'producto_desconocido' });
  }
  return producto;
}

/**
 * For the ticket: the product a line sells, its name and today's price (locked on PostgreSQL
 * until the sale's transaction ends, as its stock move will be). An archived or unknown product
 * is refused with 400 'producto_desconocido'.
 */
export async function productoParaTicket(
  trx: Db,
  idProducto: number,
): Promise<{ id: number; nombre: string; marca: string | null; precioCents: number }> {
  const p = await productoDeVenta(trx, idProducto);
  return { id: p.id, nombre: p.nombre, marca: p.marca, precioCents: Number(p.precio_cents) };
}

/**
 * For the ticket: `cantidad` units of a product leave with sale `idVenta`, in the caller's
 * transaction (so the sale and its stock are written or refused together). Selling more than the
 * stock throws the 409 'stock_insuficiente' question unless `confirmar`: then it is recorded
 * and the stock goes below 0, the one way it can. Answers the stock left.
 */
export async function registrarVentaStock(
  trx: Db,
  reloj: Reloj,
  venta: { idProducto: number; cantidad: number; idVenta: number; userId: number; confirmar?: boolean },
): Promise<{ stock: number; producto: ReturnType<typeof toProducto> }> {
  if (!Number.isInteger(venta.cantidad) || venta.cantidad <= 0) {
    throw new HttpError(400, 'La cantidad de un producto vendido debe ser un número entero mayor a 0.', {
      code: 'cantidad_invalida',
    });
  }
  const producto = await productoDeVenta(trx, venta.idProducto);
  const { stock } = await applyMove(trx, reloj, venta.userId, producto, {
    tipo: 'Venta',
    cantidad: -venta.cantidad,
    costoCents: null,
    motivo: null,
    idVenta: venta.idVenta,
    confirmar: venta.confirmar === true,
  });
  return { stock, producto: toProducto({ ...producto, stock }) };
}

/**
 * For the ticket's 'Anular': every unit sale `idVenta` took goes back to its product (archived
 * ones too: the shelf got them back), as 'Venta' moves of the opposite sign with the reason, in
 * the caller's transaction. Counted from what the sale's moves add up to, so a second call
 * returns nothing more. Answers how many units went back.
 */
export async function revertirVentaStock(
  trx: Db,
  reloj: Reloj,
  anulacion: { idVenta: number; userId: number; motivo: string },
): Promise<number> {
  const netos = await trx
    .selectFrom('productos_movimientos')
    .select(['id_producto', (eb) => eb.fn.sum<number | string>('cantidad').as('neto')])
    .where('id_venta', '=', anulacion.idVenta)
    .where('tipo', '=', 'Venta')
    .groupBy('id_producto')
    .orderBy('id_producto')
    .execute();
  let devueltas = 0;
  for (const { id_producto, neto } of netos) {
    const vuelve = -Number(neto);
    if (vuelve <= 0) continue;
    let query = trx.selectFrom('productos').selectAll().where('id', '=', id_producto);
    if (isPostgres(trx)) query = query.forUpdate();
    const producto = await query.executeTakeFirstOrThrow();
    await applyMove(trx, reloj, anulacion.userId, producto, {
      tipo: 'Venta',
      cantidad: vuelve,
      costoCents: null,
      motivo: anulacion.motivo,
      idVenta: anulacion.idVenta,
      confirmar: true,
    });
    devueltas += vuelve;
  }
  return devueltas;
}

function toMovimiento(
  row: Selectable<ProductosMovimientosTable> & { usuario: string | null },
  stockDespues: number,
): Movimiento {
  return {
    id: row.id,
    idProducto: row.id_producto,
    fecha: row.fecha,
    hora: row.hora,
    tipo: row.tipo,
    cantidad: row.cantidad,
    costo: row.costo_cents === null ? null : fromCents(Number(row.costo_cents)),
    motivo: row.motivo ?? '',
    usuario: row.usuario,
    idVenta: row.id_venta,
    stockDespues,
  };
}

/**
 * A product's moves, newest first, 50 a page, each with the stock it left: the product's stock
 * less what every later move added.
 */
export async function listMovimientos(db: Db, idProducto: number, pagina: number): Promise<MovimientosPage> {
  const producto = await db
    .selectFrom('productos')
    .select(['id', 'stock'])
    .where('id', '=', idProducto)
    .executeTakeFirst();
  if (producto === undefined) {
    throw new HttpError(404, 'Producto no encontrado.', { code: 'producto_no_encontrado' });
  }
  const rows = await db
    .selectFrom('productos_movimientos')
    .leftJoin('users', 'users.id', 'productos_movimientos.id_usuario')
    .selectAll('productos_movimientos')
    .select('users.nombre as usuario')
    .where('id_producto', '=', idProducto)
    .orderBy('productos_movimientos.id', 'desc')
    .limit(MOVIMIENTOS_POR_PAGINA + 1)
    .offset((pagina - 1) * MOVIMIENTOS_POR_PAGINA)
    .execute();
  const hayMas = rows.length > MOVIMIENTOS_POR_PAGINA;
  const page = rows.slice(0, MOVIMIENTOS_POR_PAGINA);
  const first = page[0];
  let stock = producto.stock;
  if (first !== undefined) {
    const later = await db
      .selectFrom('productos_movimientos')
      .select((eb) => eb.fn.sum<number | string>('cantidad').as('suma'))
      .where('id_producto', '=', idProducto)
      .where('id', '>', first.id)
      .executeTakeFirst();
    stock -= Number(later?.suma ?? 0);
  }
  const movimientos = page.map((row) => {
    const movimiento = toMovimiento(row, stock);
    stock -= row.cantidad;
    return movimiento;
  });
  return { movimientos, pagina, hayMas };
}
