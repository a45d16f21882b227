import type { Db } from '#server/db/dialect.ts';

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipartFile(
  content: string | Uint8Array,
  options: { field?: string; filename?: string; type?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const { field = 'file', filename = 'datos.csv', type = 'text/csv' } = options;
  const boundary = '----centroPruebaBoundary7MA4YWxkTrZu0gW';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Inserts an employee (Eva Paz, 50 %) straight into the database. */
export async function insertEmpleado(db: Db): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('empleados')
    .values({
      nombre: 'Eva',
      apellido: 'Paz',
      telefono: null,
      email: null,
      porcentaje_ganancia: 50,
      archived_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/**
 * Inserts an appointment straight into the database, so catalogue tests can give a service,
 * employee or client a history without depending on the appointments API.
 */
export async function insertTurnoFor(
  db: Db,
  refs: { idServicio?: number; idEmpleado?: number; idCliente?: number },
): Promise<number> {
  const now = new Date().toISOString();
  const first = async (table: 'servicios_base' | 'empleados' | 'clientes') =>
    (await db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const ensure = async () => {
    if ((await db.selectFrom('servicios_base').select('id').executeTakeFirst()) === undefined) {
      await db
        .insertInto('servicios_base')
        .values({
          categoria: 'Manos',
          descripcion: 'Esmaltado',
          nombre: null,
          precio_cents: 100000,
          duracion_sugerida: 30,
          archived_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    if ((await db.selectFrom('empleados').select('id').executeTakeFirst()) === undefined) await insertEmpleado(db);
    if ((await db.selectFrom('clientes').select('id').executeTakeFirst()) === undefined) {
      await db
        .insertInto('clientes')
        .values({
          nombre: 'Clara',
          apellido: null,
          telefono: '1155550000',
          email: null,
          archived_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  };
  await ensure();
  const row = await db
    .insertInto('turnos')
    .values({
      id_servicio: refs.idServicio ?? (await first('servicios_base')),
      id_empleado: refs.idEmpleado ?? (await first('empleados')),
      id_cliente: refs.idCliente ?? (await first('clientes')),
      fecha: '2026-11-20',
      hora: '10:00',
      duracion: 30,
      costo_cents: 100000,
      estado: 'Pagado',
      monto_abonado_cents: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
