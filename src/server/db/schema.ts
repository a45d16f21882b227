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
  role: 'admin' | 'staff' | 'profesional';
  active: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the user last looked at the new online bookings (migration 009). */
  reservas_vistas_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The employee the account belongs to: a professional's (migration 025). */
  id_empleado: ColumnType<number | null, number | null | undefined, number | null>;
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
  /** Whether clients may book it online (issue 22): 1 (the default) or 0. */
  reservable_online: Generated<number>;
  /** How many days after a visit it is usually done again (migration 023); null: not followed up. */
  repetir_cada_dias: ColumnType<number | null, number | null | undefined, number | null>;
  /** Materials a session uses, taken off before a commission (migration 026). */
  costo_insumos_cents: ColumnType<number | null, number | null | undefined, number | null>;
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
  /** Working hours per weekday, JSON `[{ dia, desde, hasta }]` (issue 22). */
  horarios: Generated<string>;
  /** Days off, JSON `[{ desde, hasta, motivo }]` (issue 22). */
  ausencias: Generated<string>;
  /** Commission rules beyond the share, JSON `{ sobre, productos, porCategoria, porServicio }`; null: the spec's (migration 026). */
  comisiones: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** The client this duplicate was merged into (migration 007); it is archived too. */
  fusionado_en: ColumnType<number | null, number | null | undefined, number | null>;
  /** When an admin erased the client's personal data on request (migration 007). */
  datos_borrados_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A note the staff keep about a client (migration 007); a pinned one shows when booking. */
