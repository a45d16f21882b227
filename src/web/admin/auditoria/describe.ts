import { formatFecha } from '#shared/domain/dates.ts';
import { DIAS_SEMANA } from '#shared/domain/horarios.ts';
import { formatMoney } from '#shared/domain/money.ts';

/**
 * How an audit entry's before and after read in one line: what changed, or what was there, with
 * the names the screens use ('Teléfono', not 'telefono') and values as they are read (money,
 * dates, 'Sí'/'No'), never the stored JSON.
 */

/** How a field's value reads. */
type Formato = 'texto' | 'dinero' | 'minutos' | 'horas' | 'dias' | 'porcentaje' | 'rol' | 'horarios' | 'ausencias';

/** Every field the audit log keeps, by the name it has there. */
const CAMPOS: Record<string, { label: string; formato?: Formato }> = {
  // Users
  username: { label: 'Usuario' },
  email: { label: 'Correo' },
  nombre: { label: 'Nombre' },
  apellido: { label: 'Apellido' },
  role: { label: 'Rol', formato: 'rol' },
  active: { label: 'Activo' },
  password: { label: 'Contraseña' },
  // Clients, employees, services
  telefono: { label: 'Teléfono' },
  categoria: { label: 'Categoría' },
  descripcion: { label: 'Descripción' },
  precio: { label: 'Precio', formato: 'dinero' },
  duracionSugerida: { label: 'Duración sugerida', formato: 'minutos' },
  reservableOnline: { label: 'Se reserva online' },
  repetirCadaDias: { label: 'Repetir cada (días)' },
  porcentajeGanancia: { label: 'Porcentaje de ganancia', formato: 'porcentaje' },
  comisiones: { label: 'Comisiones' },
  base: { label: 'base', formato: 'porcentaje' },
  sobre: { label: 'sobre lo' },
  productos: { label: 'productos', formato: 'porcentaje' },
  porCategoria: { label: 'por categoría' },
  porServicio: { label: 'por servicio' },
  costoInsumos: { label: 'Costo de insumos', formato: 'dinero' },
  horarios: { label: 'Horarios', formato: 'horarios' },
  ausencias: { label: 'Ausencias', formato: 'ausencias' },
  archivado: { label: 'Archivado' },
  fusionadoEn: { label: 'Fusionado en el cliente n.º' },
  datosBorrados: { label: 'Datos personales borrados' },
  cliente: { label: 'Cliente' },
  duplicado: { label: 'Duplicado' },
  movidos: { label: 'Pasados al cliente' },
  posibleDuplicadoDe: { label: 'Posible duplicado de los clientes n.º' },
  // Appointments
  idCliente: { label: 'Cliente n.º' },
  idEmpleado: { label: 'Empleado n.º' },
  idServicio: { label: 'Servicio n.º' },
  clienteNombre: { label: 'Cliente' },
  clienteTelefono: { label: 'Teléfono del cliente' },
  servicioNombre: { label: 'Servicio' },
  empleadoNombre: { label: 'Empleado' },
  servicio: { label: 'Servicio' },
  profesional: { label: 'Profesional' },
  fecha: { label: 'Fecha' },
  hora: { label: 'Hora' },
  inicio: { label: 'Comienzo' },
  duracion: { label: 'Duración', formato: 'minutos' },
  costo: { label: 'Costo', formato: 'dinero' },
  estado: { label: 'Estado del pago' },
  montoAbonado: { label: 'Monto abonado', formato: 'dinero' },
  asistencia: { label: 'Asistencia' },
  medioPago: { label: 'Medio de pago' },
  origen: { label: 'Origen' },
  nombreIngresado: { label: 'Nombre ingresado' },
  ip: { label: 'Dirección IP' },
  por: { label: 'Por' },
  porTurno: { label: 'Cambiado desde un turno' },
  reserva: { label: 'Reserva n.º' },
  desde: { label: 'Desde' },
  hasta: { label: 'Hasta' },
  cancelado: { label: 'Cancelado' },
  cancelable: { label: 'Se puede cancelar' },
  cancelableHasta: { label: 'Se puede cancelar hasta' },
  enviado: { label: 'Enviado' },
  // Products and their stock
  marca: { label: 'Marca' },
  codigo: { label: 'Código' },
  stock: { label: 'Stock' },
  stockMinimo: { label: 'Stock mínimo' },
  stockBajo: { label: 'Stock bajo' },
  producto: { label: 'Producto' },
  tipo: { label: 'Tipo' },
  cantidad: { label: 'Cantidad' },
  // Expenses and the cash close
  monto: { label: 'Monto', formato: 'dinero' },
  fondoInicial: { label: 'Fondo inicial', formato: 'dinero' },
  contado: { label: 'Efectivo contado', formato: 'dinero' },
  esperado: { label: 'Efectivo esperado', formato: 'dinero' },
  diferencia: { label: 'Diferencia', formato: 'dinero' },
  nota: { label: 'Nota' },
  motivo: { label: 'Motivo' },
  // Notes
  texto: { label: 'Texto' },
  fijada: { label: 'Fijada' },
  autor: { label: 'Autor' },
  creada: { label: 'Creada' },
  editada: { label: 'Editada' },
  // Imports, price rises, exports
  agregados: { label: 'Agregados' },
  actualizados: { label: 'Actualizados' },
  porcentaje: { label: 'Porcentaje', formato: 'porcentaje' },
  servicios: { label: 'Servicios' },
  notas: { label: 'Notas' },
  clientes: { label: 'Clientes' },
  turnos: { label: 'Turnos' },
  pagos: { label: 'Pagos' },
  // Settings
  personalVeCifras: { label: 'El personal ve las cifras del centro' },
  reservasOnline: { label: 'Reservas online' },
  anticipacionMinimaHoras: { label: 'Anticipación mínima', formato: 'horas' },
  horizonteDias: { label: 'Días hacia adelante', formato: 'dias' },
  cancelacionHoras: { label: 'Aviso para cancelar', formato: 'horas' },
  reservasOnlineMaxPorDia: { label: 'Reservas online por día' },
  estadoPagoTurnoNuevo: { label: 'Estado de pago de un turno nuevo' },
  turnoActualizaServicio: { label: 'Un turno con otro costo o duración actualiza su servicio' },
  giftcardMeses: { label: 'Validez de una gift card (meses)' },
  recordatorioHoras: { label: 'Horas antes del recordatorio', formato: 'horas' },
  recordatorioSaludo: { label: 'Saludo del recordatorio' },
  recordatorioFirma: { label: 'Firma del recordatorio' },
  profesionalVeTelefonos: { label: 'Las profesionales ven el teléfono de sus clientes' },
  feriadosAbiertos: { label: 'Feriados en que abrimos' },
  diasCerrados: { label: 'Días cerrados', formato: 'ausencias' },
  // E-mail
  envio: { label: 'Envío' },
  para: { label: 'Para' },
  asunto: { label: 'Asunto' },
  intentos: { label: 'Intentos' },
  error: { label: 'Error' },
};

