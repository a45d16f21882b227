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

/** What each role may do: a new role must say, here, what it may do (none is granted by default). */
const POR_ROL: Record<Role, (ajustes: AjustesDePermisos) => Permisos> = {
  admin: () => ({ centro: true, cifras: true, administrar: true }),
  staff: (ajustes) => ({ centro: true, cifras: ajustes.personalVeCifras, administrar: false }),
  profesional: () => ({ centro: false, cifras: false, administrar: false }),
};

/** What a role may do with the centre's settings as they are. */
export function permisosDe(role: Role, ajustes: AjustesDePermisos): Permisos {
  return POR_ROL[role](ajustes);
}

/** What a role may do whatever the settings say (the settings only ever grant staff the figures). */
export function permisosDelRol(role: Role): Pick<Permisos, 'centro' | 'administrar'> {
  const { centro, administrar } = permisosDe(role, { personalVeCifras: false });
  return { centro, administrar };
}

/** How the panel names each role. */
export const ROL_ETIQUETA: Record<Role, string> = {
  admin: 'Administración',
  staff: 'Staff',
  profesional: 'Profesional',
};
