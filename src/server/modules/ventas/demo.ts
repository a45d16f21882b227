import { liberaHorario } from '#shared/domain/asistencia.ts';
import type { Db } from '#server/db/dialect.ts';
import { actualizarComisiones } from './comisiones.ts';
import { siguienteNumero } from './repository.ts';

/** A booking the demo centre has paid on, with its one payment entry. */
export interface PagoSembrado {
  turno: {
    id: number;
    id_cliente: number;
    id_servicio: number;
    id_empleado: number;
    fecha: string;
    costo_cents: number;
    asistencia: string;
  };
  servicio: string;
  fecha: string;
  hora: string;
  registrado_at: string;
  monto_cents: number;
  medio_pago: string;
  descripcion: string;
}

/**
 * The demo centre's payments (demo/generate.ts), in batches: a sale per booking, its line and its
 * entry, as registrarPagoDeTurno would have written them one by one.
 */
export async function sembrarPagos(trx: Db, pagos: readonly PagoSembrado[]): Promise<void> {
  let numero = await siguienteNumero(trx);
  for (let i = 0; i < pagos.length; i += 500) {
    const batch = pagos.slice(i, i + 500);
    const ventas = await trx
      .insertInto('ventas')
      .values(
        batch.map((p) => ({
          numero: numero++,
          id_cliente: p.turno.id_cliente,
          fecha: p.turno.fecha,
          total_cents: liberaHorario(p.turno.asistencia) ? 0 : p.turno.costo_cents,
          id_usuario: null,
          created_at: p.registrado_at,
          updated_at: p.registrado_at,
        })),
      )
      .returning(['id', 'numero'])
      .execute();
    const idDe = new Map(ventas.map((v) => [Number(v.numero), v.id]));
    const venta = (j: number) => idDe.get(numero - batch.length + j) as number;
    await trx
      .insertInto('ventas_lineas')
      .values(
        batch.map((p, j) => ({
          id_venta: venta(j),
          orden: 1,
          tipo: 'servicio' as const,
          id_turno: p.turno.id,
          id_servicio: p.turno.id_servicio,
          id_empleado: p.turno.id_empleado,
          descripcion: p.servicio,
          cantidad: 1,
          precio_cents: p.turno.costo_cents,
          total_cents: liberaHorario(p.turno.asistencia) ? 0 : p.turno.costo_cents,
          pagado_cents: p.monto_cents,
        })),
      )
      .execute();
    await trx
      .insertInto('pagos')
      .values(
        batch.map((p, j) => ({
          id_venta: venta(j),
          id_turno: p.turno.id,
          id_cliente: p.turno.id_cliente,
          fecha: p.fecha,
          hora: p.hora,
          registrado_at: p.registrado_at,
          monto_cents: p.monto_cents,
          medio_pago: p.medio_pago,
          descripcion: p.descripcion,
          id_usuario: null,
        })),
      )
      .execute();
    await actualizarComisiones(
      trx,
      ventas.map((v) => v.id),
    );
  }
}
