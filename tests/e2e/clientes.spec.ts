import type { Page } from '@playwright/test';
import { downloadedText, expect, loginAsAdmin, openSection, test, unique } from './fixtures.ts';

const rowOf = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Clientes' }).getByRole('row').filter({ hasText: text });

/** Today in the centre's time zone, as the export names its file. */
function hoyEnElCentro(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());
}

test.describe('Clientes: la recepción mantiene la agenda de clientes', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page);
    await openSection(page, 'Clientes');
  });

  test('agrega un cliente (nombre y teléfono obligatorios), lo edita, lo busca y lo elimina', async ({ page }) => {
    const id = unique();
    await page.getByRole('button', { name: 'Agregar cliente' }).click();
    const modal = page.getByRole('dialog', { name: 'Nuevo cliente' });
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByText('El nombre es obligatorio.')).toBeVisible();
    await expect(modal.getByText('El teléfono es obligatorio.')).toBeVisible();
    await modal.getByLabel('Nombre').fill(`Sofía ${id}`);
    await modal.getByLabel('Apellido (opcional)').fill('Martínez');
    await modal.getByLabel('Teléfono').fill('+54 9 11 5555-0101');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal).toBeHidden();

    const row = rowOf(page, `Sofía ${id}`);
    await expect(row.getByRole('cell')).toHaveText([`Sofía ${id} Martínez`, '+54 9 11 5555-0101', '', /Editar/]);
    await expect(row.getByRole('link', { name: '+54 9 11 5555-0101' })).toHaveAttribute('href', 'tel:+5491155550101');

    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar cliente' });
    await edit.getByLabel('Email (opcional)').fill('sofia@correo.com.ar');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit).toBeHidden();
    await expect(row.getByRole('cell').nth(2)).toHaveText('sofia@correo.com.ar');

    await page.getByLabel('Buscar por nombre').fill(`sofia ${id.toLowerCase()}`);
    await expect(page.getByRole('table', { name: 'Clientes' }).getByRole('row')).toHaveCount(2);

    await row.getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('dialog', { name: '¿Eliminar este cliente?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(row).toHaveCount(0);
  });

  test('importa clientes de un archivo de Excel y exporta clientes_{fecha}.csv que se vuelve a leer igual', async ({
    page,
  }) => {
    const id = unique();
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar clientes' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Archivo CSV' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'clientes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `\ufeffnombre;telefono;email\r\n"Pérez, María ${id}";'+54 9 11 4444-5555;maria@correo.com.ar\r\nJuan ${id};11 3333-2222;\r\n`,
        'utf8',
      ),
    });
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(page.getByText('Importación exitosa.')).toBeVisible();
    // The count agrees with its noun and verbs ('Se agregó 1 cliente', 'se actualizaron 0').
    await expect(page.getByText('Se agregaron 2 clientes y se actualizaron 0.')).toBeVisible();
    await expect(rowOf(page, `Pérez, María ${id}`).getByRole('cell').nth(1)).toHaveText('+54 9 11 4444-5555');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`clientes_${hoyEnElCentro()}.csv`);
    const text = await downloadedText(file);
    expect(text.startsWith('\ufeffnombre,telefono,email\r\n')).toBe(true);
    expect(text).toContain(`"Pérez, María ${id}",'+54 9 11 4444-5555,maria@correo.com.ar\r\n`);
    expect(text).toContain(`Juan ${id},11 3333-2222,\r\n`);

    // The exported file goes back in without creating anyone twice. Only this test's lines go
    // back: the test database is shared, and a client another test archives meanwhile (a merge,
    // an erasure) would rightly come back as a new one.
    const propias = text
      .split('\r\n')
      .filter((line, i) => i === 0 || line.includes(id))
      .join('\r\n');
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const again = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Archivo CSV' }).click();
    await (
      await again
    ).setFiles({ name: file.suggestedFilename(), mimeType: 'text/csv', buffer: Buffer.from(`${propias}\r\n`) });
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(page.getByText('Se agregaron 0 clientes y se actualizaron 2.')).toBeVisible();
    await expect(rowOf(page, `Juan ${id}`)).toHaveCount(1);
  });

  test('si la sesión terminó, al cargar una lista vuelve a /login', async ({ page, context }) => {
    await context.clearCookies();
    await page
      .getByRole('navigation', { name: 'Secciones del panel' })
      .getByRole('link', { name: 'Servicios' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Ingreso de administradoras o staff' })).toBeVisible();
  });

  test('si la sesión terminó con el formulario abierto, no pierde lo escrito', async ({ page, context }) => {
    const id = unique();
    await page.getByRole('button', { name: 'Agregar cliente' }).click();
    const modal = page.getByRole('dialog', { name: 'Nuevo cliente' });
    await modal.getByLabel('Nombre').fill(`Elena ${id}`);
    await modal.getByLabel('Teléfono').fill('11 2222-3333');
    await context.clearCookies();
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByRole('alert')).toContainText('Error al guardar cliente');
    await expect(modal.getByRole('alert')).toContainText('Tu sesión no está iniciada o venció. Ingresá de nuevo.');
    await expect(modal.getByLabel('Nombre')).toHaveValue(`Elena ${id}`);
    await expect(page).toHaveURL(/\/admin\/clientes$/);
  });
});
