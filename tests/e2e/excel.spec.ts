import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { ExcelJS, readXlsx, rowCells, sheetOf } from '#server/testing/xlsx.ts';
import { apiCreate, expect, loginAsAdmin, seriousViolations, test } from './fixtures.ts';

const { ValueType } = ExcelJS;
const MONEY = '"$" #,##0.00';

/** Letters only: a digit in a name would also match the panel's phone searches. */
function unique(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
}

async function workbookOf(download: Download) {
  return readXlsx(await fs.readFile(await download.path()));
}

/** Holds the page's requests to `pattern` until `release()`: the button's loading can be seen. */
async function holdRequests(page: Page, pattern: string): Promise<{ release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return { release: () => release() };
}

test.describe('Exportar Excel', () => {
  test('el historial baja como Excel con fechas, horas y montos de verdad', async ({ page }) => {
    // Two axe scans of the history: slow beside another worker.
    test.slow();
    await loginAsAdmin(page);
    const u = unique();
    // A week no other journey uses, so the file holds this test's rows only.
    const desde = '2033-03-07';
    const hasta = '2033-03-13';
    const empleada = await apiCreate<{ id: number }>(page, '/empleados', { nombre: 'Inés', apellido: `Excel${u}` });
    const cliente = await apiCreate<{ id: number }>(page, '/clientes', {
      nombre: `Clara${u}`,
      apellido: 'Ruiz',
      telefono: '11 5555-9876',
    });
    const servicio = await apiCreate<{ id: number }>(page, '/servicios-base', {
      categoria: `Manos${u}`,
      descripcion: `Kapping ${u}`,
      precio: 12500.5,
      duracionSugerida: 90,
    });
    const turno = { idCliente: cliente.id, idEmpleado: empleada.id, idServicio: servicio.id, duracion: 90 };
    await apiCreate(page, '/turnos', { ...turno, fecha: '2033-03-08', hora: '09:30', costo: 12500.5 });
    await apiCreate(page, '/turnos', {
      ...turno,
      fecha: '2033-03-09',
      hora: '17:00',
      costo: 8000,
      estado: 'Pago parcial',
      montoAbonado: 2500.25,
      medioPago: 'Transferencia',
    });
    await apiCreate(page, '/gastos', { descripcion: `=1+1 ${u}`, monto: 1999.99, fecha: '2033-03-13' });

    await page.goto(`/admin/historial?desde=${desde}&hasta=${hasta}`);
    await expect(page.getByRole('table', { name: 'Turnos' }).getByRole('row')).toHaveCount(3);

    // While the server writes the file the button shows it is working.
    const held = await holdRequests(page, '**/api/reportes/excel**');
    const downloading = page.waitForEvent('download');
    const button = page.getByRole('button', { name: 'Exportar Excel' });
    await button.click();
    await expect(button).toHaveAttribute('data-loading', 'true');
    await expect(button).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    held.release();
    const download = await downloading;
    await expect(button).toBeEnabled();
    await page.unroute('**/api/reportes/excel**');

    expect(download.suggestedFilename()).toBe(`historial_${desde}_a_${hasta}.xlsx`);
    const book = await workbookOf(download);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Turnos',
      'Gastos',
      'Totales',
      'Tickets',
      'Productos vendidos',
    ]);

    const turnos = sheetOf(book, 'Turnos');
    expect(turnos.rowCount).toBe(3);
    const [fecha, hora, clienteCell, , , duracion, costo, pagado, deuda, asistencia, medio] = rowCells(turnos, 3);
    expect(fecha).toEqual({ value: new Date('2033-03-09T00:00:00Z'), type: ValueType.Date, numFmt: 'dd/mm/yyyy' });
    expect(hora).toEqual({ value: new Date('1899-12-30T17:00:00Z'), type: ValueType.Date, numFmt: 'hh:mm' });
    expect(clienteCell).toMatchObject({ value: `Clara${u} Ruiz`, type: ValueType.String });
    expect(duracion).toMatchObject({ value: 90, type: ValueType.Number });
    expect(costo).toEqual({ value: 8000, type: ValueType.Number, numFmt: MONEY });
    expect(pagado).toEqual({ value: 2500.25, type: ValueType.Number, numFmt: MONEY });
    expect(deuda).toEqual({ value: 5499.75, type: ValueType.Number, numFmt: MONEY });
    expect(asistencia?.value).toBe('Pendiente');
    expect(medio?.value).toBe('Transferencia');

    // The description that looks like a formula is still text in the file.
    const [, descripcion, monto] = rowCells(sheetOf(book, 'Gastos'), 2);
    expect(descripcion).toMatchObject({ value: `=1+1 ${u}`, type: ValueType.String });
    expect(monto).toEqual({ value: 1999.99, type: ValueType.Number, numFmt: MONEY });

    // As the page shows them: billed 12500.50 + 8000; paid 12500.50 + 2500.25; owed 5499.75.
    const totales = sheetOf(book, 'Totales');
    expect([2, 3, 4, 5, 6].map((r) => rowCells(totales, r).map((c) => c.value))).toEqual([
      ['Total facturado', 20500.5],
      ['Total abonado', 15000.75],
      ['Total deuda', 5499.75],
      ['Total gastos', 1999.99],
      ['Ganancia neta', 13000.76],
    ]);
  });

  test('si el Excel no se puede bajar, lo dice en castellano', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/historial?desde=2033-03-07&hasta=2033-03-13');
    await page.route('**/api/reportes/excel**', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    await expect(page.getByText('No pudimos exportar el Excel')).toBeVisible();
    await expect(page.getByText('Error al conectar con el servidor.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exportar Excel' })).toBeEnabled();
  });

  test('los clientes bajan como Excel con las columnas del CSV', async ({ page }) => {
    await loginAsAdmin(page);
    const u = unique();
    await apiCreate(page, '/clientes', {
      nombre: `+Rocío${u}`,
      apellido: 'Sosa',
      telefono: '011 4444-0007',
      email: `rocio${u.toLowerCase()}@correo.com.ar`,
    });
    await page.goto('/admin/clientes');
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^clientes_\d{4}-\d{2}-\d{2}\.xlsx$/);

    const sheet = sheetOf(await workbookOf(download), 'Clientes');
    expect(sheet.getRow(1).values).toEqual([undefined, 'nombre', 'telefono', 'email']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => rowCells(sheet, i + 2));
    const rocio = rows.find((r) => r[0]?.value === `+Rocío${u} Sosa`);
    expect(rocio?.map((c) => [c.value, c.type])).toEqual([
      [`+Rocío${u} Sosa`, ValueType.String],
      ['011 4444-0007', ValueType.String],
      [`rocio${u.toLowerCase()}@correo.com.ar`, ValueType.String],
    ]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