const HIDDEN = new Set(['id', 'createdAt', 'updatedAt', 'token']);

const ROLES: Record<string, string> = { admin: 'Administrador', staff: 'Personal', profesional: 'Profesional' };

const numero = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });

/** A field never listed above: its name split into words ('otraCosa' → 'Otra cosa'). */
function labelOf(key: string): string {
  const known = CAMPOS[key];
  if (known !== undefined) return known.label;
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-záéíóúñ])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fields(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The time an instant was at the centre, as the panel writes it: 26/11/2026 14:05. */
function instante(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('es-AR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

function horarios(value: unknown): string | null {
  if (!Array.isArray(value)) return null;
  if (value.length === 0) return 'ninguno';
  return value
    .map((h) => {
      const { dia, desde, hasta } = fields(h);
      const nombre = typeof dia === 'number' ? (DIAS_SEMANA[dia - 1] ?? String(dia)) : String(dia);
      return `${nombre} ${String(desde)} a ${String(hasta)}`;
    })
    .join(', ');
}

function ausencias(value: unknown): string | null {
  if (!Array.isArray(value)) return null;
  if (value.length === 0) return 'ninguna';
  return value
    .map((a) => {
      const { desde, hasta, motivo } = fields(a);
      const dias =
        desde === hasta ? formatFecha(String(desde)) : `${formatFecha(String(desde))} al ${formatFecha(String(hasta))}`;
      return typeof motivo === 'string' && motivo !== '' ? `${dias} (${motivo})` : dias;
    })
    .join(', ');
}

/** A value as it reads: money with its sign, dates as the centre writes them, 'Sí'/'No'. */
function show(key: string, value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '—';
  const formato = CAMPOS[key]?.formato ?? 'texto';
  if (formato === 'horarios') return horarios(value) ?? '—';
  if (formato === 'ausencias') return ausencias(value) ?? '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') {
    switch (formato) {
      case 'dinero':
        return formatMoney(value);
      case 'minutos':
        return `${numero.format(value)} min`;
      case 'horas':
        return `${numero.format(value)} h`;
      case 'dias':
        return `${numero.format(value)} días`;
      case 'porcentaje':
        return `${numero.format(value)} %`;
      default:
        return String(value);
    }
  }
  if (typeof value === 'string') {
    if (formato === 'rol') return ROLES[value] ?? value;
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatFecha(value);
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value))) {
      return instante(value, timeZone);
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => show(key, v, timeZone)).join(', ');
  // A record inside the entry (a merge's client and duplicate): its own fields, in the same words.
  const inner = Object.entries(fields(value))
    .filter(
      ([k, v]) => !HIDDEN.has(k) && v !== null && v !== '' && v !== false && !(Array.isArray(v) && v.length === 0),
    )
    .map(([k, v]) => `${labelOf(k)} ${show(k, v, timeZone)}`);
  return inner.length === 0 ? '—' : `(${inner.join(', ')})`;
}

/** What changed between before and after (or what was created or removed), one field after another. */
export function describeChange(before: unknown, after: unknown, timeZone = 'America/Argentina/Buenos_Aires'): string {
  const b = fields(before);
  const a = fields(after);
  if (before != null && after != null) {
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !HIDDEN.has(k));
    const changed = keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]));
    if (changed.length === 0) return 'Sin cambios.';
    return changed.map((k) => `${labelOf(k)}: ${show(k, b[k], timeZone)} → ${show(k, a[k], timeZone)}`).join('; ');
  }
  const only = after != null ? a : b;
  return Object.entries(only)
    .filter(([k]) => !HIDDEN.has(k))
    .map(([k, v]) => `${labelOf(k)}: ${show(k, v, timeZone)}`)
    .join('; ');
}
