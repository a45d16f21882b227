import { book, setUp } from './agenda-fixtures.ts';
import { apiCreate, expect, loginAsAdmin, test, untilInteractive } from './fixtures.ts';

/*
 * 'Historial y Reportes' arrives drawn by the server, with the signed-in user's figures
 * (decision 061): the browser paints them before the panel's code has run, and that code then
 * takes the same drawing over, with the answers the page brought, asking for none of them again.
 * A range of its own, far ahead: the test database is shared.
 */
const DIRECCION = '/admin/historial?desde=2051-02-01&hasta=2051-02-28';
/** The second journey's range: each its own, so that one's booking is not in the other's totals. */
const OTRA_DIRECCION = '/admin/historial?desde=2051-03-01&hasta=2051-03-31';

test.describe('El historial dibujado por el servidor', () => {
  test('llega con sus cifras y su tabla ya en la página, aun sin JavaScript', async ({ page, browser }) => {
    const day = await setUp(page);
    // A client whose name would end the page's data block if it were written as it is.
    const cliente = await apiCreate<{ id: number }>(page, '/clientes', {
      nombre: 'Rita</script><!--',
      apellido: `Servidor${day.servicio.id}`,
      telefono: '11 4000-1234',
    });
    await book(page, day, '2051-02-10', '10:00', { idCliente: cliente.id });

    const html = await (await page.request.get(DIRECCION)).text();
    const block = /<script type="application\/json" id="panel-respuestas">([^]*?)<\/script>/.exec(html);
    expect(block, 'the page carries the answers it was drawn with').not.toBeNull();
    expect(block?.[1]).not.toContain('<');
    expect(JSON.stringify(JSON.parse(block?.[1] ?? 'null'))).toContain('Rita</script><!--');

    // The same page with the browser's scripts off: what the server drew is what is seen.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      await context.addCookies(await page.context().cookies());
      const sinJs = await context.newPage();
      const response = await sinJs.goto(DIRECCION);
      expect(response?.headers()['cache-control']).toBe('no-store');
      expect(response?.headers().vary).toContain('Cookie');
      await expect(sinJs.getByRole('heading', { name: 'Historial y Reportes', level: 1 })).toBeVisible();
      await expect(sinJs).toHaveTitle('Historial y Reportes | Panel');
      await expect(
        sinJs.locator('dl').getByText('Total facturado', { exact: true }).locator('xpath=following-sibling::dd[1]'),
      ).toHaveText('$ 10.000,00');
      await expect(
        sinJs.getByRole('table', { name: 'Turnos' }).getByRole('row', { name: /Rita<\/script><!-- Servidor/ }),
      ).toBeVisible();
      await expect(sinJs.getByRole('navigation', { name: 'Secciones del panel' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('el panel toma ese dibujo sin rehacerlo ni volver a pedir sus datos, y responde', async ({ page }) => {
    const day = await setUp(page);
    await book(page, day, '2051-03-11', '11:00');
    const errores: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errores.push(m.text());
    });
    page.on('pageerror', (e) => errores.push(e.message));
    const pedidos: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/(centro|reportes|gastos\/rango)/.test(r.url())) pedidos.push(new URL(r.url()).pathname);
    });
    // The heading the server drew, kept to compare with the one after React has taken the page.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { h1DelServidor?: Element | null }).h1DelServidor = document.querySelector('h1');
      });
    });
    await page.goto(OTRA_DIRECCION);
    await untilInteractive(page);
    // Taken over in place: the same element, not a second drawing over it.
    expect(
      await page.evaluate(
        () => (window as unknown as { h1DelServidor?: Element | null }).h1DelServidor === document.querySelector('h1'),
      ),
    ).toBe(true);
    await expect(
      page.locator('dl').getByText('Total facturado', { exact: true }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('$ 10.000,00');
    // The tickets' list, drawn when idle, asks for its own page; none of the first view's data is
    // asked for again (the session's check may be, as on every move inside the panel).
    expect(pedidos).toEqual([]);
    expect(errores).toEqual([]);

    // It answers: another range is asked for and drawn.
    await page.getByLabel('Desde').fill('12/03/2051');
    await expect(page).toHaveURL(/desde=2051-03-12/);
    await expect(
      page.locator('dl').getByText('Total facturado', { exact: true }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('$ 0,00');
    expect(pedidos).toContain('/api/reportes');
  });

  test('en un teléfono, el panel toma la tabla que dibujó el servidor y después la muestra en tarjetas', async ({
    page,
  }) => {
    const day = await setUp(page);
    await book(page, day, '2051-03-12', '12:00');
    const errores: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errores.push(m.text());
    });
    page.on('pageerror', (e) => errores.push(e.message));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(OTRA_DIRECCION);
    // The server cannot know the screen: its drawing has the table, taken over as it is (no
    // hydration error, which would make React draw the whole page again), then the phone's cards.
    await expect(page.getByRole('list', { name: 'Turnos' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('table', { name: 'Turnos' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errores).toEqual([]);
  });

  test('hasta que el panel lo toma, sus campos y botones esperan deshabilitados: nada de lo escrito se pierde', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    // The panel's entry held back: the drawn page is all there is.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const entry = /\/assets\/index-[\w-]+\.js$/;
    await page.route(entry, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(OTRA_DIRECCION);
    await expect(page.getByRole('heading', { name: 'Historial y Reportes', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Desde')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Agregar' })).toBeDisabled();
    // Its links are pages the server sends: they work without the panel's code.
    await expect(
      page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Caja' }),
    ).toHaveAttribute('href', '/admin/caja');
    release();
    await expect(page.getByLabel('Desde')).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Agregar' })).toBeEnabled();
    await page.unroute(entry);
  });

  test('sin sesión, la página es el panel vacío de siempre, que lleva al ingreso', async ({ page }) => {
    const response = await page.request.get(DIRECCION);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('panel-respuestas');
    expect(response.headers()['cache-control']).toBe('no-cache');
    await page.goto(DIRECCION);
    await expect(page).toHaveURL(/\/login$/);
  });
});
