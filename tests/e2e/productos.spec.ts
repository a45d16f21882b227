import type { Page } from '@playwright/test';
import { apiCreate, expect, loginAsAdmin, openSection, seriousViolations, test, unique } from './fixtures.ts';

/** A barcode of 13 digits, different for each run on the shared test database. */
const barcode = () => `779${String(Date.now()).slice(-10)}`;

async function buscar(page: Page, texto: string) {
  const campo = page.getByLabel('Buscar');
  await campo.fill(texto);
  // As a barcode scanner does: the code, then Enter.
  await campo.press('Enter');
}

async function movimiento(page: Page, tipo: 'Compra' | 'Ajuste' | 'Uso interno', cantidad: string, motivo?: string) {
  const modal = page.getByRole('dialog', { name: 'Movimiento de stock' });
  await modal.getByText(tipo, { exact: true }).click();
  await modal.getByLabel('Cantidad').fill(cantidad);
  if (motivo !== undefined) await modal.getByLabel('Motivo').fill(motivo);
  await modal.getByRole('button', { name: 'Registrar', exact: true }).click();
  return modal;
}

test.describe('Productos: la dueña carga productos y lleva su stock', () => {
  test('en la computadora: agrega un producto, lo busca por código, registra movimientos y ve el stock bajo', async ({
    page,
  }) => {
    // A long journey, with axe reading the page: on the shared 2-core machines it can pass 30 s.
    test.setTimeout(90_000);
    const id = unique();
    const codigo = barcode();
    await loginAsAdmin(page);
    await openSection(page, 'Productos');
    await apiCreate(page, '/productos', { nombre: `Crema de manos ${id}`, precio: 3000, stock: 10, stockMinimo: 2 });

    await page.getByRole('button', { name: 'Agregar producto' }).click();
    const nuevo = page.getByRole('dialog', { name: 'Nuevo producto' });
    await nuevo.getByLabel('Nombre').fill(`Esmalte rojo ${id}`);
    await nuevo.getByLabel('Marca').fill('Masglo');
    await nuevo.getByLabel('Código').fill(codigo);
    await nuevo.getByLabel('Código').press('Enter'); // the scanner's Enter does not save half a form
    await expect(nuevo).toBeVisible();
    await nuevo.getByLabel('Precio').fill('4500,5');
    await nuevo.getByLabel('Stock inicial').fill('2');
    await nuevo.getByLabel('Stock mínimo').fill('3');
    await nuevo.getByRole('button', { name: 'Guardar' }).click();
    await expect(nuevo).toBeHidden();

    await buscar(page, codigo);
    const tabla = page.getByRole('table', { name: 'Productos' });
    await expect(tabla.getByRole('row')).toHaveCount(2); // header + the one product
    const fila = tabla.getByRole('row').filter({ hasText: `Esmalte rojo ${id}` });
    await expect(fila.getByRole('cell')).toHaveText([
      `Esmalte rojo ${id}Masglo · Cód. ${codigo}`,
      '$ 4.500,50',
      'Stock bajo2',
      '3',
      /Movimiento/,
    ]);

    // A purchase of 5: 2 + 5 = 7, no longer low.
    await fila.getByRole('button', { name: 'Movimiento' }).click();
    let modal = await movimiento(page, 'Compra', '5');
    await expect(modal).toBeHidden();
    await expect(fila.getByRole('cell').nth(2)).toHaveText('7');

    // Used 10 with 7 on the shelf: asked, then recorded: 7 − 10 = −3, in red.
    await fila.getByRole('button', { name: 'Movimiento' }).click();
    modal = await movimiento(page, 'Uso interno', '10', 'Manicuras del sábado');
    await expect(modal).toContainText('Stock actual: 7 → queda -3');
    const pregunta = modal.getByRole('alert');
    await expect(pregunta).toContainText('el stock quedaría en -3');
    await pregunta.getByRole('button', { name: 'Registrar igual' }).click();
    await expect(modal).toBeHidden();
    const stock = fila.getByRole('cell').nth(2);
    await expect(stock).toHaveText('Stock bajo-3');
    await expect(stock.getByText('-3')).toHaveCSS('color', 'rgb(201, 42, 42)');
    expect(await seriousViolations(page)).toEqual([]);

    // 'Stock bajo' with the search cleared lists it, not the cream (10 > 2).
    await page.getByLabel('Buscar').fill(id);
    const soloBajo = page.getByRole('switch', { name: 'Stock bajo' });
    await soloBajo.click();
    await expect(soloBajo).toBeChecked();
    await expect(tabla.getByRole('row').filter({ hasText: `Esmalte rojo ${id}` })).toBeVisible();
    await expect(tabla.getByRole('row').filter({ hasText: `Crema de manos ${id}` })).toHaveCount(0);

    await fila.getByRole('button', { name: 'Historial' }).click();
    const historial = page.getByRole('dialog', { name: `Historial de stock: Esmalte rojo ${id}` });
    const movs = historial.getByRole('table', { name: 'Movimientos' }).getByRole('row');
    await expect(movs).toHaveCount(4);
    await expect(movs.nth(1)).toContainText('Uso interno');
    await expect(movs.nth(1)).toContainText('−10');
    await expect(movs.nth(1)).toContainText('Manicuras del sábado');
    await expect(movs.nth(3)).toContainText('Stock inicial');
    await page.screenshot({ path: '/tmp/shots-productos/historial-1280.png' });
    await historial.getByRole('button', { name: /cerrar|close/i }).click();
    await page.screenshot({ path: '/tmp/shots-productos/lista-1280.png', fullPage: true });
  });

  test.describe('en un teléfono de 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('busca por código, pide el motivo de un ajuste y lo registra', async ({ page }) => {
      test.setTimeout(90_000);
      const id = unique();
      const codigo = barcode();
      await loginAsAdmin(page);
      await page.goto('/admin/productos');
      await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
      await apiCreate(page, '/productos', {
        nombre: `Sérum de pestañas ${id}`,
        marca: 'Lash',
        codigo,
        precio: 9000,
        stock: 4,
        stockMinimo: 1,
      });
      await buscar(page, codigo);
      const lista = page.getByRole('list', { name: 'Productos' });
      const tarjeta = lista.getByRole('listitem');
      await expect(tarjeta).toHaveCount(1);
      await expect(tarjeta).toContainText(`Sérum de pestañas ${id}`);
      await expect(tarjeta).toContainText('Stock: 4');

      await tarjeta.getByRole('button', { name: 'Movimiento' }).click();
      const modal = await movimiento(page, 'Ajuste', '-1');
      await expect(modal.getByText('Indicá el motivo del ajuste.')).toBeVisible();
      await modal.getByLabel('Motivo').fill('Frasco roto');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: '/tmp/shots-productos/movimiento-390.png' });
      await modal.getByRole('button', { name: 'Registrar', exact: true }).click();
      await expect(modal).toBeHidden();
      await expect(tarjeta).toContainText('Stock: 3');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: '/tmp/shots-productos/lista-390.png', fullPage: true });
    });
  });
});
