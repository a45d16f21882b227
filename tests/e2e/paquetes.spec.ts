import { book, openDay, setUp } from './agenda-fixtures.ts';
import { expect, seriousViolations, test } from './fixtures.ts';

/**
 * A session pack at the desk (decision 046), with numbers worked by hand: the owner defines
 * 'Pack 3 esmaltados' ($ 24.000, 3 sessions of the day's $ 10.000 service, 90 days); Clara buys
 * it on the ticket of her first visit, pays its $ 24.000 by debit, and its first session pays
 * that visit's $ 10.000 service. On her next visit the ticket offers 'Usa sesión del paquete
 * (quedan 2)': a session pays the $ 10.000 whole, nothing is asked in money, and her file and
 * her next booking show 1 left.
 */
test.describe('Paquetes de sesiones', () => {
  test('se definen, se venden en el ticket y una sesión paga la visita siguiente', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const day = await setUp(page);
    const primera = await book(page, day, '2031-08-05', '10:00', { estado: 'Debe' });
    const segunda = await book(page, day, '2031-08-12', '10:00', { estado: 'Debe' });
    const nombre = `Pack 3 esmaltados ${day.cliente.nombre.slice(5, 11)}`;

    // The owner defines the pack.
    await page.goto('/admin/paquetes');
    await page.getByRole('button', { name: 'Agregar paquete' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo paquete' });
    await form.getByLabel('Nombre').fill(nombre);
    await form.getByRole('combobox', { name: 'Servicio', exact: true }).click();
    await page.getByRole('option', { name: day.servicio.descripcion, exact: true }).click();
    await form.getByLabel('Sesiones').fill('3');
    await form.getByRole('textbox', { name: 'Precio' }).fill('24000');
    await form.getByLabel('Validez (días)').fill('90');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form).toBeHidden();
    const fila = page.getByRole('row', { name: new RegExp(nombre) });
    await expect(fila).toContainText('$ 24.000,00');
    await expect(fila).toContainText('90 días');

    // Sold on the first visit's ticket, with the visit's service.
    await page.goto(`/admin/cobrar/${primera.id}`);
    await page.getByRole('button', { name: 'Paquete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Vender paquete' })
      .getByRole('button', { name: new RegExp(nombre) })
      .click();
    const lineas = page.getByRole('group', { name: 'Líneas del ticket' });
    await expect(lineas).toContainText(`Paquete · ${nombre}`);
    await page.getByLabel('Medio de pago').selectOption('Débito');
    await expect(page.getByRole('textbox', { name: 'Monto' })).toHaveValue('$ 34.000');
    // She pays the pack, $ 24.000, and its first session pays this visit's service.
    await page.getByRole('textbox', { name: 'Monto' }).fill('24000');
    await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^Ticket N° \d{6}$/, level: 1 })).toBeVisible();
    await expect(page.getByText('Usa sesión del paquete (quedan 3)')).toBeVisible();
    await page.getByRole('button', { name: 'Usar sesión' }).click();
    await expect(page.getByRole('textbox', { name: 'Monto' }).first()).toHaveValue('$ 10.000');
    await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Líneas del ticket' })).toContainText('Pagado con sesión del paquete');
    await expect(page.getByText('Saldo', { exact: true }).locator('..')).toContainText('$ 0,00');

    // The next visit: a session pays it.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin/cobrar/${segunda.id}`);
      const aviso = page.getByText('Usa sesión del paquete (quedan 2)');
      await expect(aviso).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`ticket-paquete-${width}.png`), fullPage: true });
    }
    await page.getByRole('button', { name: 'Usar sesión' }).click();
    await expect(page.getByLabel('Paquete', { exact: true })).toHaveValue(/\d+/);
    await expect(page.getByRole('textbox', { name: 'Monto' }).first()).toHaveValue('$ 10.000');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^Ticket N° \d{6}$/, level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Líneas del ticket' })).toContainText('Pagado con sesión del paquete');
    await page.screenshot({ path: testInfo.outputPath('ticket-con-sesion-1280.png'), fullPage: true });

    // Her file: 1 of 3 used, 2 left.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`/admin/clientes/${day.cliente.id}`);
    const suyos = page.getByRole('region', { name: 'Paquetes' });
    await expect(suyos).toContainText(nombre);
    await expect(suyos).toContainText('2 de 3 sesiones usadas · quedan 1');
    await expect(suyos).toContainText('Vigente');
    await page.screenshot({ path: testInfo.outputPath('ficha-paquetes-390.png'), fullPage: true });

    // Her next booking of that service says so when opened.
    await book(page, day, '2031-08-19', '10:00', { estado: 'Debe' });
    await openDay(page, '2031-08-19');
    await page.getByRole('button', { name: new RegExp(`^Turno de ${day.cliente.nombre} `) }).click();
    const editar = page.getByRole('dialog', { name: 'Editar turno' });
    await expect(editar.getByText(`Usa sesión del paquete (quedan 1) · ${nombre}`)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('turno-paquete-390.png'), fullPage: true });
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/paquetes');
    await page.screenshot({ path: testInfo.outputPath('paquetes-1280.png'), fullPage: true });
  });
});
