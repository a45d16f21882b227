import type { Db } from '#server/db/dialect.ts';
import type { TestApp } from './test-app.ts';

/** What the online booking tests write, children before their parents. */
const TABLAS = [
  'correos',
  'liquidaciones_lineas',
  'adelantos',
  'liquidaciones',
  'bloqueos',
  'pagos',
  'ventas_lineas',
  'ventas',
  'recordatorios',
  'turnos',
  'clientes_notas',
  'clientes',
  'empleados',
  'servicios_base',
  'reservas_intentos',
  'reservas_desafios_usados',
  'ajustes',
  'audit_log',
] as const;

/**
 * Empties the centre between the online booking tests, so each starts from no one booked. The
 * settings go too (booking off again) unless `ajustes: false` keeps them: the proof of work's
 * key lives there.
 */
export async function vaciarCentro(db: Db, { ajustes = true } = {}): Promise<void> {
  for (const tabla of TABLAS) {
    if (tabla !== 'ajustes' || ajustes) await db.deleteFrom(tabla).execute();
  }
}

/** A POST as `cookie` that must add a row: answers its id. */
export function creador(t: TestApp, cookie: string) {
  return async (url: string, body: object): Promise<number> => {
    const res = await t.app.inject({ method: 'POST', url, payload: body, headers: { cookie } });
    if (res.statusCode !== 201) throw new Error(`${url}: ${String(res.statusCode)} ${res.body}`);
    return (res.json() as { id: number }).id;
  };
}
