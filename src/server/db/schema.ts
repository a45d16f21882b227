import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * Table types of the database. Money is integer cents (`*_cents`); `fecha` is `YYYY-MM-DD` and
 * `hora` is `HH:MM`, both as text; timestamps are ISO-8601 UTC strings so both dialects agree.
 */

type Timestamp = ColumnType<string, string, string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  nombre: string;
  password_hash: string;
  role: 'admin' | 'staff';
  active: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the random session token, hex. The token itself is never stored. */
  id: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  user_id: number | null;
  at: Timestamp;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
}

export interface ServiciosBaseTable {
  id: Generated<number>;
  categoria: string;
  descripcion: string;
  nombre: string | null;
  precio_cents: number;
  duracion_sugerida: number;
  archived_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EmpleadosTable {
  id: Generated<number>;
  nombre: string;
  apellido: string;
  telefono: string | null;
  email: string | null;
  porcentaje_ganancia: number;
  archived_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClientesTable {
  id: Generated<number>;
  nombre: string;
  apellido: string | null;
  telefono: string | null;
  email: string | null;
  archived_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TurnosTable {
  id: Generated<number>;
  id_cliente: number;
  id_empleado: number;
  id_servicio: number;
  fecha: string;
  hora: string;
  duracion: number;
  costo_cents: number;
  estado: string;
  monto_abonado_cents: number | null;
  /** 'Pendiente' (the default), 'Asistió', 'No vino', 'Canceló' (migration 004). */
  asistencia: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A sent WhatsApp reminder (migration 005): at most one per appointment, gone with it. */
export interface RecordatoriosTable {
  id_turno: number;
  /** The day and time the reminder announced; an appointment moved since needs a new one. */
  fecha: string;
  hora: string;
  enviado_at: Timestamp;
  /** Who sent it; null once the account is deleted. */
  id_usuario: number | null;
}

export interface GastosTable {
  id: Generated<number>;
  descripcion: string;
  monto_cents: number;
  fecha: string;
  created_at: Timestamp;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  login: string;
  ip: string;
  at: Timestamp;
}

export interface Database {
  login_attempts: LoginAttemptsTable;
  users: UsersTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  servicios_base: ServiciosBaseTable;
  empleados: EmpleadosTable;
  clientes: ClientesTable;
  turnos: TurnosTable;
  recordatorios: RecordatoriosTable;
  gastos: GastosTable;
}

export type UserRow = Selectable<UsersTable>;
