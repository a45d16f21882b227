import type { Page } from '@playwright/test';
import { addDays, formatFecha } from '#shared/domain/dates.ts';
import { rangoCorto, rangoHistorial, semana } from '#shared/domain/ranges.ts';
import {
  apiCreate,
  expect,
  loginAsAdmin,
  loginAsAdminOwnSession,
  seriousViolations,
  sinDibujoDelServidor,
  test,
  unique,
} from './fixtures.ts';

interface Setup {
  empleada: { id: number; nombre: string };
  otra: { id: number; nombre: string };
  cliente: { id: number; nombre: string };
  semi: { id: number; nombre: string };
  facial: { id: number; nombre: string };
}

async function setUp(page: Page): Promise<Setup> {
  await loginAsAdmin(page);
  const u = unique();
  const empleada = await apiCreate<{ id: number }>(page, '/empleados', {
    nombre: 'Lucía',
    apellido: `Resumen${u}`,
    porcentajeGanancia: 40,
  });
  const otra = await apiCreate<{ id: number }>(page, '/empleados', { nombre: 'Marta', apellido: `Resumen${u}` });
  const cliente = await apiCreate<{ id: number }>(page, '/clientes', {
    nombre: `Ana${u}`,
    apellido: 'López',
    telefono: '11 5555-1234',
  });
  const semi = await apiCreate<{ id: number }>(page, '/servicios-base', {
    categoria: `Manos${u}`,
    descripcion: `Semipermanente ${u}`,
    precio: 15000,
    duracionSugerida: 60,
  });
  const facial = await apiCreate<{ id: number }>(page, '/servicios-base', {
    categoria: `Rostro${u}`,
    descripcion: `Limpieza ${u}`,
    precio: 20000,
    duracionSugerida: 60,
  });
  return {
    empleada: { id: empleada.id, nombre: `Lucía Resumen${u}` },
    otra: { id: otra.id, nombre: `Marta Resumen${u}` },
    cliente: { id: cliente.id, nombre: `Ana${u} López` },
    semi: { id: semi.id, nombre: `Semipermanente ${u}` },
    facial: { id: facial.id, nombre: `Limpieza ${u}` },
  };
}

function book(page: Page, s: Setup, over: Record<string, unknown>) {
  return apiCreate(page, '/turnos', {
    idCliente: s.cliente.id,
    idEmpleado: s.empleada.id,
    idServicio: s.semi.id,
    hora: '10:00',
    duracion: 60,
    costo: 15000,
    estado: 'Pagado',
    montoAbonado: null,
    ...over,
  });
}

async function hoy(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/centro')).json()) as { hoy: string }).hoy;
}

/** The figure under a total's label ('Total facturado' → '$ 22.500,50'). */
function total(page: Page, label: string) {
  return page.locator('dl').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
}

