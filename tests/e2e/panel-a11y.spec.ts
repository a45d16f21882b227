import { expect, test } from '@playwright/test';
import { apiCreate, loginAsAdmin, openSection, seriousViolations } from './fixtures.ts';

test.describe('Las pantallas del catálogo son accesibles', () => {
  for (const [section, button, dialog] of [
    ['Servicios', 'Agregar servicio', 'Nuevo servicio'],
    ['Empleados', 'Agregar empleado', 'Nuevo empleado'],
    ['Clientes', 'Agregar cliente', 'Nuevo cliente'],
    ['Usuarios', 'Agregar usuario', 'Nuevo usuario'],
  ] as const) {
    test(`${section}: la pantalla y su modal, en escritorio y en un teléfono`, async ({ page }) => {
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
