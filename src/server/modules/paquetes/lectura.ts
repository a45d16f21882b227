import { fromCents } from '#shared/domain/money.ts';
import { servicioLabel } from '#shared/domain/names.ts';
import type { PaqueteCliente } from '#shared/schemas/paquete.ts';
import type { Db } from '#server/db/dialect.ts';
import { type Reloj, ahoraEn } from '#server/reloj.ts';
import { num } from '#server/modules/ventas/dinero.ts';
import { importesDeLineas, sesionesUsadas } from '#server/modules/ventas/paquetes.ts';

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
    db
      .selectFrom('paquetes_servicios as ps')
      .innerJoin('servicios_base as s', 's.id', 'ps.id_servicio')
      .innerJoin('paquetes as p', 'p.id', 'ps.id_paquete')
      .select(['ps.id_paquete', 's.id', 's.nombre', 's.descripcion', 'p.id_servicio as principal'])
      .where(
        'ps.id_paquete',
        'in',
        rows.map((r) => r.id_paquete),
      )
      .execute(),
  ]);
  servicios.sort((a, b) => Number(b.id === b.principal) - Number(a.id === a.principal) || a.id - b.id);
  const hoy = ahoraEn(reloj).fecha;
  const paquetes = rows.map((r): PaqueteCliente => {
    const sesiones = num(r.sesiones);
    const usadasN = Math.min(usadas.get(r.id) ?? 0, sesiones);
    const linea = importes.get(r.id_linea) ?? { total: 0, pagada: false };
    const suyos = servicios.filter((s) => s.id_paquete === r.id_paquete);
    return {
      id: r.id,
      idPaquete: r.id_paquete,
      nombre: r.nombre,
      idServicios: suyos.map((s) => s.id),
      servicios: suyos.map((s) => servicioLabel(s)),
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