export interface ClientesNotasTable {
  id: Generated<number>;
  id_cliente: number;
  texto: string;
  /** 1 when pinned (an allergy), else 0. */
  fijada: number;
  /** Who wrote it; null once the account is deleted. */
  id_usuario: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A client's link to her booking (migration 022): only the token's SHA-256 is kept. */
export interface TurnosEnlacesTable {
  token_hash: string;
  id_turno: number;
  /** Who at the desk made it; null for online booking's own. */
  id_usuario: number | null;
  created_at: string;
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
  /** The method of the last payment (migration 006); null while nothing is paid. */
  medio_pago: string | null;
  /** 'online' for a client's own booking on the public site (migration 009); null for the agenda's. */
  origen: ColumnType<string | null, string | null | undefined, string | null>;
  /** The client's answer by her link (migration 022): 'Sin respuesta', 'Confirmó' or 'Canceló'. */
  confirmacion: Generated<string>;
  /** When she answered by her link (migration 022); null before. */
  respuesta_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 of the token in the client's link to cancel an online booking (migration 009). */
  token_cancelacion: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where an online booking came from (migration 012): the request's address key, the phone as typed. */
  origen_direccion: ColumnType<string | null, string | null | undefined, string | null>;
  origen_telefono: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * What it still owes by deudaReporte's rule, kept by the database from the columns above
   * (migration 016): never written, only read.
   */
  deuda_cents: ColumnType<number, never, never>;
  /**
   * The visit it is part of (migration 029): the id of the visit's first booking, its own for a
   * visit of one service. Written in the booking's own transaction, so never null once committed.
   */
  id_visita: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A client called back after a visit (migration 023): at most one per visit, gone with it. */
export interface LlamadosTable {
  id_turno: number;
  llamado_at: Timestamp;
  /** Who called; null once the account is deleted. */
  id_usuario: number | null;
}

/** A message to a client in the outbox (migration 024, decision 049). */
export interface CorreosTable {
  id: Generated<number>;
  tipo: string;
  para: string;
  asunto: string;
  texto: string;
  html: string;
  /** The booking's calendar file, attached as `turno.ics`; null when none. */
  ics: string | null;
  id_turno: number | null;
  /** The day and time the message tells of (a reminder's, to know it is still right). */
  fecha: string | null;
  hora: string | null;
  estado: ColumnType<string, string | undefined, string>;
  intentos: ColumnType<number, number | undefined, number>;
  error: string | null;
  enviar_desde: string;
  /** A worker that claimed it sends it until then; null when nobody holds it. */
  tomado_hasta: string | null;
  /** The pass that claimed it: its outcome is written only while the claim is still this one. */
  tomado_por: string | null;
  creado_at: string;
  enviado_at: string | null;
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
  /** How it was paid (migration 006); 'Efectivo' unless told. */
  medio_pago: Generated<string>;
  created_at: Timestamp;
}

/**
 * One change of what was paid on an appointment (migration 006): the history of its `estado`
 * and `monto_abonado_cents`, written in the same transaction. Negative for a refund.
 */
export interface PagosTable {
  id: Generated<number>;
  /** Null once the appointment is deleted (its refund entry stays). */
  id_turno: number | null;
  id_cliente: number | null;
  /** The centre's date and time when it was recorded. */
  fecha: string;
  hora: string;
  registrado_at: Timestamp;
  monto_cents: number;
  medio_pago: string;
  /** What it was for, readable after the appointment is gone: service, client, its day and time. */
  descripcion: string;
  id_usuario: number | null;
  /**
   * The sale it belongs to (migration 017). Every entry has one: the ventas module writes it with
   * each entry and the migration filled the earlier ones; nullable only in the table's definition.
   */
  id_venta: ColumnType<number | null, number | undefined, number>;
  /** The gift card a 'Gift card' payment spent, or gave back when negative (migration 020). */
  id_giftcard: ColumnType<number | null, number | null | undefined, number | null>;
  /** The client's pack a 'Paquete' payment used a session of, or gave back when negative (migration 021). */
  id_paquete_cliente: ColumnType<number | null, number | null | undefined, number | null>;
  /** The line that session paid (migration 021): the session pays its line whole, first. */
  id_linea: ColumnType<number | null, number | null | undefined, number | null>;
  /** What was handed for a cash payment when more than it (migration 032): the change is the difference. */
  entregado_cents: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A pack the owner sells (migration 021): so many sessions of its services, valid so many days. */
export interface PaquetesTable {
  id: Generated<number>;
  nombre: string;
  id_servicio: number;
  sesiones: number;
  precio_cents: number;
  validez_dias: number;
  activo: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** The services a pack's session pays (migration 021), its `id_servicio` among them. */
export interface PaquetesServiciosTable {
  id_paquete: number;
  id_servicio: number;
}

/** A pack sold to a client on a ticket (migration 021); its sessions used are its 'Paquete' payments. */
export interface PaquetesClienteTable {
  id: Generated<number>;
  id_paquete: number;
  id_cliente: number;
  id_venta: number;
  id_linea: number;
  /** Its name, sessions and last valid day (`YYYY-MM-DD`) as sold. */
  nombre: string;
  sesiones: number;
  vence: string;
  anulado_at: string | null;
  created_at: string;
}

/** A gift card sold on a ticket (migration 020); its balance is its worth less its payments. */
export interface GiftcardsTable {
  id: Generated<number>;
  codigo: string;
  /** SHA-256 (hex) of `codigo`: what a typed code is sought by. */
  codigo_hash: string;
  id_venta: number;
  id_linea: number | null;
  /** Its worth; a service card's is written the day it is first spent (its service's price then). */
  valor_cents: number | null;
  id_servicio: number | null;
  id_cliente: number | null;
  comprador: string;
  destinatario: string | null;
  mensaje: string | null;
  /** Its last valid day, `YYYY-MM-DD`. */
  vence: string;
  anulada_at: string | null;
  anulada_motivo: string | null;
  anulada_por: number | null;
  created_at: string;
}

/** A discount (migration 017): '%' in hundredths of a percent, '$' in cents. */
export type DescuentoTipo = '%' | '$';

/** A sale (migration 017): the visit's ticket, numbered per centre; what it bills after discounts. */
export interface VentasTable {
  id: Generated<number>;
  numero: number;
  id_cliente: number | null;
  /** The visit's day. */
  fecha: string;
  descuento_tipo: DescuentoTipo | null;
  descuento_valor: number | null;
  descuento_motivo: string | null;
  total_cents: number;
  anulada_at: Timestamp | null;
  anulada_motivo: string | null;
  /** Who annulled it (migration 019). */
  anulada_por: number | null;
  id_usuario: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A line of a sale (migration 017): a booking's or another service, a product, a tip. */
export interface VentasLineasTable {
  id: Generated<number>;
  id_venta: number;
  orden: number;
  tipo: 'servicio' | 'producto' | 'propina' | 'giftcard' | 'paquete';
  /** The booking it charges; null for a service without one (or once the booking is deleted). */
  id_turno: number | null;
  /** The booking it charged before its ticket was annulled (migration 019); id_turno is then null. */
  id_turno_anulado: number | null;
  id_servicio: number | null;
  /** No reference yet: products arrive in a later migration. */
  id_producto: number | null;
  id_empleado: number | null;
  descripcion: string;
  cantidad: number;
  /** The unit price. */
  precio_cents: number;
  descuento_tipo: DescuentoTipo | null;
  descuento_valor: number | null;
  descuento_motivo: string | null;
  /** What it bills after its discount and its share of the ticket's. */
  total_cents: number;
  /** What its payments add up to. */
  pagado_cents: number;
  /** Her % for it as her rules said when it was charged (migration 027); null: no professional. */
  comision_porcentaje: ColumnType<number | null, number | null | undefined, number | null>;
  /** On what that % is taken: 'cobrado' or 'pagado'. */
  comision_sobre: ColumnType<
    'cobrado' | 'pagado' | null,
    'cobrado' | 'pagado' | null | undefined,
    'cobrado' | 'pagado' | null
  >;
  /** One session's materials, taken off before the %. */
  comision_insumos_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** Her commission on it as it stands: nothing once its ticket is annulled. */
  comision_cents: Generated<number>;
}

/** A payout to a professional for a period (migration 027): her commission and tips, less advances. */
export interface LiquidacionesTable {
  id: Generated<number>;
  id_empleado: number;
  desde: string;
  hasta: string;
  /** The centre's day and time it was paid. */
  fecha: string;
  hora: string;
  medio_pago: string;
  comision_cents: number;
  propinas_cents: number;
  adelantos_cents: number;
  /** What left the till: commission + tips − advances. */
  monto_cents: number;
  id_usuario: number | null;
  registrado_at: Timestamp;
}

/** How much of a line's commission a settlement paid (migration 027). */
export interface LiquidacionesLineasTable {
  id_liquidacion: number;
  id_linea: number;
  comision_cents: number;
}

/** A professional's time off within a day, once or weekly from its day on (migration 028). */
export interface BloqueosTable {
  id: Generated<number>;
  id_empleado: number;
  fecha: string;
  desde: string;
  hasta: string;
  motivo: string;
  /** 1: every week on its weekday from `fecha` on; 0: that day only. */
  semanal: Generated<number>;
  id_usuario: number | null;
  created_at: Timestamp;
}

/** Money given to a professional ahead of her settlement (migration 027). */
export interface AdelantosTable {
  id: Generated<number>;
  id_empleado: number;
  fecha: string;
  hora: string;
  monto_cents: number;
  medio_pago: string;
  /** The settlement that deducted it; null while it is still to be deducted. */
  id_liquidacion: number | null;
  id_usuario: number | null;
  registrado_at: Timestamp;
}

/** A day's cash close (migration 006). */
export interface CierresCajaTable {
  id: Generated<number>;
  fecha: string;
  fondo_inicial_cents: number;
  contado_cents: number;
  esperado_cents: number;
  /** JSON: the day's money in and out by method as it was at the close. */
  movimientos: string;
  nota: string | null;
  id_usuario: number | null;
  cerrado_at: Timestamp;
}

/**
 * A day's earlier closes and its reopenings (migration 011): a close undone by a reopening keeps
 * its amounts here; a reopening its reason. Amounts are null on a reopening, the reason on a close.
 */
export interface CierresCajaHistorialTable {
  id: Generated<number>;
  fecha: string;
  tipo: 'cierre' | 'reapertura';
  fondo_inicial_cents: number | null;
  contado_cents: number | null;
  esperado_cents: number | null;
  nota: string | null;
  motivo: string | null;
  id_usuario: number | null;
  at: Timestamp;
}

/** The centre's settings (migration 006): a key and its JSON value. */
export interface AjustesTable {
  clave: string;
  valor: string;
  updated_at: Timestamp;
}

/** Online bookings asked for, by address and phone digits, for the rate limits (migration 009). */
export interface ReservasIntentosTable {
  id: Generated<number>;
  ip: string;
  telefono: string;
  at: Timestamp;
}

/** A solved challenge of the online booking, kept until it expires so it books once (migration 013). */
export interface ReservasDesafiosUsadosTable {
  firma: string;
  vence: Timestamp;
}

/** A product the centre sells or uses (migration 018). */
export interface ProductosTable {
  id: Generated<number>;
  nombre: string;
  marca: string | null;
  categoria: string | null;
  /** SKU or barcode: unique among the products not archived. */
  codigo: string | null;
  precio_cents: number;
  costo_cents: number | null;
  /** The sum of its moves, changed only together with the move that explains it. */
  stock: Generated<number>;
  stock_minimo: Generated<number>;
  activo: Generated<number>;
  archived_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A change of a product's stock, signed (migration 018). */
export interface ProductosMovimientosTable {
  id: Generated<number>;
  id_producto: number;
  /** The centre's date and time when it was recorded. */
  fecha: string;
  hora: string;
  registrado_at: Timestamp;
  tipo: 'Venta' | 'Compra' | 'Ajuste' | 'Uso interno';
  cantidad: number;
  /** A purchase's unit cost. */
  costo_cents: number | null;
  motivo: string | null;
  id_usuario: number | null;
  /** The ticket a sale (or its reversal) belongs to. */
  id_venta: number | null;
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
  clientes_notas: ClientesNotasTable;
  turnos: TurnosTable;
  turnos_enlaces: TurnosEnlacesTable;
  recordatorios: RecordatoriosTable;
  llamados: LlamadosTable;
  correos: CorreosTable;
  gastos: GastosTable;
  pagos: PagosTable;
  ventas: VentasTable;
  ventas_lineas: VentasLineasTable;
  cierres_caja: CierresCajaTable;
  cierres_caja_historial: CierresCajaHistorialTable;
  ajustes: AjustesTable;
  reservas_intentos: ReservasIntentosTable;
  reservas_desafios_usados: ReservasDesafiosUsadosTable;
  productos: ProductosTable;
  giftcards: GiftcardsTable;
  paquetes: PaquetesTable;
  paquetes_servicios: PaquetesServiciosTable;
  paquetes_cliente: PaquetesClienteTable;
  productos_movimientos: ProductosMovimientosTable;
  liquidaciones: LiquidacionesTable;
  liquidaciones_lineas: LiquidacionesLineasTable;
  adelantos: AdelantosTable;
  bloqueos: BloqueosTable;
}

export type UserRow = Selectable<UsersTable>;
