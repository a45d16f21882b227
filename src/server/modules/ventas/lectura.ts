import { sql } from 'kysely';
import { fromCents } from '#shared/domain/money.ts';
import { nombreCompleto } from '#shared/domain/names.ts';
import { liberaHorario } from '#shared/domain/asistencia.ts';
import { turnoCodes } from '#shared/schemas/turno.ts';
import {
  ventasMessages,
  type Venta,
  type VentaDeTurno,
  type VentaDetalle,
  type VentasDeCliente,
  type VentasDeClienteQuery,
  type VentasPagina,
  type VentasQuery,
} from '#shared/schemas/venta.ts';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { giftcardsDeVenta } from '#server/modules/giftcards/repository.ts';
import { selectTurnos, toTurno, turnoNotFound } from '#server/modules/turnos/lectura.ts';
import { num, pagadoDeVenta } from './dinero.ts';

/** A discount as stored (hundredths of a percent, or cents) → as the API speaks it. */
function descuento(tipo: '%' | '$' | null, valor: number | string | null, motivo: string | null): Venta['descuento'] {
  if (tipo === null || valor === null) return null;
  return { tipo, valor: tipo === '%' ? num(valor) / 100 : fromCents(num(valor)), motivo };
}

function selectVentas(db: Db) {
  return db
    .selectFrom('ventas as v')
    .leftJoin('clientes as c', 'c.id', 'v.id_cliente')
    .leftJoin('users as ua', 'ua.id', 'v.anulada_por')
    .select([
      'v.id',
      'v.numero',
      'v.fecha',
      'v.id_cliente',
      'c.nombre as c_nombre',
      'c.apellido as c_apellido',
      'v.descuento_tipo',
      'v.descuento_valor',
      'v.descuento_motivo',
      'v.total_cents',
      'v.anulada_at',
      'v.anulada_motivo',
      'ua.nombre as anulada_usuario',
      pagadoDeVenta.as('pagado'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectVentas>['execute']>>[number];

/** The sales of those rows with their lines and payments, read with one query each. */
async function conDetalle(db: Db, rows: Row[]): Promise<Venta[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lineas, pagos] = await Promise.all([
    db
      .selectFrom('ventas_lineas as l')
      .leftJoin('turnos as t', 't.id', 'l.id_turno')
      .leftJoin('paquetes_cliente as pc', 'pc.id_linea', 'l.id')
      .leftJoin('empleados as e', 'e.id', 'l.id_empleado')
      .selectAll('l')
      .select(['t.asistencia', 'pc.id_paquete', 'e.nombre as e_nombre', 'e.apellido as e_apellido'])
      // The pack whose session paid it, until an annulment gave that session back.
      .select(
        sql<number | null>`(select p.id_paquete_cliente from pagos p where p.id_linea = l.id
          group by p.id_paquete_cliente having sum(p.monto_cents) > 0 limit 1)`.as('id_paquete_cliente'),
      )
      .where('l.id_venta', 'in', ids)
      .orderBy('l.id_venta')
      .orderBy('l.orden')
      .execute(),
    db
      .selectFrom('pagos as p')
      .leftJoin('users as u', 'u.id', 'p.id_usuario')
      .select([
        'p.id',
        'p.id_venta',
        'p.fecha',
        'p.hora',
        'p.medio_pago',
        'p.monto_cents',
        'p.entregado_cents',
        'u.nombre as u_nombre',
      ])
      .where('p.id_venta', 'in', ids)
      .orderBy('p.fecha')
      .orderBy('p.hora')
      .orderBy('p.id')
      .execute(),
  ]);
  return rows.map((r) => {
    const total = num(r.total_cents);
    const pagado = num(r.pagado);
    return {
      id: r.id,
      numero: num(r.numero),
      fecha: r.fecha,
      cliente:
        r.id_cliente === null || r.c_nombre === null
          ? null
          : { id: r.id_cliente, nombre: nombreCompleto({ nombre: r.c_nombre, apellido: r.c_apellido ?? '' }) },
      descuento: descuento(r.descuento_tipo, r.descuento_valor, r.descuento_motivo),
      total: fromCents(total),
      pagado: fromCents(pagado),
      // An annulled ticket is owed no more: its bookings are owed again on their own.
      saldo: r.anulada_at === null ? fromCents(Math.max(total - pagado, 0)) : 0,
      anulada:
        r.anulada_at === null ? null : { at: r.anulada_at, motivo: r.anulada_motivo ?? '', usuario: r.anulada_usuario },
      lineas: lineas
        .filter((l) => l.id_venta === r.id)
        .map((l) => ({
          id: l.id,
          orden: l.orden,
          tipo: l.tipo,
          idTurno: l.id_turno,
          idServicio: l.id_servicio,
          idProducto: l.id_producto,
          idEmpleado: l.id_empleado,
          empleado: l.e_nombre === null ? null : nombreCompleto({ nombre: l.e_nombre, apellido: l.e_apellido ?? '' }),
          descripcion: l.descripcion,
          cantidad: num(l.cantidad),
          precio: fromCents(num(l.precio_cents)),
          descuento: descuento(l.descuento_tipo, l.descuento_valor, l.descuento_motivo),
          total: fromCents(num(l.total_cents)),
          pagado: fromCents(num(l.pagado_cents)),
          sinCargo: l.asistencia !== null && liberaHorario(l.asistencia) ? l.asistencia : null,
          idPaquete: l.id_paquete,
          idPaqueteCliente: l.id_paquete_cliente === null ? null : num(l.id_paquete_cliente),
        })),
      pagos: pagos
        .filter((p) => p.id_venta === r.id)
        .map((p) => ({
          id: p.id,
          fecha: p.fecha,
          hora: p.hora,
          medioPago: p.medio_pago,
          monto: fromCents(num(p.monto_cents)),
          entregado: p.entregado_cents === null ? null : fromCents(num(p.entregado_cents)),
          usuario: p.u_nombre,
        })),
    };
  });
}

/** One sale with its lines and payments; 404 when there is none. */
export async function getVenta(db: Db, id: number): Promise<Venta> {
  const row = await selectVentas(db).where('v.id', '=', id).executeTakeFirst();
  if (row === undefined) throw new HttpError(404, ventasMessages.noEncontrada, { code: 'venta_no_encontrada' });
  const [venta] = await conDetalle(db, [row]);
  return venta as Venta;
}

/**
 * The gift cards a sale sold, asked for only when it has a gift card line: the save of every
 * other ticket (most of them) reads nothing more.
 */
export async function giftcardsVendidas(db: Db, venta: Venta): Promise<{ codigo: string; vence: string }[]> {
  return venta.lineas.some((l) => l.tipo === 'giftcard') ? giftcardsDeVenta(db, venta.id) : [];
}

/** One sale and its client's phone, for the ticket's screen (the receipt by WhatsApp). */
export async function getVentaDetalle(db: Db, id: number): Promise<VentaDetalle> {
  const venta = await getVenta(db, id);
  const c =
    venta.cliente === null
      ? undefined
      : await db.selectFrom('clientes').select('telefono').where('id', '=', venta.cliente.id).executeTakeFirst();
  return { ...venta, telefonoCliente: c?.telefono ?? '', giftcards: await giftcardsVendidas(db, venta) };
}

/** Every sale of a range of days (the visit's day), by day and number: the history's Excel. */
export async function ventasDelRango(db: Db, { desde, hasta }: { desde: string; hasta: string }): Promise<Venta[]> {
  const rows = await selectVentas(db)
    .where('v.fecha', '>=', desde)
    .where('v.fecha', '<=', hasta)
    .orderBy('v.fecha')
    .orderBy('v.numero')
    .execute();
  return conDetalle(db, rows);
}

/** The sales of a range of days (the visit's day), by day and number, a page at a time. */
export async function listVentas(db: Db, query: VentasQuery): Promise<VentasPagina> {
  const { desde, hasta, pagina, porPagina } = query;
  const [rows, count] = await Promise.all([
    selectVentas(db)
      .where('v.fecha', '>=', desde)
      .where('v.fecha', '<=', hasta)
      .orderBy('v.fecha')
      .orderBy('v.numero')
      .limit(porPagina)
      .offset((pagina - 1) * porPagina)
      .execute(),
    db
      .selectFrom('ventas')
      .where('fecha', '>=', desde)
      .where('fecha', '<=', hasta)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ventas: await conDetalle(db, rows), total: num(count.n), pagina, porPagina };
}

/**
 * A client's tickets for her file, newest first, a page at a time, and what she owes on them in
 * all: a product she took away unpaid is owed like a booking.
 */
export async function ventasDeCliente(
  db: Db,
  idCliente: number,
  { pagina, porPagina }: VentasDeClienteQuery,
): Promise<VentasDeCliente> {
  const [rows, sumas] = await Promise.all([
    selectVentas(db)
      .where('v.id_cliente', '=', idCliente)
      .orderBy('v.fecha', 'desc')
      .orderBy('v.numero', 'desc')
      .limit(porPagina)
      .offset((pagina - 1) * porPagina)
      .execute(),
    db
      .selectFrom('ventas as v')
      .where('v.id_cliente', '=', idCliente)
      .select([
        sql<number>`count(*)`.as('n'),
        sql<number>`coalesce(sum(case when v.anulada_at is null and v.total_cents > ${pagadoDeVenta} then v.total_cents - ${pagadoDeVenta} else 0 end), 0)`.as(
          'saldo',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ventas: await conDetalle(db, rows),
    total: num(sumas.n),
    pagina,
    porPagina,
    saldo: fromCents(num(sumas.saldo)),
  };
}

/**
 * 'Cobrar' on a booking: the ticket its line is on; while it is on none, the visit a new ticket
 * would charge (the client's bookings of that day on no ticket, this one first, neither
 * cancelled nor missed). 404 for a booking that does not exist.
 */
export async function ventaDeTurno(db: Db, idTurno: number): Promise<VentaDeTurno> {
  const linea = await db
    .selectFrom('ventas_lineas')
    .select('id_venta')
    .where('id_turno', '=', idTurno)
    .executeTakeFirst();
  if (linea !== undefined) return { venta: await getVenta(db, linea.id_venta), visita: null };
  const turno = await db
    .selectFrom('turnos')
    .select(['id_cliente', 'fecha'])
    .where('id', '=', idTurno)
    .executeTakeFirst();
  if (turno === undefined) throw new HttpError(404, turnoNotFound, { code: turnoCodes.noEncontrado });
  const rows = await selectTurnos(db)
    .where('t.id_cliente', '=', turno.id_cliente)
    .where('t.fecha', '=', turno.fecha)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('ventas_lineas as l').select('l.id').whereRef('l.id_turno', '=', 't.id'))),
    )
    .orderBy('t.hora')
    .orderBy('t.id')
    .execute();
  const turnos = rows
    .map(toTurno)
    .filter((t) => t.id === idTurno || !liberaHorario(t.asistencia))
    .sort((a, b) => Number(b.id === idTurno) - Number(a.id === idTurno));
  const primero = turnos[0];
  if (primero === undefined) throw new HttpError(404, turnoNotFound, { code: turnoCodes.noEncontrado });
  return {
    venta: null,
    visita: { cliente: { id: primero.idCliente, nombre: primero.clienteNombre }, fecha: turno.fecha, turnos },
  };
}
