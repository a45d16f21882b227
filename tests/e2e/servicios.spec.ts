import type { Page } from '@playwright/test';
import { downloadedText, expect, loginAsAdmin, openSection, test, unique } from './fixtures.ts';

async function chooseCsv(page: Page, name: string, content: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog').getByRole('button', { name: 'Archivo CSV' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });
}

async function addServicio(
  page: Page,
  s: { categoria: string; descripcion: string; precio: string; duracion?: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Agregar servicio' }).click();
  const modal = page.getByRole('dialog', { name: 'Nuevo servicio' });
  await modal.getByLabel('Categoría').fill(s.categoria);
  await modal.getByLabel('Descripción').fill(s.descripcion);
  await modal.getByLabel('Precio').fill(s.precio);
  if (s.duracion !== undefined) await modal.getByLabel('Duración (minutos)').fill(s.duracion);
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(modal).toBeHidden();
}

const rowOf = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Servicios' }).getByRole('row').filter({ hasText: text });

test.describe('Servicios: la recepcionista administra los servicios base', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page);
    await openSection(page, 'Servicios');
  });

  test('agrega un servicio (duración 30 y precio 0 por defecto), lo edita y lo elimina', async ({ page }) => {
    const id = unique();
    await page.getByRole('button', { name: 'Agregar servicio' }).click();
    const modal = page.getByRole('dialog', { name: 'Nuevo servicio' });
    await expect(modal.getByLabel('Duración (minutos)')).toHaveValue('30');
    await expect(modal.getByLabel('Precio')).toHaveValue('$ 0');
    await modal.getByLabel('Categoría').fill(`Manos ${id}`);
    await modal.getByLabel('Descripción').fill(`Kapping ${id}`);
    await modal.getByLabel('Precio').fill('12345,5');
    await modal.getByLabel('Duración (minutos)').fill('45');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal).toBeHidden();

    const row = rowOf(page, `Kapping ${id}`);
    await expect(row.getByRole('cell')).toHaveText([`Manos ${id}`, `Kapping ${id}`, '$ 12.345,50', '45', /Editar/]);

    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar servicio' });
    await expect(edit.getByLabel('Descripción')).toHaveValue(`Kapping ${id}`);
    await edit.getByLabel('Precio').fill('15000');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit).toBeHidden();
    await expect(row.getByRole('cell').nth(2)).toHaveText('$ 15.000,00');

    await row.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar este servicio?' });
    await expect(confirm).toContainText(`Kapping ${id}`);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Eliminar' }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(row).toHaveCount(0);
  });

  test('un guardado que falla deja el modal abierto con lo escrito y dice por qué', async ({ page }) => {
    const id = unique();
    await addServicio(page, { categoria: `Cejas ${id}`, descripcion: 'Perfilado', precio: '8000' });

    await page.getByRole('button', { name: 'Agregar servicio' }).click();
    const modal = page.getByRole('dialog', { name: 'Nuevo servicio' });
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByText('La categoría es obligatoria.')).toBeVisible();
    await expect(modal.getByText('La descripción es obligatoria.')).toBeVisible();

    // The server refuses a repeated service: the modal keeps every value and shows the message.
    await modal.getByLabel('Categoría').fill(`Cejas ${id}`);
    await modal.getByLabel('Descripción').fill('Perfilado');
    await modal.getByLabel('Precio').fill('9000');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    const alert = modal.getByRole('alert');
    await expect(alert).toContainText('Error al guardar servicio');
    await expect(alert).toContainText(`Ya existe el servicio "Perfilado" en la categoría "Cejas ${id}".`);
    await expect(modal.getByLabel('Precio')).toHaveValue('$ 9.000');
    await expect(modal.getByLabel('Categoría')).toHaveValue(`Cejas ${id}`);
  });

  test('rechaza un precio negativo y una duración de 0 con un mensaje, sin cambiar lo escrito', async ({ page }) => {
    const id = unique();
    await page.getByRole('button', { name: 'Agregar servicio' }).click();
    const modal = page.getByRole('dialog', { name: 'Nuevo servicio' });
    await modal.getByLabel('Categoría').fill(`Manos ${id}`);
    await modal.getByLabel('Descripción').fill(`Semi ${id}`);
    await modal.getByLabel('Precio').fill('-5');
    await modal.getByLabel('Duración (minutos)').fill('0');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByText('El precio debe ser un número mayor o igual a 0.')).toBeVisible();
    await expect(modal.getByText('La duración debe ser mayor a 0 minutos.')).toBeVisible();
    // What was typed is still there to correct, not quietly turned into $ 5 and 1 minute.
    await expect(modal.getByLabel('Precio')).toHaveValue(/-.*5$/);
    await expect(modal.getByLabel('Duración (minutos)')).toHaveValue('0');
    await expect(modal.getByLabel('Precio')).toHaveAttribute('aria-invalid', 'true');
    await expect(rowOf(page, `Semi ${id}`)).toHaveCount(0);

    // Above the longest day, or with a decimal minute, it says so too.
    await modal.getByLabel('Duración (minutos)').fill('800');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByText('La duración no puede superar 720 minutos.')).toBeVisible();
    await expect(modal.getByLabel('Duración (minutos)')).toHaveValue('800');

    // A price of 0 is allowed (spec 9: new services start at 0).
    await modal.getByLabel('Precio').fill('0');
    await modal.getByLabel('Duración (minutos)').fill('45');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal).toBeHidden();
    await expect(rowOf(page, `Semi ${id}`).getByRole('cell')).toHaveText([
      `Manos ${id}`,
      `Semi ${id}`,
      '$ 0,00',
      '45',
      /Editar/,
    ]);
  });

  test('filtra la tabla por categoría', async ({ page }) => {
    const id = unique();
    await addServicio(page, { categoria: `Facial ${id}`, descripcion: `Limpieza ${id}`, precio: '1000' });
    await addServicio(page, { categoria: `Cuerpo ${id}`, descripcion: `Masaje ${id}`, precio: '2000' });
    await page.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: `Facial ${id}` }).click();
    await expect(rowOf(page, `Limpieza ${id}`)).toHaveCount(1);
    await expect(rowOf(page, `Masaje ${id}`)).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Servicios' }).getByRole('row')).toHaveCount(2);
  });

  test('importa un archivo como lo guarda Excel en español, muestra los errores por línea, y exporta', async ({
    page,
  }) => {
    const id = unique();
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar servicios' });
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(dialog.getByText('Seleccioná un archivo CSV.')).toBeVisible();

    await chooseCsv(
      page,
      'malo.csv',
      `descripcion;categoria;precio;duracion_sugerida;nombre\r\nUñas ${id};Manos;1234,50;60;\r\nSin precio ${id};Manos;;30;\r\n`,
    );
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Error al importar.');
    await expect(alert).toContainText('Línea 3: El precio es obligatorio.');
    await expect(rowOf(page, `Uñas ${id}`)).toHaveCount(0);

    await chooseCsv(
      page,
      'servicios-excel.csv',
      `\ufeffdescripcion;categoria;precio;duracion_sugerida;nombre\r\n` +
        `"Uñas esculpidas; francesita ${id}";Manos ${id};1234,50;90;\r\n` +
        `"Perfilado ""hilo"" ${id}";Cejas ${id};"2.500,00";30;Perfilado\r\n\r\n`,
    );
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(page.getByText('Importación exitosa.')).toBeVisible();
    await expect(page.getByText('Se agregaron 2 servicios y se actualizaron 0.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, `Uñas esculpidas; francesita ${id}`).getByRole('cell').nth(2)).toHaveText('$ 1.234,50');
    await expect(rowOf(page, `Perfilado "hilo" ${id}`).getByRole('cell').nth(3)).toHaveText('30');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('servicios.csv');
    const text = await downloadedText(file);
    expect(text.startsWith('\ufeffdescripcion,categoria,precio,duracion_sugerida,nombre\r\n')).toBe(true);
    expect(text).toContain(`"Uñas esculpidas; francesita ${id}",Manos ${id},1234.50,90,\r\n`);
    expect(text).toContain(`"Perfilado ""hilo"" ${id}",Cejas ${id},2500.00,30,Perfilado\r\n`);
  });

  test('aumenta todos los precios un porcentaje; rechaza uno que no es mayor a 0', async ({ page }) => {
    const id = unique();
    await addServicio(page, { categoria: `Pies ${id}`, descripcion: `Pedicura ${id}`, precio: '10,05' });
    await page.getByRole('button', { name: 'Aumentar precios' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aumentar precios' });
    const input = dialog.getByLabel('¿Cuánto porcentaje querés aumentar?');
    for (const bad of ['0', '-5', 'diez']) {
      await input.fill(bad);
      await dialog.getByRole('button', { name: 'Aumentar' }).click();
      await expect(dialog.getByText('Porcentaje inválido')).toBeVisible();
    }
    await expect(rowOf(page, `Pedicura ${id}`).getByRole('cell').nth(2)).toHaveText('$ 10,05');
    await input.fill('10');
    await dialog.getByRole('button', { name: 'Aumentar' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, `Pedicura ${id}`).getByRole('cell').nth(2)).toHaveText('$ 11,06');
  });

  test('en un teléfono de 390 px cada servicio es una tarjeta con sus acciones a mano', async ({ page }) => {
    const id = unique();
    await addServicio(page, {
      categoria: `Manos ${id}`,
      descripcion: `Esmaltado semipermanente ${id}`,
      precio: '9500',
      duracion: '45',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page
      .getByRole('list', { name: 'Servicios' })
      .getByRole('listitem')
      .filter({ hasText: `Esmaltado semipermanente ${id}` });
    await expect(card).toContainText(`Categoría: Manos ${id}`);
    await expect(card).toContainText('Precio: $ 9.500,00');
    await expect(card).toContainText('Duración (min): 45');
    // Once the page has laid itself out for the phone (the save's notice, placed for the desktop,
    // moves in with it).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    const edit = card.getByRole('button', { name: 'Editar' });
    await edit.scrollIntoViewIfNeeded();
    await expect(edit).toBeInViewport();
    await edit.click();
    await expect(page.getByRole('dialog', { name: 'Editar servicio' })).toBeVisible();
  });
});
