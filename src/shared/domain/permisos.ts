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
  /** The clients' phones and the WhatsApp buttons. */
  telefonos: boolean;
}

/** The settings that change what a role may do (Ajustes). */
export interface AjustesDePermisos {
  /** Whether staff see the centre's figures ('personalVeCifras'). */
  personalVeCifras: boolean;
  /** Whether a professional sees her clients' phones ('profesionalVeTelefonos'). */
  profesionalVeTelefonos: boolean;
}

/**
 * What each role may do: a new role must say, here, what it may do (none is granted by default).
 * `cifras` and `telefonos`: a fixed answer, or the setting's.
 */
const POR_ROL: Record<
  Role,
  Pick<Permisos, 'centro' | 'administrar'> & {
    cifras: boolean | 'personalVeCifras';
    telefonos: boolean | 'profesionalVeTelefonos';
  }
> = {
  admin: { centro: true, administrar: true, cifras: true, telefonos: true },
  staff: { centro: true, administrar: false, cifras: 'personalVeCifras', telefonos: true },
  profesional: { centro: false, administrar: false, cifras: false, telefonos: 'profesionalVeTelefonos' },
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

/** Whether a role sees the clients' phones with the centre's settings as they are. */
export function veTelefonos(role: Role, ajustes: Pick<AjustesDePermisos, 'profesionalVeTelefonos'>): boolean {
  const { telefonos } = POR_ROL[role];
  return telefonos === 'profesionalVeTelefonos' ? ajustes.profesionalVeTelefonos : telefonos;
}

/** What a role may do with the centre's settings as they are. */
export function permisosDe(role: Role, ajustes: AjustesDePermisos): Permisos {
  return {
    ...permisosDelRol(role),
    cifras: cifrasFijas(role) ?? ajustes.personalVeCifras,
    telefonos: veTelefonos(role, ajustes),
  };
}

/** How the panel names each role. */
export const ROL_ETIQUETA: Record<Role, string> = {
  admin: 'Administración',
  staff: 'Staff',
  profesional: 'Profesional',
};
