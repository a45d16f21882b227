import { fromCents } from '#shared/domain/money.ts';
import type { PaqueteCliente } from '#shared/schemas/paquete.ts';
import type { Db } from '#server/db/dialect.ts';
import { type Reloj, ahoraEn } from '#server/reloj.ts';
import { num } from '#server/modules/ventas/dinero.ts';
import { importesDeLineas, sesionesUsadas } from '#server/modules/ventas/paquetes.ts';
import { serviciosDe } from './repository.ts';

/**
 * `GET /api/clientes/:id/paquetes`: her packs, the ones she can still use first (soonest to
 * expire first), then the rest newest first. 'Vigente' while it has sessions and days left;
 * 'Usado', 'Vencido' (after its last day) or 'Anulado' (its ticket was annulled) otherwise.
 */
export async function paquetesDeCliente(db: Db, reloj: Reloj, idCliente: number): Promise<PaqueteCliente[]> {
  const rows = await db
    .selectFrom('paquetes_cliente as pc')
    .select(['pc.id', 'pc.id_paquete', 'pc.nombre', 'pc.sesiones', 'pc.vence', 'pc.anulado_at', 'pc.id_venta'])
    .select(['pc.id_linea', 'pc.created_at'])
    .where('pc.id_cliente', '=', idCliente)
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [usadas, importes, servicios] = await Promise.all([
    sesionesUsadas(db, ids),
    importesDeLineas(
      db,
      rows.map((r) => r.id_linea),
    ),
    serviciosDe(
      db,
      rows.map((r) => r.id_paquete),
    ),
  ]);
  const hoy = ahoraEn(reloj).fecha;
  const paquetes = rows.map((r): PaqueteCliente => {
    const sesiones = num(r.sesiones);
    const usadasN = Math.min(usadas.get(r.id) ?? 0, sesiones);
    const linea = importes.get(r.id_linea) ?? { total: 0, pagada: false };
    const suyos = servicios.get(r.id_paquete) ?? { ids: [], nombres: [] };
    return {
      id: r.id,
      idPaquete: r.id_paquete,
      nombre: r.nombre,
      idServicios: suyos.ids,
      servicios: suyos.nombres,
      sesiones,
      sesionesUsadas: usadasN,
      sesionesRestantes: sesiones - usadasN,
      precio: fromCents(linea.total),
      idVenta: r.id_venta,
      vendido: r.created_at,
      vence: r.vence,
      pagado: linea.pagada,
      estado: r.anulado_at !== null ? 'Anulado' : usadasN >= sesiones ? 'Usado' : hoy > r.vence ? 'Vencido' : 'Vigente',
    };
  });
  return paquetes.sort(
    (a, b) =>
      Number(b.estado === 'Vigente') - Number(a.estado === 'Vigente') ||
      (a.estado === 'Vigente' ? a.vence.localeCompare(b.vence) : b.vendido.localeCompare(a.vendido)) ||
      b.id - a.id,
  );
}