test.describe('Resumen semanal del empleado', () => {
  test('muestra los turnos de la semana y totales exactos, y cambia de semana', async ({ page }) => {
    const s = await setUp(page);
    const semanaActual = semana(await hoy(page));
    const anterior = semana(await hoy(page), 1);
    await book(page, s, { fecha: semanaActual.desde, hora: '09:00', costo: 10000 });
    await book(page, s, {
      fecha: addDays(semanaActual.desde, 1),
      costo: 8000.5,
      estado: 'Pago parcial',
      montoAbonado: 3000.25,
    });
    await book(page, s, {
      fecha: addDays(semanaActual.desde, 2),
      costo: 4500,
      estado: 'Debe',
      idServicio: s.facial.id,
    });
    await book(page, s, { fecha: anterior.desde, costo: 7000 });
    // Another employee's appointment is not hers.
    await book(page, s, { fecha: semanaActual.desde, idEmpleado: s.otra.id, costo: 99999 });

    await page.goto(`/admin/empleados/resumen/${s.empleada.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Resumen: ${s.empleada.nombre}` })).toBeVisible();
    await expect(page.getByText('Porcentaje de ganancia: 40 %')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Semana' })).toHaveValue(
      `Semana actual (${rangoCorto(semanaActual)})`,
    );

    const table = page.getByRole('table', { name: 'Turnos de la semana' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row').nth(2)).toContainText('Pago parcial');
    await expect(table.getByRole('row').nth(2)).toContainText('$ 3.000,25');
    await expect(table.getByRole('row').nth(2)).toContainText('$ 5.000,25');
    // facturado 22.500,50; abonado 10.000 + 3.000,25 = 13.000,25; deuda 5.000,25 + 4.500; 40 % of abonado.
    await expect(total(page, 'Total de turnos')).toHaveText('3');
    await expect(total(page, 'Total facturado')).toHaveText('$ 22.500,50');
    await expect(total(page, 'Total abonado')).toHaveText('$ 13.000,25');
    await expect(total(page, 'Total deuda')).toHaveText('$ 9.500,25');
    await expect(total(page, 'Ganancia del empleado')).toHaveText('$ 5.200,10');

    await page.getByRole('combobox', { name: 'Semana' }).click();
    await page.getByRole('option', { name: `Hace 1 semana (${rangoCorto(anterior)})` }).click();
    await expect(total(page, 'Total de turnos')).toHaveText('1');
    await expect(total(page, 'Total facturado')).toHaveText('$ 7.000,00');
    await expect(total(page, 'Ganancia del empleado')).toHaveText('$ 2.800,00');

    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/admin\/empleados$/);
  });

  test('un turno guardado en la agenda se ve enseguida en el resumen', async ({ page }) => {
    const s = await setUp(page);
    const fecha = await hoy(page);
    await book(page, s, { fecha, costo: 15000 });

    await page.goto(`/admin/empleados/resumen/${s.empleada.id}`);
    await expect(total(page, 'Total deuda')).toHaveText('$ 0,00');

    // In the same page (the panel's query cache kept), the booking changes in the agenda…
    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Agenda' }).click();
    await page.getByRole('button', { name: new RegExp(`^Turno de ${s.cliente.nombre} `) }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar turno' });
    await dialog.getByText('Debe', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();

    // …and the summary shows it at once, not after its 15 s of freshness.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: `Resumen: ${s.empleada.nombre}` })).toBeVisible();
    await expect(total(page, 'Total deuda')).toHaveText('$ 15.000,00', { timeout: 3000 });
    await expect(total(page, 'Total abonado')).toHaveText('$ 0,00');
  });

  test('marca los turnos cancelados y a los que no vinieron, que no suman a Total facturado', async ({ page }) => {
    const s = await setUp(page);
    const lunes = semana(await hoy(page)).desde;
    const martes = addDays(lunes, 1);
    await book(page, s, { fecha: lunes, hora: '09:00', costo: 10000, asistencia: 'Asistió' });
    await book(page, s, { fecha: lunes, hora: '11:00', costo: 7500, estado: 'Debe', asistencia: 'No vino' });
    await book(page, s, {
      fecha: martes,
      hora: '10:00',
      costo: 5000,
      estado: 'Pago parcial',
      montoAbonado: 2000,
      asistencia: 'Canceló',
    });
    await book(page, s, { fecha: martes, hora: '12:00', costo: 3000.5, estado: 'Debe' });

    await page.goto(`/admin/empleados/resumen/${s.empleada.id}`);
    const table = page.getByRole('table', { name: 'Turnos de la semana' });
    await expect(table.getByRole('row')).toHaveCount(5);
    const fila = (hora: string) => table.getByRole('row').filter({ hasText: hora });
    // The price left out of 'Total facturado' is struck through and says why.
    await expect(fila('11:00').locator('s')).toHaveText('$ 7.500,00');
    await expect(fila('11:00')).toContainText('No vino');
    await expect(fila('10:00').locator('s')).toHaveText('$ 5.000,00');
    await expect(fila('10:00')).toContainText('Canceló');
    await expect(fila('09:00').locator('s')).toHaveCount(0);
    await expect(fila('12:00').locator('s')).toHaveCount(0);
    await expect(page.getByText(/^Costo tachado: el turno se canceló o no vinieron/)).toBeVisible();
    // Worked by hand: the Costo column adds to 25.500,50, billed 10.000 + 3.000,50; paid 10.000 +
    // the kept 2.000; owed only 3.000,50; 40 % of 12.000.
    await expect(total(page, 'Total de turnos')).toHaveText('4');
    await expect(total(page, 'Total facturado')).toHaveText('$ 13.000,50');
    await expect(total(page, 'Total abonado')).toHaveText('$ 12.000,00');
    await expect(total(page, 'Total deuda')).toHaveText('$ 3.000,50');
    await expect(total(page, 'Ganancia del empleado')).toHaveText('$ 4.800,00');

    // On a phone each row is a card: the mark is on its Costo line.
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole('list', { name: 'Turnos de la semana' }).getByRole('listitem');
    await expect(cards.filter({ hasText: 'No vino' }).locator('s')).toHaveText('$ 7.500,00');
  });

  test('una semana que no se pudo cargar no muestra totales en cero', async ({ page }) => {
    const s = await setUp(page);
    await page.route(/\/api\/empleados\/\d+\/resumen\?/, (route) =>
      route.fulfill({ status: 500, json: { error: 'Error interno. Intentá de nuevo.' } }),
    );
    await page.goto(`/admin/empleados/resumen/${s.empleada.id}`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'No pudimos cargar los turnos de esta semana' }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Totales de la semana' })).toHaveCount(0);
    await page.unroute(/\/api\/empleados\/\d+\/resumen\?/);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(total(page, 'Total facturado')).toHaveText('$ 0,00');
  });

  test('un empleado que no existe muestra un mensaje claro', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/empleados/resumen/987654');
    await expect(page.getByText('No encontramos a este empleado')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver' })).toBeVisible();
  });
});

test.describe('Historial y Reportes', () => {
  const desde = '2032-06-07';
  const hasta = '2032-06-13';

  test('con turnos y gastos conocidos muestra totales exactos, las tablas y los gráficos', async ({ page }) => {
    const s = await setUp(page);
    await book(page, s, { fecha: '2032-06-07', hora: '09:00', costo: 10000 });
    await book(page, s, { fecha: '2032-06-08', costo: 8000.5, estado: 'Pago parcial', montoAbonado: 3000.25 });
    await book(page, s, { fecha: '2032-06-09', costo: 4500, estado: 'Debe', idServicio: s.facial.id });
    await book(page, s, { fecha: '2032-06-14', costo: 50000 });
    await apiCreate(page, '/gastos', { descripcion: 'Alquiler del local', monto: 2500.75, fecha: '2032-06-10' });
    await apiCreate(page, '/gastos', { descripcion: 'Insumos', monto: 1000, fecha: '2032-06-13' });

    await page.goto('/admin/historial');
    await expect(page.getByRole('heading', { level: 1, name: 'Historial y Reportes' })).toBeVisible();
    // Typed by hand as the centre writes dates.
    await page.getByLabel('Desde').fill(formatFecha(desde));
    await page.getByLabel('Hasta').fill(formatFecha(hasta));
    await expect(page.getByRole('combobox', { name: 'Rango' })).toHaveValue('');

    await expect(total(page, 'Total facturado')).toHaveText('$ 22.500,50');
    await expect(total(page, 'Total abonado')).toHaveText('$ 13.000,25');
    await expect(total(page, 'Total deuda')).toHaveText('$ 9.500,25');
    await expect(total(page, 'Total gastos')).toHaveText('$ 3.500,75');
    await expect(total(page, 'Ganancia neta')).toHaveText('$ 9.499,50');

    const turnos = page.getByRole('table', { name: 'Turnos' });
    await expect(turnos.getByRole('row')).toHaveCount(4);
    await expect(turnos.getByRole('row').nth(1)).toContainText(s.empleada.nombre);
    await expect(turnos.getByRole('row').nth(3)).toContainText('$ 4.500,00');
    const gastos = page.getByRole('table', { name: 'Gastos' });
    await expect(gastos.getByRole('row')).toHaveCount(3);
    await expect(gastos.getByRole('row').nth(1)).toContainText('10/06/2032');

    await expect(page.getByRole('img', { name: 'Pagado $ 13.000,25, deuda $ 9.500,25.' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Ganancia neta $ 9.499,50, gastos $ 3.500,75.' })).toBeVisible();
    const top = page.getByRole('list', { name: 'Servicios más realizados' });
    await expect(top.getByRole('listitem')).toHaveText([`${s.semi.nombre}: 2 veces`, `${s.facial.nombre}: 1 veces`]);
    // The charts were really drawn: each doughnut's segments in the spec's colours, named in their
    // tooltips, each arc as long as its share.
    const drawn = await page.locator('figure [role="img"]').evaluateAll((charts) =>
      charts.map((chart) =>
        [...chart.querySelectorAll('path')].map((p) => ({
          color: p.getAttribute('stroke'),
          title: p.querySelector('title')?.textContent,
          length: p.getTotalLength(),
        })),
      ),
    );
    expect(drawn.map((segments) => segments.map(({ color, title }) => ({ color, title })))).toEqual([
      [
        { color: '#2f9e44', title: 'Pagado: $ 13.000,25' },
        { color: '#e03131', title: 'Deuda: $ 9.500,25' },
      ],
      [
        { color: '#1971c2', title: 'Ganancia neta: $ 9.499,50' },
        { color: '#ffa8a8', title: 'Gastos: $ 3.500,75' },
      ],
      [
        { color: '#8c4a57', title: `${s.semi.nombre}: 2 veces` },
        { color: '#c66678', title: `${s.facial.nombre}: 1 veces` },
      ],
    ]);
    const [pagado, deuda] = (drawn[0] ?? []).map((segment) => segment.length);
    expect((pagado ?? 0) / ((pagado ?? 0) + (deuda ?? 0))).toBeCloseTo(13000.25 / 22500.5, 3);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`historial_${desde}_a_${hasta}.csv`);
  });

  test('marca los turnos cancelados y a los que no vinieron, y dice qué cuenta cada total pagado', async ({ page }) => {
    const s = await setUp(page);
    await book(page, s, { fecha: '2034-05-08', hora: '09:00', costo: 10000, asistencia: 'Asistió' });
    await book(page, s, { fecha: '2034-05-08', hora: '11:00', costo: 7500, estado: 'Debe', asistencia: 'No vino' });
    await book(page, s, {
      fecha: '2034-05-09',
      hora: '10:00',
      costo: 5000,
      estado: 'Pago parcial',
      montoAbonado: 2000,
      asistencia: 'Canceló',
    });
    await book(page, s, { fecha: '2034-05-09', hora: '12:00', costo: 3000.5, estado: 'Debe' });

    await page.goto('/admin/historial?desde=2034-05-08&hasta=2034-05-14');
    const turnos = page.getByRole('table', { name: 'Turnos' });
    await expect(turnos.getByRole('row')).toHaveCount(5);
    const fila = (hora: string) => turnos.getByRole('row').filter({ hasText: hora });
    await expect(fila('11:00').locator('s')).toHaveText('$ 7.500,00');
    await expect(fila('11:00')).toContainText('No vino');
    await expect(fila('10:00').locator('s')).toHaveText('$ 5.000,00');
    await expect(fila('10:00')).toContainText('Canceló');
    await expect(fila('09:00').locator('s')).toHaveCount(0);
    await expect(page.getByText(/^Costo tachado: el turno se canceló o no vinieron/)).toBeVisible();
    // Worked by hand: the Costo column adds to 25.500,50; billed 10.000 + 3.000,50; paid 10.000 +
    // the kept 2.000; owed 3.000,50.
    await expect(total(page, 'Total facturado')).toHaveText('$ 13.000,50');
    await expect(total(page, 'Total abonado')).toHaveText('$ 12.000,00');
    await expect(total(page, 'Total deuda')).toHaveText('$ 3.000,50');
    await expect(total(page, 'Ganancia neta')).toHaveText('$ 12.000,00');
    // 'Total abonado' counts by the appointment's date, and says so under its figure.
    await expect(
      page.locator('dl').getByText('Total abonado', { exact: true }).locator('xpath=following-sibling::dd[2]'),
    ).toHaveText('Por fecha del turno: lo pagado de los turnos de estas fechas.');

    // 'Total cobrado' counts by the payment's day: paid today, it is in this week's, and says so.
    await book(page, s, { fecha: '2034-05-10', hora: '09:00', costo: 1000 });
    await page.goto('/admin/historial');
    const ingresos = page.getByRole('region', { name: 'Ingresos por medio de pago' });
    await expect(ingresos.getByText('Total cobrado', { exact: true })).toBeVisible();
    await expect(ingresos).toContainText(
      'Total cobrado, por día de cobro: lo que entró en estas fechas, de turnos de cualquier fecha.',
    );
  });

  test('si los totales no cargan, lo dice en su lugar en vez de mostrar $ 0,00', async ({ page, request }) => {
    await loginAsAdmin(page);
    await sinDibujoDelServidor(page, request);
    const reporte = /\/api\/reportes\?/;
    await page.route(reporte, (route) =>
      route.fulfill({ status: 500, json: { error: 'Error interno. Intentá de nuevo.' } }),
    );
    await page.goto('/admin/historial?desde=2034-06-05&hasta=2034-06-11');
    const aviso = page.getByRole('alert').filter({ hasText: 'No pudimos cargar los totales' });
    await expect(aviso).toBeVisible({ timeout: 15_000 });
    await expect(aviso).toContainText('Error interno. Intentá de nuevo.');
    // Neither the totals, nor the charts, nor any '$ 0,00' that would read as a range without money.
    await expect(page.getByRole('region', { name: 'Totales del rango' })).toHaveCount(0);
    await expect(page.locator('figure [role="img"]')).toHaveCount(0);
    await expect(page.getByText('$ 0,00')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();

    await page.unroute(reporte);
    await aviso.getByRole('button', { name: 'Reintentar' }).click();
    await expect(total(page, 'Total facturado')).toHaveText('$ 0,00');
    await expect(aviso).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  test('elegir Semana actual, Quincena o Mes completa Desde y Hasta', async ({ page }) => {
    await loginAsAdmin(page);
    const today = await hoy(page);
    await page.goto('/admin/historial');
    const semanaActual = rangoHistorial('semana', today);
    await expect(page.getByRole('combobox', { name: 'Rango' })).toHaveValue('Semana actual');
    await expect(page.getByLabel('Desde')).toHaveValue(formatFecha(semanaActual.desde));
    await expect(page.getByLabel('Hasta')).toHaveValue(formatFecha(semanaActual.hasta));

    for (const [label, tipo] of [
      ['Quincena', 'quincena'],
      ['Mes', 'mes'],
      ['Semana actual', 'semana'],
    ] as const) {
      await page.getByRole('combobox', { name: 'Rango' }).click();
      await page.getByRole('option', { name: label, exact: true }).click();
      const expected = rangoHistorial(tipo, today);
      await expect(page.getByLabel('Desde')).toHaveValue(formatFecha(expected.desde));
      await expect(page.getByLabel('Hasta')).toHaveValue(formatFecha(expected.hasta));
    }

    // Dates in the wrong order are not loaded, and it says why.
    await page.getByLabel('Desde').fill('10/07/2032');
    await page.getByLabel('Hasta').fill('01/07/2032');
    await expect(page).toHaveURL(/desde=2032-07-10&hasta=2032-07-01/);
    await expect(page.getByText('"Desde" no puede ser posterior a "hasta".')).toBeVisible();
  });

  test('agrega y elimina un gasto; un error al guardar conserva lo escrito', async ({ page }) => {
    // Its session ends half way (a logout from another tab): one of its own.
    await loginAsAdminOwnSession(page);
    const u = unique();
    await page.goto(`/admin/historial?desde=2032-08-02&hasta=2032-08-08`);
    await expect(total(page, 'Total gastos')).toHaveText('$ 0,00');

    const form = page.getByRole('form', { name: 'Registrar Gasto' });
    await expect(form.getByLabel('Fecha')).toHaveValue(formatFecha(await hoy(page)));
    await form.getByLabel('Descripción').fill(`Luz ${u}`);
    await form.getByLabel('Monto').fill('45210,5');
    await form.getByLabel('Fecha').fill('3/8/2032');
    await form.getByRole('button', { name: 'Agregar' }).click();
    const gastos = page.getByRole('table', { name: 'Gastos' });
    await expect(gastos.getByRole('row', { name: new RegExp(`Luz ${u}`) })).toContainText('$ 45.210,50');
    await expect(total(page, 'Total gastos')).toHaveText('$ 45.210,50');
    await expect(form.getByLabel('Descripción')).toHaveValue('');

    await gastos
      .getByRole('row', { name: new RegExp(`Luz ${u}`) })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await page.getByRole('dialog', { name: '¿Eliminar este gasto?' }).getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('table', { name: 'Gastos' })).toHaveCount(0);
    await expect(page.getByText('No hay gastos en este rango.')).toBeVisible();
    await expect(total(page, 'Total gastos')).toHaveText('$ 0,00');

    // Failures lose nothing: here the session ends in the meantime (another tab logged out).
    await apiCreate(page, '/gastos', { descripcion: `Agua ${u}`, monto: 800, fecha: '2032-08-04' });
    await page.reload();
    const agua = page.getByRole('table', { name: 'Gastos' }).getByRole('row', { name: new RegExp(`Agua ${u}`) });
    await expect(agua).toBeVisible();
    // The page drawn whole (its tickets come last, when the browser is idle) before the session ends.
    await expect(page.getByText('No hay tickets en este rango.')).toBeVisible();
    await page.request.post('/api/auth/logout');
    await agua.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar este gasto?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(confirm.getByRole('alert')).toContainText('No se pudo eliminar el gasto.');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(agua).toBeVisible();

    await form.getByLabel('Descripción').fill(`Gas ${u}`);
    await form.getByLabel('Monto').fill('1200');
    await form.getByRole('button', { name: 'Agregar' }).click();
    await expect(form.getByRole('alert')).toContainText('No se pudo registrar el gasto.');
    await expect(form.getByLabel('Descripción')).toHaveValue(`Gas ${u}`);
    await expect(form.getByLabel('Monto')).toHaveValue('$ 1.200');
  });

  test('una carga que falla deja la lista vacía con un aviso y Reintentar', async ({ page, request }) => {
    await loginAsAdmin(page);
    await sinDibujoDelServidor(page, request);
    await apiCreate(page, '/gastos', { descripcion: 'Alquiler', monto: 5000, fecha: '2032-10-05' });
    // The connection drops for the expenses' list only.
    await page.route('**/api/gastos/rango**', (route) => route.abort('failed'));
    await page.goto('/admin/historial?desde=2032-10-04&hasta=2032-10-10');
    await expect(page.getByRole('alert').filter({ hasText: 'No pudimos cargar los gastos' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    await page.unroute('**/api/gastos/rango**');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('table', { name: 'Gastos' }).getByRole('row', { name: /Alquiler/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  test('se usa en un teléfono de 390 px', async ({ page }) => {
    await loginAsAdmin(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/historial?desde=2032-06-07&hasta=2032-06-13');
    await expect(page.getByRole('heading', { level: 1, name: 'Historial y Reportes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('el resumen y el historial son accesibles', async ({ page }) => {
    // Two full axe scans of the panel: ≈ 20 s alone on this machine, over 30 s beside another worker.
    test.slow();
    const s = await setUp(page);
    await book(page, s, { fecha: semana(await hoy(page)).desde });
    await apiCreate(page, '/gastos', { descripcion: 'Insumos', monto: 1000, fecha: '2032-09-14' });
    await page.goto(`/admin/empleados/resumen/${s.empleada.id}`);
    await expect(page.getByRole('table', { name: 'Turnos de la semana' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/admin/historial?desde=2032-09-13&hasta=2032-09-19');
    await expect(page.getByRole('table', { name: 'Gastos' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
