import { expect, test, type Page, type Request } from '@playwright/test';
import { loginAsAdmin } from './fixtures.ts';

/**
 * 'Historial y Reportes' asks for its data together with the session, not after it (decision
 * 030): the session's answer is held back here, and the report, the first page of appointments
 * and the expenses must all have been asked for meanwhile. Before, they were asked for only once
 * the session had arrived and the screen had been drawn, one wait after the other.
 */
async function asksWhileSessionPending(page: Page, url: string) {
  const asked: string[] = [];
  let sessionAnswered = false;
  const onRequest = (r: Request) => {
    if (!sessionAnswered && /\/api\/(reportes\?|reportes\/turnos\?|gastos\/rango\?)/.test(r.url())) {
      asked.push(new URL(r.url()).pathname);
    }
  };
  page.on('request', onRequest);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/me', async (route) => {
    await held;
    sessionAnswered = true;
    await route.continue();
  });
  await page.goto(url);
  // Every data request of the first drawing while the session is still unanswered.
  await expect
    .poll(() => [...new Set(asked)].sort())
    .toEqual(['/api/gastos/rango', '/api/reportes', '/api/reportes/turnos']);
  release();
  // The first drawing of the whole panel, on a shared machine: more than an assertion's default wait.
  const drawn = { timeout: 20_000 };
  await expect(page.getByRole('heading', { name: 'Historial y Reportes', level: 1 })).toBeVisible(drawn);
  await expect(
    page.getByRole('table', { name: 'Turnos' }).or(page.getByText('No hay turnos en este rango.')),
  ).toBeVisible(drawn);
  page.off('request', onRequest);
  await page.unroute('**/api/auth/me');
}

test.describe('Carga del historial', () => {
  test('pide los datos del rango de la dirección mientras se comprueba la sesión', async ({ page }) => {
    await loginAsAdmin(page);
    await asksWhileSessionPending(page, '/admin/historial?desde=2047-05-01&hasta=2047-05-31');
  });

  test('y los de la semana actual, con la fecha del centro, cuando la dirección no trae rango', async ({ page }) => {
    await loginAsAdmin(page);
    await asksWhileSessionPending(page, '/admin/historial');
  });
});
