import AxeBuilder from '@axe-core/playwright';
import { E2E_ADMIN, expect, loginAsAdmin, loginAsAdminOwnSession, test, watchApi } from './fixtures.ts';

test.describe('Una administradora entra al panel', () => {
  test('con su email y contraseña llega a /admin y ve el panel con su nombre', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Ingreso de administradoras o staff' })).toBeVisible();
    await page.getByLabel('Usuario o email').fill(E2E_ADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
    const sidePanel = page.getByRole('navigation', { name: 'Secciones del panel' });
    for (const section of ['Agenda', 'Clientes', 'Servicios', 'Empleados', 'Historial']) {
      await expect(sidePanel.getByRole('link', { name: section })).toBeVisible();
    }
    await expect(sidePanel.getByText('Administración', { exact: true })).toBeVisible();
    await expect(sidePanel.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  });

  test('también puede entrar con su nombre de usuario', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Usuario o email').fill(E2E_ADMIN.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('con una contraseña equivocada ve el mensaje exacto y no pierde lo que escribió', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Usuario o email').fill(E2E_ADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Usuario o email')).toHaveValue(E2E_ADMIN.email);
  });

  test('con los campos vacíos no envía nada y pide completarlos', async ({ page }) => {
    await page.goto('/login');
    let sent = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/login')) sent = true;
    });
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Completá el usuario o email y la contraseña.');
    expect(sent).toBe(false);
  });

  test('ante otra respuesta del servidor ve "Error desconocido en el login."', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Usuario o email').fill(E2E_ADMIN.email);
    // A password over the server's 100 KB body limit: the real server answers 413.
    await page.getByLabel('Contraseña', { exact: true }).fill('x'.repeat(110 * 1024));
    const answer = page.waitForResponse('**/api/auth/login');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    expect((await answer).status()).toBe(413);
    await expect(page.getByRole('alert')).toHaveText('Error desconocido en el login.');
  });

  test('sin conexión con el servidor ve "Error al conectar con el servidor."', async ({ page }) => {
    await page.goto('/login');
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
    await page.getByLabel('Usuario o email').fill(E2E_ADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Error al conectar con el servidor.');
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  });

  test('la página de ingreso no tiene problemas de accesibilidad serios', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Ingreso de administradoras o staff' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});

test.describe('El panel está protegido', () => {
  test('sin sesión, /admin y sus secciones llevan a /login', async ({ page }) => {
    for (const path of ['/admin', '/admin/clientes', '/admin/empleados/resumen/1', '/empleados']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Ingreso de administradoras o staff' })).toBeVisible();
    }
  });

  test('cerrar sesión vuelve a /login y el panel deja de abrirse', async ({ page, context }) => {
    await loginAsAdminOwnSession(page);
    const sidePanel = page.getByRole('navigation', { name: 'Secciones del panel' });
    await sidePanel.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'centro_sesion')).toBeUndefined();
    await page.goto('/admin/agenda');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('con la sesión vencida en el servidor, la próxima carga lleva a /login', async ({ page, request }) => {
    await loginAsAdminOwnSession(page);
    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Clientes' }).click();
    await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
    // End the session from outside (as an expiry would), keeping the stale cookie in the browser.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'centro_sesion');
    const out = await request.post('/api/auth/logout', { headers: { cookie: `centro_sesion=${cookie?.value}` } });
    expect(out.status()).toBe(204);
    await page.goto('/admin/servicios');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('quien ya inició sesión y abre /login vuelve al panel', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('Direcciones que no existen', () => {
  test('muestran la pantalla de error con un camino de vuelta', async ({ page }) => {
    const response = await page.goto('/esta-pagina-no-existe');
    // A real 404 for search engines, not the home page with status 200.
    expect(response?.status()).toBe(404);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page).toHaveTitle(/^Página no encontrada \| /);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByText('La página que buscás no existe')).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('también dentro del panel', async ({ page }) => {
    await loginAsAdmin(page);
    const response = await page.goto('/admin/no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  });
});

test.describe('Una sesión que termina mientras se usa el panel', () => {
  test('lleva a /login al pasar a otra sección, sin recargar la página', async ({ page, request }) => {
    const api = watchApi(page);
    await loginAsAdminOwnSession(page);
    // The agenda has drawn and finished its own loads: the section change below is the first call
    // after the logout (a load still in flight would send the page to /login before the click).
    await expect(
      page.getByRole('region', { name: 'Grilla de turnos' }).or(page.getByText('Todavía no hay empleados')),
    ).toBeVisible();
    await api.settled();
    await page.evaluate(() => {
      (window as unknown as { marca: string }).marca = 'misma-carga';
    });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'centro_sesion');
    expect(
      (await request.post('/api/auth/logout', { headers: { cookie: `centro_sesion=${cookie?.value}` } })).status(),
    ).toBe(204);
    // On a busy machine a refetch of the agenda can meet the 401 first and take the page to /login
    // before the click (the panel, and its link, are gone then): the outcome asserted is the same.
    await page
      .getByRole('navigation', { name: 'Secciones del panel' })
      .getByRole('link', { name: 'Servicios' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => (window as unknown as { marca?: string }).marca)).toBe('misma-carga');
  });
});
