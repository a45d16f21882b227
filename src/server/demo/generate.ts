/**
 * A believable centre, generated: the services of the site's four categories at current prices,
 * employees with different profit shares, clients, weeks of appointments in every payment state
 * (never two at once for the same employee) and the month's expenses. The same code fills the
 * demo (`npm run seed:demo`) and, scaled up, the benchmarks' three years of history.
 * Deterministic: the same options give the same centre.
 */
import { addDays, formatFechaCorta } from '#shared/domain/dates.ts';
import { fromCents, toCents } from '#shared/domain/money.ts';
import { pagadoCents, type MedioPago } from '#shared/domain/pagos.ts';
import { nombreCompleto, servicioLabel } from '#shared/domain/names.ts';
import { fromMinutes, rowsSpanned, SLOT_MINUTES, SLOTS, toMinutes } from '#shared/domain/slots.ts';
import { foldText } from '#shared/domain/text.ts';
import { liberaHorario } from '#shared/domain/asistencia.ts';
import type { Db } from '#server/db/dialect.ts';
import { sembrarPagos, type PagoSembrado } from '#server/modules/ventas/demo.ts';

export interface DemoOptions {
  /** Today in the centre's time zone: appointments run from `weeksBack` weeks before it… */
  hoy: string;
  /**
   * The centre's time now, `HH:MM`: what starts before it has happened (attended, paid), what
   * starts from it on is still to come, and no payment is taken after it. 13:00 when left out.
   */
  ahora?: string;
  weeksBack: number;
  /** …to this many weeks after it. */
  weeksAhead: number;
  empleados: number;
  clientes: number;
  /** Share of the free half hours that get booked, 0 to 1. */
  ocupacion: number;
  /** Supplies bought each week (one line each); more makes a bigger expenses table. */
  insumosPorSemana?: number;
  /**
   * Share of the clients, 0 to 1, who may still owe for appointments gone by; the rest paid in
   * full. Every client when left out (the benchmarks' history, unchanged).
   */
  deudores?: number;
  seed?: number;
}

export const DEMO_DEFAULTS: Omit<DemoOptions, 'hoy'> = {
  weeksBack: 6,
  weeksAhead: 1,
  empleados: 4,
  clientes: 60,
  ocupacion: 0.45,
  // About one client in ten owes, as at a real desk.
  deudores: 0.1,
};

export interface DemoSummary {
  servicios: number;
  empleados: number;
  clientes: number;
  turnos: number;
  gastos: number;
  productos: number;
}

/** Services of the site's four categories, with Argentine prices of late 2026. */
export const DEMO_SERVICIOS = [
  {
    categoria: 'Manicuría y Pedicura',
    descripcion: 'Esmaltado semipermanente',
    nombre: 'Semi',
    precio: 18000,
    duracion: 60,
  },
  { categoria: 'Manicuría y Pedicura', descripcion: 'Manicura clásica', nombre: '', precio: 11000, duracion: 30 },
  { categoria: 'Manicuría y Pedicura', descripcion: 'Kapping en gel', nombre: 'Kapping', precio: 25000, duracion: 90 },
  {
    categoria: 'Manicuría y Pedicura',
    descripcion: 'Uñas esculpidas',
    nombre: 'Esculpidas',
    precio: 32000,
    duracion: 120,
  },
  {
    categoria: 'Manicuría y Pedicura',
    descripcion: 'Pedicuría estética con exfoliación',
    nombre: 'Pedicuría',
    precio: 21000,
    duracion: 60,
  },
  {
    categoria: 'Diseño de Cejas',
    descripcion: 'Visagismo y perfilado de cejas',
    nombre: 'Perfilado',
    precio: 9500,
    duracion: 30,
  },
  { categoria: 'Diseño de Cejas', descripcion: 'Henna de cejas', nombre: 'Henna', precio: 14000, duracion: 45 },
  { categoria: 'Diseño de Cejas', descripcion: 'Laminado de cejas', nombre: 'Laminado', precio: 22000, duracion: 60 },
  {
    categoria: 'Lifting de Pestañas',
    descripcion: 'Lifting de pestañas con nutrición',
    nombre: 'Lifting',
    precio: 24000,
    duracion: 60,
  },
  { categoria: 'Lifting de Pestañas', descripcion: 'Tinte de pestañas', nombre: '', precio: 9000, duracion: 30 },
  {
    categoria: 'Microblading',
    descripcion: 'Microblading (diseño y sesión)',
    nombre: 'Microblading',
    precio: 120000,
    duracion: 150,
  },
  {
    categoria: 'Microblading',
    descripcion: 'Retoque de microblading',
    nombre: 'Retoque micro',
    precio: 45000,
    duracion: 90,
  },
] as const;

