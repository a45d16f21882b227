import type { Db } from '#server/db/dialect.ts';

/*
 * What the client writes of other modules do to the ledger, in their own transaction (decision
 * 036): a merge moves the duplicate's sales, an erasure rewrites the texts that name her, and a
 * client with sales is archived rather than deleted.
 */

/**
 * Merging clients (clientes/fusion.ts): the duplicate's sales and payment entries move to the
 * client, in the merge's transaction. Answers how many entries moved (what the audit records).
 */
export async function moverVentasDeCliente(trx: Db, idDuplicado: number, idCliente: number): Promise<number> {
  await trx.updateTable('ventas').set({ id_cliente: idCliente }).where('id_cliente', '=', idDuplicado).execute();
  const { numUpdatedRows } = await trx
    .updateTable('pagos')
    .set({ id_cliente: idCliente })
    .where('id_cliente', '=', idDuplicado)
    .executeTakeFirstOrThrow();
  return Number(numUpdatedRows);
}

/**
 * Erasing clients' data (clientes/borrar-datos.ts): every text of their entries and of their
 * sales' lines that may hold their name is rewritten by `reescribir`, in the erasure's transaction.
 */
export async function reescribirDescripciones(
  trx: Db,
  idsCliente: readonly number[],
  reescribir: (descripcion: string) => string,
): Promise<void> {
  if (idsCliente.length === 0) return;
  const pagos = await trx
    .selectFrom('pagos')
    .select(['id', 'descripcion'])
    .where('id_cliente', 'in', idsCliente)
    .execute();
  for (const p of pagos) {
    await trx
      .updateTable('pagos')
      .set({ descripcion: reescribir(p.descripcion) })
      .where('id', '=', p.id)
      .execute();
  }
  // A line's text names a service; only a deleted booking's line, made from its entries, names the client.
  const lineas = await trx
    .selectFrom('ventas_lineas as l')
    .innerJoin('ventas as v', 'v.id', 'l.id_venta')
    .select(['l.id', 'l.descripcion'])
    .where('v.id_cliente', 'in', idsCliente)
    .where('l.descripcion', 'like', '% · %')
    .execute();
  for (const l of lineas) {
    await trx
      .updateTable('ventas_lineas')
      .set({ descripcion: reescribir(l.descripcion) })
      .where('id', '=', l.id)
      .execute();
  }
}

/** Whether a client has sales or payment entries: history, so she is archived rather than deleted (db/archive.ts). */
export async function clienteTieneVentas(db: Db, idCliente: number): Promise<boolean> {
  const venta =
    (await db.selectFrom('ventas').select('id').where('id_cliente', '=', idCliente).limit(1).executeTakeFirst()) ??
    (await db.selectFrom('pagos').select('id').where('id_cliente', '=', idCliente).limit(1).executeTakeFirst());
  return venta !== undefined;
}

/**
 * An erasure (clientes/borrar-datos.ts): the audit entries of these clients' tickets (each sale as
 * it was) keep their amounts and lose the client's name.
 */
export async function anonimizarAuditoriaDeVentas(trx: Db, ids: readonly number[], nombre: string): Promise<void> {
  const entradas = await trx
    .selectFrom('audit_log')
    .select(['id', 'before', 'after'])
    .where('entity', '=', 'ventas')
    .where((eb) =>
      eb.or(
        ids.flatMap((c) => [
          eb('before', 'like', `%"cliente":{"id":${c},%`),
          eb('after', 'like', `%"cliente":{"id":${c},%`),
        ]),
      ),
    )
    .execute();
  const sinNombre = (json: string | null) => {
    if (json === null) return null;
    const venta = JSON.parse(json) as { cliente?: { id?: number; nombre?: string } | null };
    const c = venta.cliente?.id;
    if (c !== undefined && ids.includes(c)) venta.cliente = { id: c, nombre };
    return JSON.stringify(venta);
  };
  for (const e of entradas) {
    await trx
      .updateTable('audit_log')
      .set({ before: sinNombre(e.before), after: sinNombre(e.after) })
      .where('id', '=', e.id)
      .execute();
  }
}
