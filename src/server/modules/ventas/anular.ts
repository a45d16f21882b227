import { sql } from 'kysely';
import { numeroDeTicket } from '#shared/domain/ticket.ts';
import type { Venta } from '#shared/schemas/venta.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import type { Db } from '#server/db/dialect.ts';
import { anularGiftcardsDeVenta } from '#server/modules/giftcards/repository.ts';
import { anularPaquetesDeVenta } from '#server/modules/paquetes/repository.ts';
import { revertirVentaStock } from '#server/modules/productos/movimientos.ts';
import { type Reloj, instante } from '#server/reloj.ts';
import { insertarPagos } from './cobrar.ts';
import { actualizarComisiones } from './comisiones.ts';
import { num } from './dinero.ts';
import { getVenta } from './lectura.ts';
import { ventaAbierta } from './ticket.ts';

/*
 * 'Anular' (decision 039): a ticket charged by mistake is reversed, never deleted. What its
 * payments add up to in each method goes back with entries dated today, so a day whose cash was
 * closed keeps the figures it was counted with and today's cash shows the money leaving; its
 * products return to the shelf; its bookings let go of their lines and are owed again at their
 * price before the ticket's discounts, free to be charged on another ticket or from their form.
 */

/** `POST /api/ventas/:id/anular`: the ticket annulled, in one transaction (a second call is a 400). */
export async function anularVenta(db: Db, userId: number, reloj: Reloj, id: number, motivo: string): Promise<Venta> {
  return db.transaction().execute(async (trx) => {
    const v = await ventaAbierta(trx, id);
    const antes = await getVenta(trx, id);
    const now = instante(reloj);
    const numero = numeroDeTicket(num(v.numero));

    // The cards it sold go with it, unless one was spent already (a 400 that changes nothing).
    await anularGiftcardsDeVenta(trx, { idVenta: id, userId, motivo: `Anulación del ${numero}: ${motivo}`, at: now });
    // So do the packs it sold, unless another ticket used one of their sessions.
    await anularPaquetesDeVenta(trx, { idVenta: id, at: now });

    // Each booking's, each method's, each gift card's and each session's sum back: every entry of
    // the ticket then adds up to 0, a card it spent has that balance again, a pack that session.
    const netos = await trx
      .selectFrom('pagos')
      .select(['id_turno', 'medio_pago', 'id_giftcard', 'id_paquete_cliente', 'id_linea'])
      .select(sql<number>`sum(monto_cents)`.as('neto'))
      .where('id_venta', '=', id)
      .groupBy(['id_turno', 'medio_pago', 'id_giftcard', 'id_paquete_cliente', 'id_linea'])
      .orderBy('id_turno')
      .orderBy('medio_pago')
      .orderBy('id_giftcard')
      .orderBy('id_paquete_cliente')
      .orderBy('id_linea')
      .execute();
    await insertarPagos(
      trx,
      userId,
      reloj,
      {
        id,
        numero: num(v.numero),
        idCliente: v.id_cliente,
        cliente: antes.cliente?.nombre ?? 'Cliente borrado',
        anulacion: true,
      },
      netos
        .filter((n) => num(n.neto) !== 0)
        .map((n) => ({
          medio: n.medio_pago,
          cents: -num(n.neto),
          idTurno: n.id_turno,
          idGiftcard: n.id_giftcard,
          idPaqueteCliente: n.id_paquete_cliente,
          idLinea: n.id_linea,
        })),
    );

    await revertirVentaStock(trx, reloj, { idVenta: id, userId, motivo: `Anulación del ${numero}: ${motivo}` });

    const turnos = await trx
      .selectFrom('ventas_lineas')
      .select(['id_turno', 'precio_cents'])
      .where('id_venta', '=', id)
      .where('id_turno', 'is not', null)
      .execute();
    for (const l of turnos) {
      if (l.id_turno === null) continue;
      await trx
        .updateTable('turnos')
        .set({
          costo_cents: num(l.precio_cents),
          estado: 'Debe',
          monto_abonado_cents: null,
          medio_pago: null,
          updated_at: now,
        })
        .where('id', '=', l.id_turno)
        .execute();
    }
    // Both sides of each assignment read the row as it was: the booking moves to id_turno_anulado.
    await trx
      .updateTable('ventas_lineas')
      .set({ pagado_cents: 0, id_turno_anulado: sql<number | null>`id_turno`, id_turno: null })
      .where('id_venta', '=', id)
      .execute();
    await trx
      .updateTable('ventas')
      .set({ anulada_at: now, anulada_motivo: motivo, anulada_por: userId, updated_at: now })
      .where('id', '=', id)
      .execute();
    await actualizarComisiones(trx, [id]);

    const venta = await getVenta(trx, id);
    await recordAudit(trx, { userId, action: 'anular', entity: 'ventas', entityId: id, before: antes, after: venta });
    return venta;
  });
}
