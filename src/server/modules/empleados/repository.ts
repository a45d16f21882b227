import type { Empleado } from '../../../shared/schemas/empleado.ts';
import type { Db } from '../../db/dialect.ts';
import type { EmpleadosTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';

function toEmpleado(row: Selectable<EmpleadosTable>): Empleado {
  return {
    id: row.id,
    nombre: row.nombre,
    apellido: row.apellido,
    telefono: row.telefono ?? '',
    email: row.email ?? '',
    porcentajeGanancia: row.porcentaje_ganancia,
  };
}

const byName = new Intl.Collator('es-AR', { sensitivity: 'base' });

/**
 * Active (not archived) employees, by first and last name in Spanish order (accents and case
 * ignored), the same on SQLite and PostgreSQL whatever their collation.
 */
export async function listEmpleados(db: Db): Promise<Empleado[]> {
  const rows = await db.selectFrom('empleados').selectAll().where('archived_at', 'is', null).execute();
  return rows
    .map(toEmpleado)
    .sort((a, b) => byName.compare(a.nombre, b.nombre) || byName.compare(a.apellido, b.apellido) || a.id - b.id);
}