const NOMBRES = [
  'Lucía',
  'Camila',
  'Valentina',
  'Sofía',
  'Martina',
  'Julieta',
  'Florencia',
  'Agustina',
  'Micaela',
  'Carolina',
  'Paula',
  'Victoria',
  'Rocío',
  'Belén',
  'Milagros',
  'Antonella',
  'Daniela',
  'Natalia',
  'Romina',
  'Gabriela',
  'Lorena',
  'Silvina',
  'Mariana',
  'Verónica',
  'Celeste',
  'Abril',
  'Candela',
  'Josefina',
  'Pilar',
  'Catalina',
  'Juan',
  'Martín',
  'Santiago',
  'Nicolás',
];
const APELLIDOS = [
  'González',
  'Rodríguez',
  'Gómez',
  'Fernández',
  'López',
  'Díaz',
  'Martínez',
  'Pérez',
  'García',
  'Sánchez',
  'Romero',
  'Sosa',
  'Álvarez',
  'Torres',
  'Ruiz',
  'Ramírez',
  'Flores',
  'Acosta',
  'Benítez',
  'Medina',
  'Suárez',
  'Herrera',
  'Aguirre',
  'Pereyra',
  'Gutiérrez',
  'Giménez',
  'Molina',
  'Silva',
  'Castro',
  'Rojas',
];
const PORCENTAJES = [50, 45, 40, 60, 35, 55];
const CIERRE = 20 * 60;
/**
 * Every employee works the centre's hours, Monday to Saturday from 08:00 to 20:00: the hours the
 * appointments are booked in, and what online booking offers once it is switched on.
 */
const HORARIOS_DEMO = JSON.stringify([1, 2, 3, 4, 5, 6].map((dia) => ({ dia, desde: '08:00', hasta: '20:00' })));

/** A small, fast, seeded generator (mulberry32): the demo is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** What every step shares: the transaction, the seeded random numbers and the rows' time. */
interface Step {
  trx: Db;
  rnd: () => number;
  pick: <T>(list: readonly T[]) => T;
  now: string;
}

interface DemoServicio {
  id: number;
  precio: number;
  duracion: number;
}

/** The same key as the API's duplicate rule: accents, case and spaces aside. */
const servicioKey = (categoria: string, descripcion: string) => `${foldText(categoria)}\u0000${foldText(descripcion)}`;

