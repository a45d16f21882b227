import type { Producto } from '#shared/schemas/producto.ts';
import { setUp } from './agenda-fixtures.ts';
import { apiCreate, expect, seriousViolations, test } from './fixtures.ts';

/**
 * A product taken away unpaid is owed like a booking (worked by hand): Clara takes a $ 45.000
 * serum on 3 November and pays $ 5.000 by debit (Caja's own journey counts today's transfers).
 * Deudores lists her at $ 40.000 for 1 ticket, 'Cobrar' opens that ticket, her file shows 'Saldo
 * de tickets' $ 40.000,00; once the $ 40.000 are paid in cash she leaves the list.
 */
test('Deudores: un producto que se llevó sin pagar se cobra en su ticket', async ({ page }) => {
  test.setTimeout(90_000);
  const day = await setUp(page);
  const { nombre } = day.cliente;
  const serum = await apiCreate<Producto>(page, '/productos', {
    nombre: `Sérum ${day.cliente.id}`,
    precio: 45000,
    stock: 3,
  });
  const res = await page.request.post('/api/ventas', {
    data: {
      idCliente: day.cliente.id,
      fecha: '2026-11-03',
      lineas: [{ tipo: 'producto', idProducto: serum.id }],
      pagos: [{ medioPago: 'Débito', monto: 5000 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto('/admin/deudores');
  await expect(page.getByRole('region', { name: 'Resumen de deudas' })).toContainText('Saldo de tickets');
  const fila = page.getByRole('table', { name: 'Deudores' }).getByRole('row', { name: new RegExp(nombre) });
  await expect(fila).toContainText('$ 40.000,00');
  await expect(fila).toContainText('03/11/2026');
  const whatsapp = await fila.getByRole('link', { name: `Escribir por WhatsApp a ${nombre}` }).getAttribute('href');
  expect(decodeURIComponent(whatsapp ?? '')).toContain('un saldo de $ 40.000,00 de tu visita del 03/11/2026.');
  await fila.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('deudores-1280.png') });
  expect(await seriousViolations(page)).toEqual([]);

  await fila.getByRole('link', { name: `Cobrar a ${nombre} el ticket del 03/11/2026` }).click();
  await expect(page.getByRole('heading', { name: /^Ticket N° \d{6}$/, level: 1 })).toBeVisible();
  await expect(page.getByText('Saldo', { exact: true }).locator('..')).toContainText('$ 40.000,00');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/clientes/${day.cliente.id}`);
  const resumen = page.getByRole('region', { name: 'Resumen del cliente' });
  await expect(resumen).toContainText('Saldo de tickets');
  await expect(resumen).toContainText('$ 40.000,00');
  await page.screenshot({ path: test.info().outputPath('ficha-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // On the phone the list is cards: 'Cobrar' from hers, and the rest paid in cash.
  await page.goto('/admin/deudores');
  const tarjeta = page.getByRole('list', { name: 'Deudores' }).getByRole('listitem').filter({ hasText: nombre });
  await expect(tarjeta).toContainText('$ 40.000,00');
  await page.screenshot({ path: test.info().outputPath('deudores-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await tarjeta.getByRole('link', { name: `Cobrar a ${nombre} el ticket del 03/11/2026` }).click();
  await page.getByLabel('Monto').first().fill('40000');
  await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
  await expect(page.getByText('Saldo: $ 0,00.')).toBeVisible();

  await page.goto('/admin/deudores');
  // The list drawn (others may owe), or none.
  await expect(
    page.getByRole('region', { name: 'Resumen de deudas' }).or(page.getByText('Nadie debe turnos pasados ni tickets.')),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: `Cobrar a ${nombre} el ticket del 03/11/2026` })).toHaveCount(0);
});
