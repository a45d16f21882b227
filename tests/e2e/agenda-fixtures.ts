/** The agenda's journeys share these: an employee pair, a client and services of each test alone. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Turno } from '#shared/schemas/turno.ts';
import { apiCreate, loginAsAdmin, unique } from './fixtures.ts';

export const OVERLAP = '⚠️ Este turno se superpone con otro del mismo empleado.';

export interface Day {
  empleado: { id: number; nombre: string };
  otra: { id: number; nombre: string };
  cliente: { id: number; nombre: string; telefono: string };
  servicio: { id: number; descripcion: string };
  /** A 30-minute service, for bookings that fit between others. */
  corto: { id: number; descripcion: string };
}

/** Two employees, a client and two services of this test alone (the test database is shared). */
export async function setUp(page: Page): Promise<Day> {
  await loginAsAdmin(page);
  const u = unique();
  const empleado = await apiCreate<{ id: number; nombre: string; apellido: string }>(page, '/empleados', {
    nombre: 'Ana',
    apellido: `Agenda${u}`,
    porcentajeGanancia: 50,
  });
  const otra = await apiCreate<{ id: number; nombre: string; apellido: string }>(page, '/empleados', {
    nombre: 'Bea',
    apellido: `Agenda${u}`,
    porcentajeGanancia: 40,
  });
  const cliente = await apiCreate<{ id: number; nombre: string; apellido: string; telefono: string }>(
    page,
    '/clientes',
    { nombre: `Clara${u}`, apellido: 'López', telefono: '11 2345-6789' },
  );
  const servicio = await apiCreate<{ id: number; descripcion: string }>(page, '/servicios-base', {
    categoria: `Manos${u}`,
    descripcion: `Esmaltado ${u}`,
    precio: 10000,
    duracionSugerida: 60,
  });
  const corto = await apiCreate<{ id: number; descripcion: string }>(page, '/servicios-base', {
    categoria: `Manos${u}`,
    descripcion: `Retoque ${u}`,
    precio: 4000,
    duracionSugerida: 30,
  });
  return {
    empleado: { id: empleado.id, nombre: `Ana Agenda${u}` },
    otra: { id: otra.id, nombre: `Bea Agenda${u}` },
    cliente: { id: cliente.id, nombre: `Clara${u} López`, telefono: cliente.telefono },
    servicio,
    corto,
  };
}

export function book(page: Page, day: Day, fecha: string, hora: string, extra: Record<string, unknown> = {}) {
  return apiCreate<Turno>(page, '/turnos', {
    idCliente: day.cliente.id,
    idEmpleado: day.empleado.id,
    idServicio: day.servicio.id,
    fecha,
    hora,
    duracion: 60,
    costo: 10000,
    estado: 'Pagado',
    montoAbonado: null,
    ...extra,
  });
}

async function delDia(page: Page, fecha: string): Promise<Turno[]> {
  const response = await page.request.get(`/api/turnos?fecha=${fecha}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Turno[];
}

export async function dayTurnos(page: Page, fecha: string, idEmpleado: number): Promise<Turno[]> {
  return (await delDia(page, fecha)).filter((t) => t.idEmpleado === idEmpleado);
}

/** A client's bookings of a day, in the agenda's order (a visit's services among them). */
export async function clientaTurnos(page: Page, fecha: string, idCliente: number): Promise<Turno[]> {
  return (await delDia(page, fecha)).filter((t) => t.idCliente === idCliente);
}

export async function openDay(page: Page, fecha: string): Promise<void> {
  await page.goto(`/admin/agenda?fecha=${fecha}`);
  await expect(page.getByRole('region', { name: 'Grilla de turnos' })).toBeVisible();
}

export const freeCell = (page: Page, empleado: string, hora: string) =>
  page.getByRole('button', { name: `Nuevo turno: ${empleado}, ${hora}`, exact: true });

/** A card dragged with the mouse onto a cell, as the desk does (dnd-kit starts after a few pixels). */
export async function drag(page: Page, card: Locator, target: Locator): Promise<void> {
  // The grid scrolls by itself while a drag nears its edges (dnd-kit's auto-scroll), by more the
  // longer the pointer rests there: a target near its bottom edge could end a row lower on a busy
  // machine. The grid is first scrolled to put the card and the target around its middle.
  await card.evaluate(
    (el, other) => {
      let grid = el.parentElement;
      while (grid !== null && !/(auto|scroll)/.test(getComputedStyle(grid).overflowY)) grid = grid.parentElement;
      if (grid === null || other === null) return;
      const a = el.getBoundingClientRect();
      const b = other.getBoundingClientRect();
      const g = grid.getBoundingClientRect();
      grid.scrollTop += (a.top + a.bottom + b.top + b.bottom) / 4 - (g.top + g.height / 2);
    },
    await target.elementHandle(),
  );
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (from === null || to === null) throw new Error('nada que arrastrar');
  await page.mouse.move(from.x + from.width / 2, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 10, { steps: 12 });
  await page.mouse.up();
}
