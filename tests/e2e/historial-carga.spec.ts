import type { Page, Request } from '@playwright/test';
import { expect, loginAsAdmin, sinDibujoDelServidor, test } from './fixtures.ts';

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
  test('pide los datos del rango de la dirección mientras se comprueba la sesión', async ({ page, request }) => {
    await loginAsAdmin(page);
    await sinDibujoDelServidor(page, request);
    await asksWhileSessionPending(page, '/admin/historial?desde=2047-05-01&hasta=2047-05-31');
  });

  test('y los de la semana actual, con la fecha del centro, cuando la dirección no trae rango', async ({
    page,
    request,
  }) => {
    await loginAsAdmin(page);
    await sinDibujoDelServidor(page, request);
    await asksWhileSessionPending(page, '/admin/historial');
  });
});

test.describe('Primera pantalla del panel', () => {
  test('se dibuja de una vez cuando su código llega después de la sesión, sin pasar por el "Cargando…" de Suspense', async ({
    page,
    request,
  }) => {
    await loginAsAdmin(page);
    await sinDibujoDelServidor(page, request);
    // Whether the panel ever drew its Suspense fallback around a screen: React holds the screen
    // that replaces a shown fallback for 300 ms after its code arrives (decision 038). The wait
    // for the first screen's code is drawn apart, marked data-espera.
    await page.addInitScript(() => {
      const w = window as unknown as { vioCargandoEnElPanel?: boolean };
      new MutationObserver(() => {
        const cargando = document.querySelector('.page-loading-inline');
        if (cargando !== null && cargando.closest('[data-espera]') === null) w.vioCargandoEnElPanel = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // The screens' code ('page-….js', not the panel's own 'page-loading-….js') held back until the
    // session has answered.
    const screens = /\/assets\/page-(?!loading-)[\w-]+\.js$/;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(screens, async (route) => {
      await held;
      await route.continue();
    });
    const session = page.waitForResponse('**/api/auth/me');
    await page.goto('/admin/historial?desde=2047-05-01&hasta=2047-05-31');
    await session;
    // The side panel is drawn meanwhile, the screen's place waiting.
    await expect(page.getByRole('navigation', { name: 'Secciones del panel' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Cargando…');
    release();
    await expect(page.getByRole('heading', { name: 'Historial y Reportes', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('navigation', { name: 'Secciones del panel' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { vioCargandoEnElPanel?: boolean }).vioCargandoEnElPanel),
    ).toBe(undefined);
    await page.unroute(screens);
  });
});

test.describe('Antes del primer dibujo del panel', () => {
  test('la sesión, el código y los datos de la primera pantalla ya se pidieron (decisión 043)', async ({
    page,
    request,
  }) => {
    // The panel's shell names the panel's code, so it is fetched with the entry's, not after it has run.
    const shell = await (await request.get('/admin/historial')).text();
    expect(shell).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/admin-app-[\w-]+\.js">/);

    await loginAsAdmin(page);
    await sinDibujoDelServidor(page, request);
    // For each request of the first view, whether the panel had drawn anything when it was sent.
    await page.addInitScript(() => {
      const w = window as unknown as { pedidos?: [string, boolean][] };
      w.pedidos = [];
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (/\/api\/(auth\/me|reportes\?|reportes\/turnos\?|gastos\/rango\?)/.test(url)) {
          w.pedidos?.push([
            new URL(url, location.href).pathname,
            document.getElementById('root')?.hasChildNodes() ?? false,
          ]);
        }
        return original(input, init);
      };
    });
    await page.goto('/admin/historial?desde=2047-05-01&hasta=2047-05-31');
    await expect(page.getByRole('heading', { name: 'Historial y Reportes', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    const pedidos = await page.evaluate(() => (window as unknown as { pedidos: [string, boolean][] }).pedidos);
    // Each asked for once, and before anything of the panel was drawn.
    expect(pedidos.sort()).toEqual([
      ['/api/auth/me', false],
      ['/api/gastos/rango', false],
      ['/api/reportes', false],
      ['/api/reportes/turnos', false],
    ]);
  });
});
