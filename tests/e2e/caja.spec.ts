import type { Locator, Page } from '@playwright/test';
import { addDays, formatFecha } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import type { CajaDia } from '#shared/schemas/caja.ts';
import { agendaTexts } from '#web/admin/agenda/texts.ts';
import { freeCell, openDay, setUp } from './agenda-fixtures.ts';
import { apiCreate, expect, loginAsAdmin, openSection, seriousViolations, test, unique } from './fixtures.ts';

async function hoy(page: Page): Promise<string> {
  const response = await page.request.get('/api/centro');
  return ((await response.json()) as { hoy: string }).hoy;
}

async function caja(page: Page, fecha: string): Promise<CajaDia> {
  const response = await page.request.get(`/api/caja?fecha=${fecha}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CajaDia;
}

const transferencias = (dia: CajaDia) => dia.ingresos.porMedio.find((p) => p.medioPago === 'Transferencia')?.total ?? 0;

/** A method's amount in the 'Ingresos' or 'Egresos' card. */
const porMedio = (page: Page, card: 'Ingresos' | 'Egresos', medio: string): Locator =>
  page
    .getByRole('region', { name: card, exact: true })
    .locator('div')
    .filter({ has: page.getByText(medio, { exact: true }) })
    .locator('dd');

async function pick(dialog: Locator, label: string, search: string, option: string | RegExp): Promise<void> {
  await dialog.getByRole('combobox', { name: label }).fill(search);
  await dialog.page().getByRole('option', { name: option }).click();
}

/**
 * The whole page, or only what is in view (a modal over the agenda), left to be looked at in the
 * test's own output folder (under test-results/), so two runs never write over each other's.
 */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

test.describe('Caja', () => {
  test('un cobro por transferencia en el modal de la agenda aparece en la caja del día, bajo Transferencia', async ({
    page,
  }) => {
    test.slow();
    const day = await setUp(page);
    const fecha = await hoy(page);
    const antes = transferencias(await caja(page, fecha));

    await openDay(page, fecha);
    await freeCell(page, day.empleado.nombre, '19:30').click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo turno' });
    await pick(dialog, 'Cliente', day.cliente.nombre, new RegExp(day.cliente.nombre));
    await pick(dialog, 'Servicio', day.servicio.descripcion, day.servicio.descripcion);
    // 'Pagado' is the spec's default; the method is asked because something is paid.
    await expect(dialog.getByRole('radio', { name: 'Pagado' })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Medio de pago' })).toHaveValue('Efectivo');
    await dialog.getByRole('combobox', { name: 'Medio de pago' }).click();
    await page.getByRole('option', { name: 'Transferencia' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();

    await openSection(page, 'Caja');
    await expect(porMedio(page, 'Ingresos', 'Transferencia')).toHaveText(formatMoney(antes + 10000));
    const cobro = page
      .getByRole('table', { name: 'Cobros del día' })
      .getByRole('row', { name: new RegExp(day.cliente.nombre) });
    await expect(cobro).toContainText('Transferencia');
    await expect(cobro).toContainText('$ 10.000,00');
  });

  test('cierra un día con una diferencia, la muestra, avisa de un cambio posterior y se vuelve a contar', async ({
    page,
  }) => {
    test.slow();
    await loginAsAdmin(page);
    const u = unique();
    // A past day of this test alone (outside the current week the reports' journeys use), still
    // in the last 30 days the 'Cierres' list shows. Payments land on the day they are taken, so
    // this day holds only the expenses dated on it.
    const fecha = addDays(await hoy(page), -12);
    await apiCreate(page, '/gastos', { descripcion: `Insumos ${u}`, monto: 1500, fecha });
    await apiCreate(page, '/gastos', { descripcion: `Luz ${u}`, monto: 700, fecha, medioPago: 'Transferencia' });
    const dia = await caja(page, fecha);
    const efectivoOut = dia.egresos.porMedio.find((p) => p.medioPago === 'Efectivo')?.total ?? 0;
    const efectivoIn = dia.ingresos.porMedio.find((p) => p.medioPago === 'Efectivo')?.total ?? 0;
    const esperado = 20000 + efectivoIn - efectivoOut;

    await page.goto(`/admin/caja?fecha=${fecha}`);
    await expect(page.getByRole('heading', { name: 'Caja', level: 1 })).toBeVisible();
    const gastos = page.getByRole('table', { name: 'Gastos del día' });
    await expect(gastos.getByRole('row', { name: new RegExp(`Luz ${u}`) })).toContainText('Transferencia');
    await expect(gastos.getByRole('row', { name: new RegExp(`Insumos ${u}`) })).toContainText('Efectivo');

    const form = page.getByRole('form', { name: 'Cerrar caja' });
    await form.getByLabel('Fondo inicial').fill('20000');
    await expect(form.getByText('Efectivo esperado en caja').locator('xpath=..')).toContainText(formatMoney(esperado));
    await form.getByLabel('Efectivo contado').fill(String(esperado - 500));
    await expect(form.getByText('Faltante $ 500,00')).toBeVisible();
    await form.getByLabel('Nota').fill('Faltan monedas');
    await form.getByRole('button', { name: 'Cerrar caja' }).click();

    await expect(page.getByText(/^Caja cerrada por .+ el \d\d\/\d\d\/\d{4} \d\d:\d\d$/)).toBeVisible();
    await expect(page.getByText('Faltante $ 500,00').first()).toBeVisible();
    await expect(page.getByText('Faltan monedas')).toBeVisible();
    await expect(page.getByText('Hubo cambios después del cierre')).toHaveCount(0);
    const cierre = page
      .getByRole('table', { name: 'Cierres' })
      .getByRole('row', { name: new RegExp(formatFecha(fecha)) });
    await expect(cierre).toContainText('Faltante $ 500,00');
    await expect(cierre).toContainText(formatMoney(esperado));

    // An expense recorded for that day after the close: the page says the close is out of step.
    await apiCreate(page, '/gastos', { descripcion: `Café ${u}`, monto: 200, fecha });
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Hubo cambios después del cierre' })).toBeVisible();
    await expect(cierre).toContainText('Con cambios después del cierre');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'caja-1280');

    // The close is final: an admin reopens it with a reason, and it is counted again from the
    // same float; the first close stays in the day's history.
    await page.getByRole('button', { name: 'Reabrir caja' }).click();
    const reabrir = page.getByRole('form', { name: 'Reabrir caja' });
    await reabrir.getByLabel('Motivo de la reapertura').fill(`Recuento ${u}`);
    await reabrir.getByRole('button', { name: 'Reabrir caja' }).click();
    const historial = page.getByRole('region', { name: 'Historial del día' });
    await expect(historial).toContainText('Faltante $ 500,00');
    await expect(historial).toContainText(`Motivo: Recuento ${u}`);
    await expect(form.getByLabel('Fondo inicial')).toHaveValue('$ 20.000');
    await form.getByLabel('Efectivo contado').fill(String(esperado - 200));
    await expect(form.getByText('Sin diferencia')).toBeVisible();
    await form.getByRole('button', { name: 'Cerrar caja' }).click();
    await expect(page.getByText(/^Caja cerrada por /)).toBeVisible();
    await expect(page.getByText('Hubo cambios después del cierre')).toHaveCount(0);
    await expect(cierre).toContainText('Sin diferencia');

    // The next day suggests as its float the cash counted.
    await page.getByRole('button', { name: 'Día siguiente' }).click();
    await expect(page).toHaveURL(new RegExp(`fecha=${addDays(fecha, 1)}`));
    await expect(page.getByRole('form', { name: 'Cerrar caja' }).getByLabel('Fondo inicial')).toHaveValue(
      formatMoney(esperado - 200).replace(',00', ''),
    );
  });

  test('un gasto por transferencia después del cierre no pide volver a contar; uno en efectivo sí', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    const u = unique();
    // A past day of this test alone, beside the one the test above closes.
    const fecha = addDays(await hoy(page), -13);
    const dia = await caja(page, fecha);
    await page.goto(`/admin/caja?fecha=${fecha}`);
    const form = page.getByRole('form', { name: 'Cerrar caja' });
    await form.getByLabel('Fondo inicial').fill('10000');
    await form.getByLabel('Efectivo contado').fill(String(10000 + dia.esperado - dia.fondoInicial));
    await form.getByRole('button', { name: 'Cerrar caja' }).click();
    await expect(page.getByText(/^Caja cerrada por /)).toBeVisible();
    const cierre = page
      .getByRole('table', { name: 'Cierres' })
      .getByRole('row', { name: new RegExp(formatFecha(fecha)) });

    // Paid by transfer after the close: the cash the drawer should hold is the same.
    await apiCreate(page, '/gastos', { descripcion: `Luz ${u}`, monto: 900, fecha, medioPago: 'Transferencia' });
    await page.reload();
    await expect(page.getByText(/no hace falta volver a contar la caja/)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Hubo cambios después del cierre' })).toHaveCount(0);
    await expect(page.getByText(/Para volver a contar el efectivo/)).toHaveCount(0);
    await expect(cierre).toContainText('Sin cambios en el efectivo');

    // In cash: now it asks, with the cash expected before and now.
    await apiCreate(page, '/gastos', { descripcion: `Café ${u}`, monto: 250, fecha });
    await page.reload();
    const aviso = page.getByRole('alert').filter({ hasText: 'Hubo cambios después del cierre' });
    await expect(aviso).toContainText('Para volver a contar el efectivo, reabrí la caja');
    await expect(aviso).toContainText(formatMoney(10000 + dia.esperado - dia.fondoInicial - 250));
    await expect(cierre).toContainText('Con cambios después del cierre');
  });

  test('la caja es accesible y se usa en un teléfono de 390 px', async ({ page }) => {
    await loginAsAdmin(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/caja');
    await expect(page.getByRole('heading', { name: 'Caja', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ingresos', exact: true })).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'Cerrar caja' }).or(page.getByText(/^Caja cerrada por /)),
    ).toBeVisible();
    // Nothing wider than the phone: no sideways scrolling of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'caja-390');
  });

  test('el modal de la agenda pide el medio de pago y avisa que Pagado cobra hoy en un turno que todavía no llegó', async ({
    page,
  }) => {
    // Two axe runs and a change of viewport over the agenda: over 30 s beside another worker.
    test.slow();
    const day = await setUp(page);
    const fecha = '2031-05-14';
    await openDay(page, fecha);
    await freeCell(page, day.empleado.nombre, '10:00').click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo turno' });
    await pick(dialog, 'Cliente', day.cliente.nombre, new RegExp(day.cliente.nombre));
    await pick(dialog, 'Servicio', day.servicio.descripcion, day.servicio.descripcion);
    await expect(dialog.getByRole('combobox', { name: 'Medio de pago' })).toBeVisible();
    await expect(dialog.getByText(agendaTexts.pagadoHoy)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'modal-1280', false);

    // 'Debe' takes no money: neither the method nor the hint.
    await dialog.getByText('Debe', { exact: true }).click();
    await expect(dialog.getByRole('combobox', { name: 'Medio de pago' })).toBeHidden();
    await expect(dialog.getByText(agendaTexts.pagadoHoy)).toBeHidden();
    // A partial payment asks for the method once there is an amount.
    await dialog.getByText('Pago parcial', { exact: true }).click();
    await expect(dialog.getByRole('combobox', { name: 'Medio de pago' })).toBeHidden();
    await dialog.getByLabel('Monto abonado').fill('3000');
    await expect(dialog.getByRole('combobox', { name: 'Medio de pago' })).toBeVisible();
    await expect(dialog.getByText(agendaTexts.abonadoHoy)).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.getByText('Pagado', { exact: true }).click();
    await expect(dialog.getByText(agendaTexts.pagadoHoy)).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Medio de pago' }).scrollIntoViewIfNeeded();
    await shot(page, 'modal-390', false);
  });
});
