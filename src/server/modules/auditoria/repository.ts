import { addDays, startOfDayIn } from '#shared/domain/dates.ts';
import { AUDITORIA_LIMITE, type AuditoriaEntry } from '#shared/schemas/auditoria.ts';
import type { Db } from '#server/db/dialect.ts';

export interface AuditoriaFilter {
  /** The table written (servicios_base, clientes…); all when absent. */
  entity?: string | undefined;
  /** The centre's calendar days, inclusive (YYYY-MM-DD). */
  desde?: string | undefined;
  hasta?: string | undefined;
}

/** A before/after snapshot as stored (JSON text); a value that is not JSON is shown as it is. */
function parseSnapshot(json: string | null): unknown {
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
}

/**
 * The audit log, newest first, at most AUDITORIA_LIMITE entries. Days are the centre's: an entry
 * at 01:30 UTC on the 23rd belongs to the 22nd in Buenos Aires.
 */
export async function listAuditoria(db: Db, filter: AuditoriaFilter, timeZone: string): Promise<AuditoriaEntry[]> {
  let query = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.at', 'a.user_id', 'u.username', 'a.action', 'a.entity', 'a.entity_id', 'a.before', 'a.after']);
  if (filter.entity !== undefined) query = query.where('a.entity', '=', filter.entity);
  if (filter.desde !== undefined) {
    query = query.where('a.at', '>=', startOfDayIn(filter.desde, timeZone).toISOString());
  }
  if (filter.hasta !== undefined) {
    const end = startOfDayIn(addDays(filter.hasta, 1), timeZone);
    // After 9999-12-31 an instant is written '+010000-…', which sorts before every stored one:
    // a last day that far ahead leaves the list open at its end instead of empty.
    if (end.getUTCFullYear() <= 9999) query = query.where('a.at', '<', end.toISOString());
  }
  const rows = await query.orderBy('a.id', 'desc').limit(AUDITORIA_LIMITE).execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    userId: r.user_id,
    username: r.username,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    before: parseSnapshot(r.before),
    after: parseSnapshot(r.after),
  }));
}
