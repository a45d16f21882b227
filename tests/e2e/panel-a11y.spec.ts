import { apiCreate, expect, loginAsAdmin, openSection, seriousViolations, test, unique } from './fixtures.ts';

test.describe('Las pantallas del catálogo son accesibles', () => {
  for (const [section, button, dialog] of [
    ['Servicios', 'Agregar servicio', 'Nuevo servicio'],
    ['Empleados', 'Agregar empleado', 'Nuevo empleado'],
    ['Clientes', 'Agregar cliente', 'Nuevo cliente'],
    ['Usuarios', 'Agregar usuario', 'Nuevo usuario'],
  ] as const) {
    test(`${section}: la pantalla y su modal, en escritorio y en un teléfono`, async ({ page }) => {
      // axe reads every row of catalogues that grow with the shared test database, three times.
      test.setTimeout(60_000);
      await loginAsAdmin(page);
      await openSection(page, section);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('heading', { name: section, level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test('Auditoría es accesible', async ({ page }) => {
  await loginAsAdmin(page);
  await apiCreate(page, '/gastos', { descripcion: 'Para la auditoría', monto: 10, fecha: '2031-01-01' });
  await openSection(page, 'Auditoría');
  await expect(page.getByRole('table', { name: 'Movimientos' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('Recordatorios es accesible, en escritorio y en un teléfono', async ({ page }) => {
  await loginAsAdmin(page);
  const u = unique();
  // A day of 2031 of this test alone, with every kind of card: to send, sent, and without WhatsApp.
  const fecha = '2031-06-11';
  const empleado = await apiCreate<{ id: number }>(page, '/empleados', { nombre: 'Ada', apellido: `A11y${u}` });
  const servicio = await apiCreate<{ id: number }>(page, '/servicios-base', {
    categoria: `Manos${u}`,
    descripcion: `Esmaltado ${u}`,
    precio: 10000,
    duracionSugerida: 30,
  });
  const turnos: { id: number }[] = [];
  for (const [hora, telefono] of [
    ['10:00', '11 2345-6789'],
    ['10:30', '11 3456-7890'],
    ['11:00', ''],
  ] as const) {
    const cliente = await apiCreate<{ id: number }>(page, '/clientes', { nombre: `Cli${hora}${u}`, telefono });
    turnos.push(
      await apiCreate<{ id: number }>(page, '/turnos', {
        idCliente: cliente.id,
        idEmpleado: empleado.id,
        idServicio: servicio.id,
        fecha,
        hora,
        duracion: 30,
        costo: 10000,
        estado: 'Pagado',
      }),
    );
  }
  expect((await page.request.put(`/api/recordatorios/${turnos[0]?.id}`, { data: { enviado: true } })).ok()).toBe(true);

  await page.goto(`/admin/recordatorios?fecha=${fecha}`);
  await expect(page.getByRole('list', { name: 'Turnos sin WhatsApp' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recordatorios por WhatsApp' })).toContainText('Enviado');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Recordatorios', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
