import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin, openSection } from './fixtures.ts';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('Las pantallas del catálogo son accesibles', () => {
  for (const [section, button, dialog] of [
    ['Servicios', 'Agregar servicio', 'Nuevo servicio'],
    ['Empleados', 'Agregar empleado', 'Nuevo empleado'],
    ['Clientes', 'Agregar cliente', 'Nuevo cliente'],
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
