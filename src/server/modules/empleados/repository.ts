import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { compareText } from '#shared/domain/text.ts';
import { REGLAS_INICIALES } from '#shared/domain/comisiones.ts';
import {
  ausenciasSchema,
  comisionesInputSchema,
  comisionesMessages,
  empleadoCodes,
  horariosSchema,
  type Empleado,
  type empleadoInputSchema,
} from '#shared/schemas/empleado.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { activeRowForUpdate, deleteOrArchive } from '#server/db/archive.ts';
import { borrarBloqueosDe } from '#server/modules/bloqueos/repository.ts';
import type { Db } from '#server/db/dialect.ts';
import type { EmpleadosTable } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { cerrarCuentasDelEmpleado } from '#server/modules/usuarios/repository.ts';
import { instante, type Reloj } from '#server/reloj.ts';

type EmpleadoInput = z.output<typeof empleadoInputSchema>;

const ENTITY = 'empleados';
export const empleadoNotFound = 'Empleado no encontrado.';

/**
 * A JSON column read back through its schema: a value that no longer fits (a hand edit) reads as
 * `ninguno` (an empty list by default).
 */
function readJson<T, F = []>(schema: z.ZodType<T>, text: string, ninguno: F = [] as F): T | F {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : ninguno;
  } catch {
    return ninguno;
  }
}

/** What `empleados.comisiones` keeps: the rules beyond the share. */
const comisionesGuardadasSchema = comisionesInputSchema.omit({ base: true });

/** Her rules: the share of the row and what the column keeps (the spec's rule when empty or unreadable). */
export function comisionesDe(
  row: Pick<Selectable<EmpleadosTable>, 'porcentaje_ganancia' | 'comisiones'>,
): NonNullable<Empleado['comisiones']> {
  const { base: _, ...iniciales } = REGLAS_INICIALES;
  const guardadas =
    row.comisiones === null ? iniciales : readJson(comisionesGuardadasSchema, row.comisiones, iniciales);
  return { base: row.porcentaje_ganancia, ...guardadas };
}

function toEmpleado(row: Selectable<EmpleadosTable>): Empleado {
  return {
    id: row.id,
    nombre: row.nombre,
    apellido: row.apellido,
    telefono: row.telefono ?? '',
    email: row.email ?? '',
    porcentajeGanancia: row.porcentaje_ganancia,
    horarios: readJson(horariosSchema, row.horarios),
    ausencias: readJson(ausenciasSchema, row.ausencias),
    comisiones: comisionesDe(row),
  };
}

/** The row's columns; working hours and days off only when the call sends them (else they stay). */
function toRow(input: EmpleadoInput) {
  return {
    nombre: input.nombre,
    apellido: input.apellido,
    telefono: input.telefono === '' ? null : input.telefono,
    email: input.email === '' ? null : input.email,
    porcentaje_ganancia: input.porcentajeGanancia,
    // Kept in the order people read them: by weekday and start, by date.
    ...(input.horarios === undefined
      ? {}
      : {
          horarios: JSON.stringify(input.horarios.toSorted((a, b) => a.dia - b.dia || a.desde.localeCompare(b.desde))),
        }),
    ...(input.ausencias === undefined
      ? {}
      : { ausencias: JSON.stringify(input.ausencias.toSorted((a, b) => a.desde.localeCompare(b.desde))) }),
    ...(input.comisiones === undefined
      ? {}
      : {
          comisiones: JSON.stringify({
            sobre: input.comisiones.sobre,
            productos: input.comisiones.productos,
            porCategoria: input.comisiones.porCategoria,
            porServicio: input.comisiones.porServicio,
          }),
        }),
  };
}

/** Every service an employee's rules name exists (archived ones too: a past rule may name one). */
async function comprobarServicios(db: Db, input: EmpleadoInput): Promise<void> {
  const ids = input.comisiones?.porServicio.map((r) => r.idServicio) ?? [];
  if (ids.length === 0) return;
  const hallados = await db.selectFrom('servicios_base').select('id').where('id', 'in', ids).execute();
  if (hallados.length !== new Set(ids).size)
    throw new HttpError(400, comisionesMessages.servicioInexistente, { code: empleadoCodes.servicioInexistente });
}

/**
 * Active (not archived) employees, by first and last name in Spanish order (accents and case
 * ignored), the same on SQLite and PostgreSQL whatever their collation.
 */
export async function listEmpleados(db: Db): Promise<Empleado[]> {
  const rows = await db.selectFrom('empleados').selectAll().where('archived_at', 'is', null).execute();
  return rows
    .map(toEmpleado)
    .sort((a, b) => compareText(a.nombre, b.nombre) || compareText(a.apellido, b.apellido) || a.id - b.id);
}

/** One employee by id, also one who has left (archived): their history still has a summary. */
export async function getEmpleado(db: Db, id: number): Promise<Empleado> {
  const row = await db.selectFrom('empleados').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw new HttpError(404, empleadoNotFound, { code: empleadoCodes.noEncontrado });
  return toEmpleado(row);
}

export async function createEmpleado(db: Db, reloj: Reloj, userId: number, input: EmpleadoInput): Promise<Empleado> {
  return db.transaction().execute(async (trx) => {
    await comprobarServicios(trx, input);
    const now = instante(reloj);
    const row = await trx
      .insertInto('empleados')
      .values({ ...toRow(input), archived_at: null, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    const empleado = toEmpleado(row);
    await recordAudit(trx, { userId, action: 'crear', entity: ENTITY, entityId: row.id, after: empleado });
    return empleado;
  });
}

/** `conservarPorcentaje`: the share stays as stored (a write by staff who do not see the figures). */
export async function updateEmpleado(
  db: Db,
  reloj: Reloj,
  userId: number,
  id: number,
  input: EmpleadoInput,
  { conservarPorcentaje = false } = {},
): Promise<Empleado> {
  return db.transaction().execute(async (trx) => {
    const before = toEmpleado(await activeRowForUpdate(trx, 'empleados', id, empleadoNotFound));
    // The share and the rules are figures of the centre: kept as they are for staff without them.
    const values =
      conservarPorcentaje && before.porcentajeGanancia !== undefined
        ? { ...input, porcentajeGanancia: before.porcentajeGanancia, comisiones: undefined }
        : input;
    await comprobarServicios(trx, values);
    const row = await trx
      .updateTable('empleados')
      .set({ ...toRow(values), updated_at: instante(reloj) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = toEmpleado(row);
    await recordAudit(trx, { userId, action: 'editar', entity: ENTITY, entityId: id, before, after });
    return after;
  });
}

export async function removeEmpleado(db: Db, reloj: Reloj, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = toEmpleado(await activeRowForUpdate(trx, 'empleados', id, empleadoNotFound));
    await cerrarCuentasDelEmpleado(trx, reloj, userId, id);
    await borrarBloqueosDe(trx, id);
    const action = await deleteOrArchive(trx, { table: 'empleados', ref: 'id_empleado' }, id);
    await recordAudit(trx, { userId, action, entity: ENTITY, entityId: id, before });
  });
}
