import type { Page } from '@playwright/test';
import { apiCreate, expect, loginAsAdmin, openSection, seriousViolations, test, unique } from './fixtures.ts';

async function loginAs(page: Page, usuario: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario o email').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL('**/admin');
  await expect(page.getByRole('navigation', { name: 'Secciones del panel' })).toBeVisible();
}

test.describe('Ajustes: quién ve las cifras del centro', () => {
  test('apagado, el personal no ve historial ni ganancias, y sigue con la agenda y el equipo', async ({
    page,
    browser,
  }) => {
    // Two sign-ins, two screens checked with axe and the setting put back: more than the default
    // 30 s on a loaded machine, where a timeout would also cut the finally that restores it.
    test.slow();
    const u = unique().toLowerCase();
    await loginAsAdmin(page);
    await apiCreate(page, '/usuarios', {
      username: `caja${u}`,
      nombre: `Caja ${u}`,
      password: 'recepcion-de-la-tarde',
    });
    await apiCreate(page, '/empleados', { nombre: `Eva ${u}`, apellido: 'Paz', porcentajeGanancia: 30 });
    try {
      await openSection(page, 'Ajustes');
      const cifras = page.getByRole('switch', { name: 'El personal ve las cifras del centro' });
      await expect(cifras).toBeChecked();
      expect(await seriousViolations(page)).toEqual([]);
      await cifras.click();
      await expect(page.getByText('Ajustes guardados.')).toBeVisible();
      await expect(cifras).not.toBeChecked();
      await expect(page.getByText('Ahora el personal no ve las cifras del centro.')).toBeVisible();

      const staff = await (await browser.newContext()).newPage();
      await loginAs(staff, `caja${u}`, 'recepcion-de-la-tarde');
      const nav = staff.getByRole('navigation', { name: 'Secciones del panel' });
      await expect(nav.getByRole('link', { name: 'Agenda' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Clientes' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Historial' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Empleados' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Caja' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Ajustes' })).toHaveCount(0);
      await staff.goto('/admin/historial');
      await expect(staff.getByText('Las cifras del centro las ve solo un administrador.')).toBeVisible();
      expect((await staff.request.get('/api/gastos/rango?desde=2026-11-01&hasta=2026-11-30')).status()).toBe(403);
      expect((await staff.request.get('/api/caja')).status()).toBe(403);
      // The team stays theirs to manage, without the profit share or the earnings summary.
      await staff.goto('/admin/empleados');
      const equipo = staff.getByRole('table', { name: 'Empleados' });
      await expect(equipo.getByRole('row', { name: new RegExp(`Eva ${u}`) })).toBeVisible();
      await expect(equipo.getByRole('columnheader', { name: '% Ganancia' })).toHaveCount(0);
      await expect(staff.getByRole('link', { name: 'Ver resumen' })).toHaveCount(0);
      await staff.getByRole('button', { name: 'Agregar empleado' }).click();
      const form = staff.getByRole('dialog', { name: 'Nuevo empleado' });
      await expect(form.getByLabel('Apellido')).toBeVisible();
      await expect(form.getByLabel('Porcentaje de ganancia')).toHaveCount(0);
      await staff.keyboard.press('Escape');
      await expect(form).toBeHidden();
      expect(await seriousViolations(staff)).toEqual([]);
      await staff.context().close();
    } finally {
      // The test database is shared: the setting goes back to the spec's default.
      const back = await page.request.put('/api/ajustes', { data: { personalVeCifras: true } });
      expect(back.ok()).toBe(true);
    }
  });
});
