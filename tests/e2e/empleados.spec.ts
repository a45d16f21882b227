import type { Page } from '@playwright/test';
import { expect, loginAsAdmin, openSection, test, unique } from './fixtures.ts';

const rowOf = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Empleados' }).getByRole('row').filter({ hasText: text });

async function addEmpleado(page: Page, nombre: string, apellido: string, extra: { porcentaje?: string } = {}) {
  await page.getByRole('button', { name: 'Agregar empleado' }).click();
  const modal = page.getByRole('dialog', { name: 'Nuevo empleado' });
  await modal.getByLabel('Nombre').fill(nombre);
  await modal.getByLabel('Apellido').fill(apellido);
  if (extra.porcentaje !== undefined) await modal.getByLabel('Porcentaje de ganancia').fill(extra.porcentaje);
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(modal).toBeHidden();
}

test.describe('Empleados: la dueña administra el equipo', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page);
    await openSection(page, 'Empleados');
  });

  test('agrega una empleada con 50 % por defecto, la edita y la elimina', async ({ page }) => {
    const id = unique();
    await page.getByRole('button', { name: 'Agregar empleado' }).click();
    const modal = page.getByRole('dialog', { name: 'Nuevo empleado' });
    await expect(modal.getByLabel('Porcentaje de ganancia')).toHaveValue('50 %');
    await modal.getByLabel('Nombre').fill(`Lucía ${id}`);
    await modal.getByLabel('Apellido').fill('Fernández');
    await modal.getByLabel('Teléfono').fill('11 4444-1234');
    await modal.getByLabel('Email').fill('lucia@');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByText('El email no es válido.')).toBeVisible();
    await modal.getByLabel('Email').fill('lucia@centro.com.ar');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal).toBeHidden();

    const row = rowOf(page, `Lucía ${id}`);
    await expect(row.getByRole('cell')).toHaveText([
      `Lucía ${id} Fernández`,
      '11 4444-1234',
      'lucia@centro.com.ar',
      '50 %',
      /Editar/,
    ]);

    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar empleado' });
    await edit.getByLabel('Porcentaje de ganancia').fill('37,5');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit).toBeHidden();
    await expect(row.getByRole('cell').nth(3)).toHaveText('37,5 %');

    await row.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar este empleado?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(row).toHaveCount(0);
  });

  test('pide nombre, apellido y un porcentaje entre 0 y 100', async ({ page }) => {
    await page.getByRole('button', { name: 'Agregar empleado' }).click();
    const modal = page.getByRole('dialog', { name: 'Nuevo empleado' });
    await modal.getByLabel('Porcentaje de ganancia').fill('');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByText('El nombre es obligatorio.')).toBeVisible();
    await expect(modal.getByText('El apellido es obligatorio.')).toBeVisible();
    await expect(modal.getByText('El porcentaje de ganancia es obligatorio.')).toBeVisible();

    // Out of range, it says so and keeps what was typed (never quietly 100 % or 5 %).
    for (const typed of ['150', '-5']) {
      await modal.getByLabel('Porcentaje de ganancia').fill(typed);
      await modal.getByRole('button', { name: 'Guardar' }).click();
      await expect(modal.getByText('El porcentaje de ganancia debe estar entre 0 y 100.')).toBeVisible();
      await expect(modal.getByLabel('Porcentaje de ganancia')).toHaveValue(`${typed} %`);
    }
  });

  test('busca por nombre sin importar tildes ni mayúsculas, y abre el resumen de la semana', async ({ page }) => {
    const id = unique();
    await addEmpleado(page, `Ángela ${id}`, 'Ruiz');
    await addEmpleado(page, `Marta ${id}`, 'Sosa');
    await page.getByLabel('Buscar por nombre').fill(`angela ${id.toLowerCase()}`);
    await expect(rowOf(page, `Ángela ${id}`)).toHaveCount(1);
    await expect(rowOf(page, `Marta ${id}`)).toHaveCount(0);
    await page.getByLabel('Buscar por nombre').fill(`nadie-${id}`);
    await expect(page.getByText('Nadie coincide con la búsqueda.')).toBeVisible();

    await page.getByLabel('Buscar por nombre').fill(`Marta ${id}`);
    await rowOf(page, `Marta ${id}`).getByRole('link', { name: 'Ver resumen' }).click();
    await expect(page).toHaveURL(/\/admin\/empleados\/resumen\/\d+$/);
  });
});
