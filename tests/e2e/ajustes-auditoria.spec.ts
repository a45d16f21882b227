import type { Locator, Page } from '@playwright/test';
import { addDays } from '#shared/domain/dates.ts';
import { freeCell, openDay, setUp } from './agenda-fixtures.ts';
import { apiCreate, expect, loginAsAdmin, openSection, test, unique } from './fixtures.ts';

async function hoy(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/centro')).json()) as { hoy: string }).hoy;
}

/** Chooses the service, so the booking has a price: what is paid asks for its method. */
async function elegirServicio(dialog: Locator, descripcion: string): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Servicio' }).fill(descripcion);
  await dialog.page().getByRole('option', { name: descripcion }).click();
}

async function estadoTurnoNuevo(page: Page, estado: 'Pagado' | 'Debe'): Promise<void> {
  const res = await page.request.put('/api/ajustes', { data: { estadoPagoTurnoNuevo: estado } });
  expect(res.ok(), await res.text()).toBe(true);
}

test.describe('Ajustes: estado de pago de un turno nuevo', () => {
  test("con 'Debe', un turno nuevo de la agenda empieza debiendo y sin medio de pago; con 'Pagado', como dice la especificación", async ({
    page,
  }) => {
    test.slow();
    const day = await setUp(page);
    const fecha = addDays(await hoy(page), 7);
    try {
      await openSection(page, 'Ajustes');
      const grupo = page.getByRole('radiogroup', { name: 'Estado de pago de un turno nuevo' });
      await expect(grupo.getByRole('radio', { name: 'Pagado' })).toBeChecked();
      await grupo.getByRole('radio', { name: 'Debe' }).check();
      await expect(page.getByText('Ajustes guardados.')).toBeVisible();
      await expect(grupo.getByRole('radio', { name: 'Debe' })).toBeChecked();

      // The setting is kept: read again after a reload.
      await page.reload();
      await expect(
        page.getByRole('radiogroup', { name: 'Estado de pago de un turno nuevo' }).getByRole('radio', { name: 'Debe' }),
      ).toBeChecked();

      await openDay(page, fecha);
      await freeCell(page, day.empleado.nombre, '10:00').click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo turno' });
      await expect(dialog.getByRole('radio', { name: 'Debe' })).toBeChecked();
      await elegirServicio(dialog, day.servicio.descripcion);
      await expect(dialog.getByLabel('Costo')).toHaveValue('$ 10.000');
      // Owing, nothing is taken now: no method is asked.
      await expect(dialog.getByRole('combobox', { name: 'Medio de pago' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
    } finally {
      // Put back at once: the other journeys share this database and expect the spec's default.
      await estadoTurnoNuevo(page, 'Pagado');
    }
    await page.reload();
    await expect(page.getByRole('region', { name: 'Grilla de turnos' })).toBeVisible();
    await freeCell(page, day.empleado.nombre, '10:00').click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo turno' });
    await expect(dialog.getByRole('radio', { name: 'Pagado' })).toBeChecked();
    await elegirServicio(dialog, day.servicio.descripcion);
    await expect(dialog.getByRole('combobox', { name: 'Medio de pago' })).toHaveValue('Efectivo');
  });
});

test('Auditoría muestra los cambios de una cuenta en castellano, sin nombres de campos ni JSON', async ({ page }) => {
  await loginAsAdmin(page);
  const u = unique().toLowerCase();
  const cuenta = await apiCreate<{ id: number }>(page, '/usuarios', {
    username: `audi${u}`,
    nombre: `Audi ${u}`,
    password: 'recepcion-de-la-manana',
  });
  const res = await page.request.put(`/api/usuarios/${cuenta.id}/estado`, { data: { active: false } });
  expect(res.ok()).toBe(true);

  await openSection(page, 'Auditoría');
  // The change lists only what changed (not the username): the account is found by its record.
  const filas = page
    .getByRole('table', { name: 'Movimientos' })
    .getByRole('row', { name: new RegExp(`Usuarios #${cuenta.id}(?!\\d)`) });
  await expect(filas).toHaveCount(2);
  const alta = filas.filter({ hasText: 'Alta' });
  await expect(alta).toContainText(`Usuario: audi${u}`);
  await expect(alta).toContainText('Rol: Personal');
  await expect(alta).toContainText('Activo: Sí');
  await expect(filas.filter({ hasText: 'Cambio' })).toContainText('Activo: Sí → No');
  for (const palabra of ['username', 'role', 'active', 'staff', '{', '"']) {
    await expect(filas.filter({ hasText: palabra })).toHaveCount(0);
  }
});

test("'Registrar Gasto' muestra la fecha entera a 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsAdmin(page);
  await page.goto('/admin/historial');
  const fecha = page.getByRole('form', { name: 'Registrar Gasto' }).getByLabel('Fecha');
  await expect(fecha).toHaveValue(/^\d\d\/\d\d\/\d{4}$/);
  // The text fits in its box: nothing scrolled out of sight.
  expect(await fecha.evaluate((el: HTMLElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('los teléfonos de Empleados y Deudores se marcan con un toque', async ({ page }) => {
  const day = await setUp(page);
  const u = unique();
  const empleada = await apiCreate<{ nombre: string; apellido: string }>(page, '/empleados', {
    nombre: 'Tina',
    apellido: `Tel${u}`,
    telefono: '11 4321-0987',
    porcentajeGanancia: 40,
  });
  // A fresh load: the agenda opened by setUp keeps the employees it read for 15 s (staleTime).
  await page.goto('/admin/empleados');
  await expect(page.getByRole('heading', { name: 'Empleados', level: 1 })).toBeVisible();
  const fila = page
    .getByRole('table', { name: 'Empleados' })
    .getByRole('row', { name: new RegExp(`${empleada.nombre} ${empleada.apellido}`) });
  await expect(fila.getByRole('link', { name: '11 4321-0987' })).toHaveAttribute('href', 'tel:1143210987');

  // A client owing for an appointment of last week.
  await apiCreate(page, '/turnos', {
    idCliente: day.cliente.id,
    idEmpleado: day.empleado.id,
    idServicio: day.servicio.id,
    fecha: addDays(await hoy(page), -7),
    hora: '10:00',
    duracion: 60,
    costo: 10000,
    estado: 'Debe',
    montoAbonado: null,
  });
  await page.goto('/admin/deudores');
  await expect(page.getByRole('heading', { name: 'Deudores', level: 1 })).toBeVisible();
  const deudor = page
    .getByRole('table', { name: 'Deudores' })
    .getByRole('row', { name: new RegExp(day.cliente.nombre) });
  await expect(deudor.getByRole('link', { name: day.cliente.telefono })).toHaveAttribute('href', 'tel:1123456789');
});
