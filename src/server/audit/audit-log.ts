import type { Db } from '#server/db/dialect.ts';

export type AuditAction =
  | 'crear'
  | 'editar'
  | 'eliminar'
  | 'archivar'
  | 'aumentar'
  | 'importar'
  | 'fusionar'
  | 'borrar-datos'
  | 'exportar'
  | 'reabrir'
  | 'anular';

export interface AuditEntry {
  /** Who did it: the signed-in user (from the session, never from the request body), or null
   * for the system itself (the first admin at start-up, `npm run user:add` on the server). */
  userId: number | null;
  action: AuditAction;
  /** The table written: servicios_base, empleados, clientes… */
  entity: string;
  entityId?: number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one write in the audit log. Called inside the transaction of the write itself, so the
 * log and the data never disagree.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      at: new Date().toISOString(),
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId == null ? null : String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}
