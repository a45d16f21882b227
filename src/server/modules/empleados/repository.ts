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

/** Active (not archived) employees, by first and last name. */
export async function listEmpleados(db: Db): Promise<Empleado[]> {
  const rows = await db
    .selectFrom('empleados')
    .selectAll()
    .where('archived_at', 'is', null)
    .orderBy('nombre')
    .orderBy('apellido')
    .orderBy('id')
    .execute();
  return rows.map(toEmpleado);
}
