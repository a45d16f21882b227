import type { Page } from '@playwright/test';
import { apiCreate, expect, loginAsAdmin, loginAsAdminOwnSession, openSection, test, unique } from './fixtures.ts';

async function loginAs(page: Page, usuario: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario o email').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL('**/admin');
  await expect(page.getByRole('navigation', { name: 'Secciones del panel' })).toBeVisible();
}

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL('**/login');
}

test.describe('Cuentas del equipo', () => {
  test('una administradora crea una cuenta de staff que puede ingresar, y que no ve Usuarios ni Auditoría', async ({
    page,
  }) => {
    const u = unique().toLowerCase();
    await loginAsAdminOwnSession(page);
    await openSection(page, 'Usuarios');
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await dialog.getByLabel('Nombre').fill(`Recepción ${u}`);
    await dialog.getByLabel(/^Usuario/).fill(`recepcion${u}`);
    await dialog.getByLabel('Contraseña inicial').fill('1234567890');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Esa contraseña es de las más usadas: elegí otra.')).toBeVisible();
    await dialog.getByLabel('Contraseña inicial').fill('turno-tarde-del-centro');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('table', { name: 'Usuarios' }).getByRole('row', { name: new RegExp(`recepcion${u}`) }),
    ).toContainText('Staff');

    await logout(page);
    await loginAs(page, `recepcion${u}`, 'turno-tarde-del-centro');
    const nav = page.getByRole('navigation', { name: 'Secciones del panel' });
    await expect(nav.getByRole('link', { name: 'Agenda' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Auditoría' })).toHaveCount(0);
    await page.goto('/admin/usuarios');
    await expect(page.getByText('No tenés permiso para hacer esto.')).toBeVisible();
    expect((await page.request.get('/api/usuarios')).status()).toBe(403);
  });

  test('desactivar una cuenta cierra su sesión, y la auditoría lo registra', async ({ page, browser }) => {
    const u = unique().toLowerCase();
    await loginAsAdmin(page);
    const staff = await apiCreate<{ id: number }>(page, '/usuarios', {
      username: `temporal${u}`,
      nombre: `Temporal ${u}`,
      password: 'clave-temporal-larga',
    });
    const other = await browser.newContext();
    const staffPage = await other.newPage();
    await loginAs(staffPage, `temporal${u}`, 'clave-temporal-larga');

    await openSection(page, 'Usuarios');
    await page
      .getByRole('table', { name: 'Usuarios' })
      .getByRole('row', { name: new RegExp(`temporal${u}`) })
      .getByRole('button', { name: 'Desactivar' })
      .click();
    await page
      .getByRole('dialog', { name: '¿Desactivar esta cuenta?' })
      .getByRole('button', { name: 'Desactivar' })
      .click();
    await expect(
      page.getByRole('table', { name: 'Usuarios' }).getByRole('row', { name: new RegExp(`temporal${u}`) }),
    ).toContainText('Desactivada');

    // Her open panel is out at the next load, or sooner: a background check of the panel that
    // finds the session gone shows the login page by itself, and then there is nothing to click.
    await staffPage
      .getByRole('navigation', { name: 'Secciones del panel' })
      .getByRole('link', { name: 'Clientes' })
      .click({ timeout: 5_000 })
      .catch(() => {});
    await staffPage.waitForURL('**/login');
    await other.close();

    await openSection(page, 'Auditoría');
    await page.getByRole('combobox', { name: 'Qué' }).click();
    await page.getByRole('option', { name: 'Usuarios' }).click();
    const movimientos = page.getByRole('table', { name: 'Movimientos' });
    await expect(
      movimientos
        .getByRole('row')
        .filter({ hasText: `Usuarios #${staff.id}` })
        .filter({ hasText: 'Activo: Sí → No' }),
    ).toHaveCount(1);
  });

  test('cada persona cambia su propia contraseña con la actual', async ({ page }) => {
    const u = unique().toLowerCase();
    await loginAsAdminOwnSession(page);
    await apiCreate(page, '/usuarios', { username: `cambia${u}`, nombre: `Cambia ${u}`, password: 'la-primera-clave' });
    await logout(page);
    await loginAs(page, `cambia${u}`, 'la-primera-clave');

    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await dialog.getByLabel('Contraseña actual').fill('no-es-la-actual');
    await dialog.getByLabel(/^Contraseña nueva/).fill('la-segunda-clave');
    await dialog.getByLabel('Repetí la contraseña nueva').fill('la-segunda-clave');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByRole('alert')).toContainText('La contraseña actual no es correcta.');
    await dialog.getByLabel('Contraseña actual').fill('la-primera-clave');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();

    await logout(page);
    await loginAs(page, `cambia${u}`, 'la-segunda-clave');
  });
});

test.describe('La cuenta de una profesional', () => {
  test('ingresa y lee que el mostrador es del centro: sin secciones del centro, y el servidor le niega sus datos', async ({
    page,
    browser,
  }, testInfo) => {
    const u = unique().toLowerCase();
    await loginAsAdmin(page);
    const empleada = await apiCreate<{ id: number }>(page, '/empleados', {
      nombre: `Sofía ${u}`,
      apellido: 'Gómez',
      porcentajeGanancia: 40,
    });
    await apiCreate(page, '/usuarios', {
      username: `sofia${u}`,
      nombre: `Sofía ${u}`,
      role: 'profesional',
      idEmpleado: empleada.id,
      password: 'clave-de-la-profesional',
    });
    const telefono = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-AR' });
    try {
      const suya = await telefono.newPage();
      await suya.goto('/login');
      await suya.getByLabel('Usuario o email').fill(`sofia${u}`);
      await suya.getByLabel('Contraseña', { exact: true }).fill('clave-de-la-profesional');
      await suya.getByRole('button', { name: 'Ingresar' }).click();
      await suya.waitForURL('**/admin');
      await expect(suya.getByRole('heading', { name: 'Tu cuenta profesional', level: 1 })).toBeVisible();
      await suya.screenshot({ path: testInfo.outputPath('profesional-390.png') });
      await suya.getByRole('button', { name: 'Abrir menú' }).click();
      const nav = suya.getByRole('navigation', { name: 'Secciones del panel' });
      await expect(nav.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
      await expect(nav.getByRole('link')).toHaveCount(0);
      await suya.screenshot({ path: testInfo.outputPath('profesional-menu-390.png') });
      await suya.goto('/admin/clientes');
      await expect(suya.getByRole('heading', { name: 'Tu cuenta profesional', level: 1 })).toBeVisible();
      expect((await suya.request.get('/api/clientes')).status()).toBe(403);
      expect((await suya.request.get('/api/turnos?fecha=2026-11-27')).status()).toBe(403);
    } finally {
      await telefono.close();
    }
  });
});
