import type { z } from 'zod';
import { cifrasFijas, permisosDe, type Permisos } from '#shared/domain/permisos.ts';
import { AJUSTES_INICIALES, ajustesSchema, type Ajustes } from '#shared/schemas/ajustes.ts';
import type { Role } from '#shared/schemas/auth.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import type { Db } from '#server/db/dialect.ts';
import { instante, type Reloj } from '#server/reloj.ts';

/**
 * Settings are one row per key with a JSON value (migration 006): a key never saved has its
 * default, so a new setting needs no migration.
 */
export async function getAjustes(db: Db): Promise<Ajustes> {
  const rows = await db.selectFrom('ajustes').select(['clave', 'valor']).execute();
  const ajustes: Record<string, unknown> = { ...AJUSTES_INICIALES };
  const shape: Record<string, z.ZodType> = ajustesSchema.shape;
  for (const { clave, valor } of rows) {
    // A value that no longer fits its setting (a future version's, a hand edit) keeps the default.
    let value: unknown;
    try {
      value = JSON.parse(valor);
    } catch {
      continue;
    }
    const parsed = shape[clave]?.safeParse(value);
    if (parsed?.success === true) ajustes[clave] = parsed.data;
  }
  return ajustes as Ajustes;
}

export async function saveAjustes(db: Db, reloj: Reloj, userId: number, cambios: Partial<Ajustes>): Promise<Ajustes> {
  return db.transaction().execute(async (trx) => {
    const before = await getAjustes(trx);
    const now = instante(reloj);
    for (const [clave, value] of Object.entries(cambios)) {
      const valor = JSON.stringify(value);
      await trx
        .insertInto('ajustes')
        .values({ clave, valor, updated_at: now })
        .onConflict((oc) => oc.column('clave').doUpdateSet({ valor, updated_at: now }))
        .execute();
    }
    const after = await getAjustes(trx);
    await recordAudit(trx, { userId, action: 'editar', entity: 'ajustes', before, after });
    return after;
  });
}

/**
 * Whether a user sees the centre's figures (shared/domain/permisos.ts): an admin always, staff
 * when the setting says so. The settings are read only when they decide it.
 */
export async function veCifras(db: Db, role: Role | undefined): Promise<boolean> {
  if (role === undefined) return false;
  return cifrasFijas(role) ?? permisosDe(role, await getAjustes(db)).cifras;
}

/**
 * What the panel needs of the settings for a signed-in user, staff included: one read. Beside
 * the figures and the agenda's two, the reminders': how many hours ahead Recordatorios
 * opens, and the greeting and closing every desk's WhatsApp reminder carries.
 */
export async function ajustesDelPanel(
  db: Db,
  role: Role,
): Promise<
  { permisos: Permisos; veCifras: boolean } & Pick<
    Ajustes,
    'estadoPagoTurnoNuevo' | 'turnoActualizaServicio' | 'recordatorioHoras' | 'recordatorioSaludo' | 'recordatorioFirma'
  >
> {
  const ajustes = await getAjustes(db);
  const permisos = permisosDe(role, ajustes);
  return {
    permisos,
    veCifras: permisos.cifras,
    estadoPagoTurnoNuevo: ajustes.estadoPagoTurnoNuevo,
    turnoActualizaServicio: ajustes.turnoActualizaServicio,
    recordatorioHoras: ajustes.recordatorioHoras,
    recordatorioSaludo: ajustes.recordatorioSaludo,
    recordatorioFirma: ajustes.recordatorioFirma,
  };
}
