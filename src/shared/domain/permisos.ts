import type { Role } from '#shared/schemas/auth.ts';

/*
 * Who may do what, for each role and setting: the one list the server's route guards and the
 * panel's menu both read (the panel reads it computed, in the session's answer).
 */

/** What a signed-in user may do. */
export interface Permisos {
  /**
   * The centre's desk: every professional's agenda, the clients, the catalogue, the tickets. A
   * professional's account has her own day and earnings instead, and the API refuses her every
   * other route.
   */
  centro: boolean;
  /** The centre's figures: the history, Caja, Deudores, every employee's earnings. */
  cifras: boolean;
  /** The accounts, the audit log and the settings. */
  administrar: boolean;
}

/** The settings that change what a role may do (Ajustes). */
export interface AjustesDePermisos {
  /** Whether staff see the centre's figures ('personalVeCifras'). */
  personalVeCifras: boolean;
}

/**
 * What each role may do: a new role must say, here, what it may do (none is granted by default).
 * `cifras`: a fixed answer, or the staff's setting's.
 */
const POR_ROL: Record<Role, Pick<Permisos, 'centro' | 'administrar'> & { cifras: boolean | 'personalVeCifras' }> = {
  admin: { centro: true, administrar: true, cifras: true },
  staff: { centro: true, administrar: false, cifras: 'personalVeCifras' },
  profesional: { centro: false, administrar: false, cifras: false },
};

/** What a role may do whatever the settings say. */
export function permisosDelRol(role: Role): Pick<Permisos, 'centro' | 'administrar'> {
  const { centro, administrar } = POR_ROL[role];
  return { centro, administrar };
}

/** Whether a role sees the figures when the settings do not decide it; null when they do. */
export function cifrasFijas(role: Role): boolean | null {
  const { cifras } = POR_ROL[role];
  return cifras === 'personalVeCifras' ? null : cifras;
}

/** What a role may do with the centre's settings as they are. */
export function permisosDe(role: Role, ajustes: AjustesDePermisos): Permisos {
  return { ...permisosDelRol(role), cifras: cifrasFijas(role) ?? ajustes.personalVeCifras };
}

/** How the panel names each role. */
export const ROL_ETIQUETA: Record<Role, string> = {
  admin: 'Administración',
  staff: 'Staff',
  profesional: 'Profesional',
};
