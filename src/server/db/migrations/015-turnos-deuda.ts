import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * 'Deudores' reads every appointment that still owes something, over all the centre's years
 * (three years of a busy centre: about 200,000 appointments, a fifth of them owing). This index
 * holds only those (a partial index) and every column the list reads, grouped by client, so the
 * list is one walk of it in client order: no table lookups and no sort (bench/deudores.ts).
 *
 * Its condition is `deudaCents > 0` of reportes/repository.ts, written exactly as the query
 * writes it: both databases use a partial index only for a query whose condition contains the
 * index's own (reportes.test.ts checks the plan).
 *
 * `if not exists`: a start that died half way runs it again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index if not exists turnos_deuda_idx
    on turnos (id_cliente, fecha, hora, costo_cents, monto_abonado_cents, estado, asistencia)
    where (case when asistencia in ('No vino', 'Canceló') or lower(trim(estado)) = 'pagado' then 0 else costo_cents - coalesce(monto_abonado_cents, 0) end) > 0
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('turnos_deuda_idx').ifExists().execute();
}