/** The site's catalogue, reusing any service already there at its own price and duration. */
async function seedServicios({ trx, now }: Step): Promise<DemoServicio[]> {
  const existing = new Map(
    (
      await trx
        .selectFrom('servicios_base')
        .select(['id', 'categoria', 'descripcion', 'precio_cents', 'duracion_sugerida'])
        .where('archived_at', 'is', null)
        .execute()
    ).map((e) => [servicioKey(e.categoria, e.descripcion), e]),
  );
  const servicios: DemoServicio[] = [];
  for (const s of DEMO_SERVICIOS) {
    const found = existing.get(servicioKey(s.categoria, s.descripcion));
    if (found !== undefined) {
      // Booked at its own price and duration: the demo never rewrites the centre's catalogue.
      servicios.push({ id: found.id, precio: fromCents(found.precio_cents), duracion: found.duracion_sugerida });
      continue;
    }
    const { id } = await trx
      .insertInto('servicios_base')
      .values({
        categoria: s.categoria,
        descripcion: s.descripcion,
        nombre: s.nombre === '' ? null : s.nombre,
        precio_cents: toCents(s.precio),
        duracion_sugerida: s.duracion,
        archived_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    servicios.push({ id, precio: s.precio, duracion: s.duracion });
  }
  return servicios;
}

/** `count` employees with different profit shares and working hours; their ids. */
async function seedEmpleados({ trx, now }: Step, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const nombre = NOMBRES[i % 30] ?? 'Lucía';
    const apellido = APELLIDOS[(i * 7 + 3) % APELLIDOS.length] ?? 'González';
    const row = await trx
      .insertInto('empleados')
      .values({
        nombre,
        apellido: i < 30 ? apellido : `${apellido} ${Math.floor(i / 30) + 1}`,
        telefono: `11 ${String(3000 + i * 37).padStart(4, '0')}-${String(1000 + i * 211).slice(-4)}`,
        email: `${foldText(nombre)}${i + 1}@centro.com.ar`,
        porcentaje_ganancia: PORCENTAJES[i % PORCENTAJES.length] ?? 50,
        horarios: HORARIOS_DEMO,
        archived_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/** `count` clients, half of them with an e-mail; their ids. */
async function seedClientes({ trx, rnd, pick, now }: Step, count: number): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => {
    const nombre = pick(NOMBRES);
    const apellido = pick(APELLIDOS);
    return {
      nombre,
      apellido,
      telefono: `11 ${String(4000 + Math.floor(rnd() * 6000))}-${String(Math.floor(rnd() * 10000)).padStart(4, '0')}`,
      email: rnd() < 0.5 ? foldText(`${nombre}.${apellido}${i}@correo.com.ar`) : null,
      archived_at: null,
      created_at: now,
      updated_at: now,
    };
  });
  const ids: number[] = [];
  await insertInBatches(rows, 500, async (batch) => {
    const inserted = await trx.insertInto('clientes').values(batch).returning('id').execute();
    ids.push(...inserted.map((r) => r.id));
  });
  return ids;
}

/**
 * Past appointments are paid, except some of the few clients who owe; one missed or cancelled
 * took no money. Those still to come are not paid yet, as in real life (issue 19): a few carry a
 * deposit sent by transfer; none is paid in full ahead.
 */
function estadoDemo(
  turno: { futuro: boolean; debe: boolean; libera: boolean },
  r: number,
): 'Pagado' | 'Pago parcial' | 'Debe' {
  if (turno.futuro) return r < 0.85 ? 'Debe' : 'Pago parcial';
  if (turno.libera) return 'Debe';
  if (!turno.debe) return 'Pagado';
  return r < 0.5 ? 'Pagado' : r < 0.7 ? 'Pago parcial' : 'Debe';
}

/**
 * How a client paid, spread as an Argentine salon sees it: cash first, then transfers and
 * Mercado Pago, some cards. From the booking's number, not the random sequence (as attendance).
 */
function medioDemo(n: number): MedioPago {
  const r = n % 20;
  return r < 8 ? 'Efectivo' : r < 13 ? 'Transferencia' : r < 17 ? 'Mercado Pago' : r < 19 ? 'Débito' : 'Crédito';
}

/** The time of `hoy` taken as now when the options leave it out. */
const AHORA = '13:00';

/**
 * Whether the client came: recorded for the days gone by (a few did not come or cancelled), still
 * 'Pendiente' from today on. Taken from the booking's number, not from the random sequence, so
 * the rest of the demo is the same as before attendance existed.
 */
function asistenciaDemo(pasado: boolean, n: number): 'Pendiente' | 'Asistió' | 'No vino' | 'Canceló' {
  if (!pasado) return 'Pendiente';
  return n % 29 === 0 ? 'No vino' : n % 41 === 0 ? 'Canceló' : 'Asistió';
}

const isWeekday = (fecha: string, day: number) => new Date(`${fecha}T12:00:00Z`).getUTCDay() === day;

/** Day by day from `desde` to `hasta`, each employee's day filled in order, so none overlap. */
async function seedTurnos(
  step: Step,
  options: DemoOptions,
  desde: string,
  hasta: string,
  ids: { servicios: DemoServicio[]; empleados: number[]; clientes: number[] },
): Promise<number> {
  const { trx, rnd, pick, now } = step;
  const ahora = `${options.hoy} ${options.ahora ?? AHORA}`;
  // The clients who may owe: the first of the list (their names and phones are drawn at random).
  const deudores = new Set(ids.clientes.slice(0, Math.round(ids.clientes.length * (options.deudores ?? 1))));
  const ultimo = toMinutes(SLOTS[SLOTS.length - 1] ?? '19:30');
  const turnos = [];
  for (let fecha = desde; fecha <= hasta; fecha = addDays(fecha, 1)) {
    if (isWeekday(fecha, 0)) continue; // closed on Sundays
    for (const idEmpleado of ids.empleados) {
      let minuto = toMinutes(SLOTS[0] ?? '08:00');
      while (minuto <= ultimo) {
        if (rnd() >= options.ocupacion) {
          minuto += SLOT_MINUTES;
          continue;
        }
        const servicio = pick(ids.servicios);
        // The centre closes at 20:00: a service that would run past it is not booked then.
        if (minuto + servicio.duracion > CIERRE) {
          minuto += SLOT_MINUTES;
          continue;
        }
        const costo = servicio.precio;
        const hora = fromMinutes(minuto);
        // Started before now: the client has been in the chair (the reports' overdue rule).
        const futuro = `${fecha} ${hora}` >= ahora;
        const idCliente = pick(ids.clientes);
        const asistencia = asistenciaDemo(!futuro, turnos.length);
        const estado = estadoDemo({ futuro, debe: deudores.has(idCliente), libera: liberaHorario(asistencia) }, rnd());
        turnos.push({
          id_cliente: idCliente,
          id_empleado: idEmpleado,
          id_servicio: servicio.id,
          fecha,
          hora,
          duracion: servicio.duracion,
          costo_cents: toCents(costo),
          estado,
          asistencia,
          // A deposit of 30 to 70 %, in whole pesos.
          monto_abonado_cents: estado === 'Pago parcial' ? toCents(Math.round(costo * (0.3 + 0.4 * rnd()))) : null,
          // A deposit ahead comes by transfer; what is paid on the day, as it comes.
          medio_pago: estado === 'Debe' ? null : futuro ? 'Transferencia' : medioDemo(turnos.length),
          created_at: now,
          updated_at: now,
        });
        minuto += rowsSpanned(servicio.duracion) * SLOT_MINUTES;
      }
    }
  }
  const inserted: number[] = [];
  await insertInBatches(turnos, 1000, async (batch) =>
    inserted.push(...(await trx.insertInto('turnos').values(batch).returning('id').execute()).map((r) => r.id)),
  );
  // Each a visit of its own, named after itself, as the booking's writer does (decision 056).
  await trx
    .updateTable('turnos')
    .set((eb) => ({ id_visita: eb.ref('id') }))
    .where('id_visita', 'is', null)
    .execute();
  await seedPagos(step, options.hoy, turnos, inserted, ids, ahora);
  return turnos.length;
}

/**
 * The payment entries of what the appointments have paid (issue 19), so the day's cash and the
 * income by method have a history: on the appointment's day and time, by its method; a deposit
 * for one still to come was sent two days before it at 10:00 (yesterday at the latest), so no
 * payment is ever stamped after now.
 */
async function seedPagos(
  { trx, now }: Step,
  hoy: string,
  turnos: {
    id_cliente: number;
    id_servicio: number;
    id_empleado: number;
    asistencia: string;
    fecha: string;
    hora: string;
    costo_cents: number;
    estado: string;
    monto_abonado_cents: number | null;
    medio_pago: string | null;
  }[],
  ids: number[],
  catalogo: { servicios: DemoServicio[] },
  ahora: string,
): Promise<void> {
  const clientes = new Map(
    (await trx.selectFrom('clientes').select(['id', 'nombre', 'apellido']).execute()).map((c) => [
      c.id,
      nombreCompleto({ nombre: c.nombre, apellido: c.apellido ?? '' }),
    ]),
  );
  const servicios = new Map(
    (
      await trx
        .selectFrom('servicios_base')
        .select(['id', 'nombre', 'descripcion'])
        .where(
          'id',
          'in',
          catalogo.servicios.map((x) => x.id),
        )
        .execute()
    ).map((x) => [x.id, servicioLabel(x)]),
  );
  const pagos = turnos.flatMap((t, i): PagoSembrado[] => {
    const monto = pagadoCents({
      costo: fromCents(t.costo_cents),
      estado: t.estado,
      montoAbonado: t.monto_abonado_cents === null ? null : fromCents(t.monto_abonado_cents),
    });
    const id = ids[i];
    if (monto === 0 || t.medio_pago === null || id === undefined) return [];
    const anticipo = `${t.fecha} ${t.hora}` >= ahora;
    const dosDiasAntes = addDays(t.fecha, -2);
    const fecha = anticipo ? (dosDiasAntes < hoy ? dosDiasAntes : addDays(hoy, -1)) : t.fecha;
    const servicio = servicios.get(t.id_servicio) ?? '';
    return [
      {
        turno: { ...t, id },
        servicio,
        fecha,
        hora: anticipo ? '10:00' : t.hora,
        registrado_at: now,
        monto_cents: monto,
        medio_pago: t.medio_pago,
        descripcion: `${servicio} · ${clientes.get(t.id_cliente) ?? ''} · turno del ${formatFechaCorta(t.fecha)} ${t.hora}`,
      },
    ];
  });
  await sembrarPagos(trx, pagos);
}

/** The month's fixed costs on the 1st and the 10th, supplies every Monday, up to `hasta`. */
async function seedGastos({ trx, rnd, now }: Step, desde: string, hasta: string, insumosPorSemana: number) {
  const rows: { descripcion: string; monto_cents: number; fecha: string; medio_pago: string; created_at: string }[] =
    [];
  // Rent by transfer, the bills by direct debit, supplies in cash from the drawer.
  const gasto = (fecha: string, descripcion: string, monto: number, medio: MedioPago = 'Efectivo') =>
    rows.push({ descripcion, monto_cents: toCents(monto), fecha, medio_pago: medio, created_at: now });
  for (let fecha = desde; fecha <= hasta; fecha = addDays(fecha, 1)) {
    const day = fecha.slice(8, 10);
    if (day === '01') gasto(fecha, 'Alquiler del local', 650000, 'Transferencia');
    if (day === '10') {
      gasto(fecha, 'Luz', 48000 + Math.round(rnd() * 12000), 'Débito');
      gasto(fecha, 'Internet y teléfono', 32000, 'Débito');
    }
    if (isWeekday(fecha, 1)) {
      for (let i = 0; i < insumosPorSemana; i++) {
        gasto(fecha, 'Insumos (esmaltes, algodón, descartables)', 35000 + Math.round(rnd() * 25000));
      }
    }
  }
  await insertInBatches(rows, 1000, (batch) => trx.insertInto('gastos').values(batch).execute());
  return rows.length;
}

/**
 * What the demo centre sells at the desk, with Argentine prices of late 2026: name, brand,
 * category, barcode, price and cost in pesos, stock and its minimum. Two are under their minimum,
 * so 'Stock bajo' has something to show.
 */
export const DEMO_PRODUCTOS = [
  ['Esmalte semipermanente Rojo Pasión', 'Masglo', 'Esmaltes', '7702116025010', 9800, 4900, 14, 4],
  ['Esmalte semipermanente Nude', 'Masglo', 'Esmaltes', '7702116025027', 9800, 4900, 3, 4],
  ['Top coat brillo', 'Masglo', 'Esmaltes', '7702116025034', 8500, 4100, 9, 3],
  ['Aceite de cutículas', 'Cherimoya', 'Manos', '7798024560012', 6500, 2900, 11, 3],
  ['Crema de manos con urea', 'Cherimoya', 'Manos', '7798024560029', 12500, 6100, 8, 3],
  ['Sérum para pestañas', 'Lash Growth', 'Pestañas', '7790990110015', 24900, 11800, 2, 3],
  ['Cepillo para pestañas (x10)', 'Lash Growth', 'Pestañas', '7790990110022', 3500, 1200, 30, 10],
  ['Gel de cejas fijador', 'Idraet', 'Cejas', '7798136870016', 11900, 5600, 6, 2],
  ['Protector solar facial FPS 50', 'Idraet', 'Rostro', '7798136870023', 28500, 14200, 7, 2],
  ['Agua micelar 200 ml', 'Idraet', 'Rostro', '7798136870030', 14900, 7300, 10, 3],
] as const;

/**
 * The demo's products, each with the purchase that brought its stock in (the move its stock
 * sums). Those already there (by barcode: a demo loaded again) are left as they are.
 */
async function seedProductos({ trx, now }: Step, desde: string): Promise<number> {
  const codigos = DEMO_PRODUCTOS.map((p) => p[3]);
  const ya = new Set(
    (await trx.selectFrom('productos').select('codigo').where('codigo', 'in', codigos).execute()).map((p) => p.codigo),
  );
  const nuevos = DEMO_PRODUCTOS.filter((p) => !ya.has(p[3]));
  for (const [nombre, marca, categoria, codigo, precio, costo, stock, minimo] of nuevos) {
    const { id } = await trx
      .insertInto('productos')
      .values({
        nombre,
        marca,
        categoria,
        codigo,
        precio_cents: precio * 100,
        costo_cents: costo * 100,
        stock,
        stock_minimo: minimo,
        activo: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('productos_movimientos')
      .values({
        id_producto: id,
        fecha: desde,
        hora: '09:00',
        registrado_at: now,
        tipo: 'Compra',
        cantidad: stock,
        costo_cents: costo * 100,
        motivo: 'Stock inicial',
      })
      .execute();
  }
  return nuevos.length;
}

/** Fills the database with a demo centre, in one transaction. Services already there are reused. */
export async function generateDemo(db: Db, options: DemoOptions): Promise<DemoSummary> {
  const rnd = random(options.seed ?? 20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const now = new Date().toISOString();
  const desde = addDays(options.hoy, -7 * options.weeksBack);
  const hasta = addDays(options.hoy, 7 * options.weeksAhead);

  return db.transaction().execute(async (trx) => {
    // The steps draw from one seeded sequence, in this order: the same options, the same centre.
    const step: Step = { trx, rnd, pick, now };
    const servicios = await seedServicios(step);
    const empleados = await seedEmpleados(step, options.empleados);
    const clientes = await seedClientes(step, options.clientes);
    const turnos = await seedTurnos(step, options, desde, hasta, { servicios, empleados, clientes });
    const gastos = await seedGastos(step, desde, options.hoy, options.insumosPorSemana ?? 1);
    const productos = await seedProductos(step, desde);
    return {
      servicios: servicios.length,
      empleados: empleados.length,
      clientes: clientes.length,
      turnos,
      gastos,
      productos,
    };
  });
}

/** True when the database already holds the centre's data (beyond user accounts). */
export async function hasData(db: Db): Promise<boolean> {
  for (const table of ['servicios_base', 'empleados', 'clientes', 'turnos', 'gastos', 'productos'] as const) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row !== undefined) return true;
  }
  return false;
}
