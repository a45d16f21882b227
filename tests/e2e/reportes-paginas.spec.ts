import type { Page } from '@playwright/test';
import { addDays, formatFecha } from '#shared/domain/dates.ts';
import { apiCreate, expect, loginAsAdmin, openSection, seriousViolations, test } from './fixtures.ts';

/** Letters only: a digit in a name could be found by a search for a phone. */
function letters(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

async function hoy(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/centro')).json()) as { hoy: string }).hoy;
}

async function setUp(page: Page) {
  await loginAsAdmin(page);
  const u = letters();
  const empleada = await apiCreate<{ id: number }>(page, '/empleados', { nombre: 'Irene', apellido: `Pagina${u}` });
  const servicio = await apiCreate<{ id: number }>(page, '/servicios-base', {
    categoria: `Manos${u}`,
    descripcion: `Kapping ${u}`,
    precio: 9000,
    duracionSugerida: 30,
  });
  const book = (idCliente: number, fecha: string, hora: string, over: Record<string, unknown> = {}) =>
    apiCreate(page, '/turnos', {
      idCliente,
      idEmpleado: empleada.id,
      idServicio: servicio.id,
      fecha,
      hora,
      duracion: 30,
      costo: 9000,
      estado: 'Debe',
      montoAbonado: null,
      ...over,
    });
  return { u, book };
}

test.describe('Historial de un mes con muchos turnos', () => {
  test('muestra los turnos de a 50, pasa a la página 2 y busca por cliente', async ({ page }) => {
    // 54 bookings through the API, and an axe scan of the panel.
    test.slow();
    const { u, book } = await setUp(page);
    const rocio = await apiCreate<{ id: number }>(page, '/clientes', {
      nombre: `Rocío${u}`,
      apellido: 'Pérez',
      telefono: '11 6789-2468',
    });
    const otra = await apiCreate<{ id: number }>(page, '/clientes', { nombre: `Berta${u}`, apellido: 'Gómez' });
    // A far-away month no other test uses: 3 days × 18 half hours; Rocío has every sixth.
    const dias = ['2047-03-03', '2047-03-04', '2047-03-05'];
    let n = 0;
    for (const fecha of dias) {
      for (let s = 0; s < 18; s++) {
        const minutes = 8 * 60 + s * 30;
        const hora = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        await book(n % 6 === 0 ? rocio.id : otra.id, fecha, hora);
        n++;
      }
    }

    await page.goto('/admin/historial?desde=2047-03-01&hasta=2047-03-31');
    await expect(page.getByRole('heading', { level: 1, name: 'Historial y Reportes' })).toBeVisible();
    const turnos = page.getByRole('table', { name: 'Turnos' });
    await expect(page.getByText('Turnos 1 a 50 de 54')).toBeVisible();
    await expect(turnos.getByRole('row')).toHaveCount(51);
    await expect(turnos.getByRole('row').nth(1)).toContainText('03/03/2047');
    await expect(turnos.getByRole('row').nth(1)).toContainText('08:00');
    // All of it still to come: the whole debt is 'A cobrar'.
    const figure = (label: string) =>
      page.locator('dl').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(figure('Total deuda')).toHaveText('$ 486.000,00');
    await expect(figure('A cobrar')).toHaveText('$ 486.000,00');
    await expect(figure('Deuda vencida')).toHaveText('$ 0,00');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('navigation', { name: 'Páginas de turnos' }).getByRole('button', { name: 'Página 2' }).click();
    await expect(page.getByText('Turnos 51 a 54 de 54')).toBeVisible();
    await expect(turnos.getByRole('row')).toHaveCount(5);
    await expect(turnos.getByRole('row').nth(4)).toContainText('05/03/2047');
    await expect(turnos.getByRole('row').nth(4)).toContainText('16:30');

    // By name, accents aside: her 9 bookings, on one page.
    await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill(`rocio${u}`);
    await expect(page.getByText('Turnos 1 a 9 de 9')).toBeVisible();
    await expect(turnos.getByRole('row')).toHaveCount(10);
    for (const row of await turnos.getByRole('row').all()) {
      if ((await row.getByRole('cell').count()) > 0) await expect(row).toContainText(`Rocío${u} Pérez`);
    }
    // By the phone's digits; then sorted by client from Z to A.
    await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill(`${u} 1111`);
    await expect(page.getByText(`Ningún turno de un cliente que coincida con "${u} 1111".`)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill('6789-2468');
    await page.getByLabel('Desde').fill(formatFecha('2047-03-04'));
    await expect(page.getByText(/^Turnos 1 a 6 de 6$/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill('');
    await page.getByRole('combobox', { name: 'Ordenar por' }).click();
    await page.getByRole('option', { name: 'Cliente, de la Z a la A' }).click();
    await expect(page.getByText('Turnos 1 a 36 de 36')).toBeVisible();
    await expect(turnos.getByRole('row').nth(1)).toContainText(`Rocío${u} Pérez`);
  });
});

test.describe('Deudores', () => {
  test('muestra quién debe turnos pasados, cuánto y desde cuándo, con el mensaje de WhatsApp listo', async ({
    page,
  }) => {
    const { u, book } = await setUp(page);
    const today = await hoy(page);
    const paula = await apiCreate<{ id: number }>(page, '/clientes', {
      nombre: `Paula${u}`,
      apellido: 'Ríos',
      telefono: '11 4321-8765',
    });
    const sinTel = await apiCreate<{ id: number }>(page, '/clientes', { nombre: `Nora${u}`, apellido: 'Vidal' });
    const hace3 = addDays(today, -3);
    await book(paula.id, hace3, '10:00', { costo: 12345.5 });
    await book(paula.id, addDays(today, -1), '11:00', { estado: 'Pago parcial', montoAbonado: 4000 });
    // Still to come: not overdue, not counted.
    await book(paula.id, addDays(today, 5), '11:00', { costo: 99999 });
    await book(sinTel.id, addDays(today, -2), '12:00');
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );

    await openSection(page, 'Deudores');
    const lista = page.getByRole('table', { name: 'Deudores' });
    const fila = lista.getByRole('row', { name: new RegExp(`Paula${u} Ríos`) });
    // 12.345,50 + (9.000 − 4.000), from the oldest, three days ago, in two bookings.
    await expect(fila).toContainText('$ 17.345,50');
    await expect(fila).toContainText(formatFecha(hace3));
    await expect(fila.getByRole('cell').nth(3)).toHaveText('2');
    const enlace = fila.getByRole('link', { name: `Escribir por WhatsApp a Paula${u} Ríos` });
    await expect(enlace).toHaveAttribute('target', '_blank');
    const link = new URL((await enlace.getAttribute('href')) ?? '');
    expect(link.origin + link.pathname).toBe('https://wa.me/5491143218765');
    const texto = link.searchParams.get('text') ?? '';
    expect(texto).toMatch(new RegExp(`^Hola Paula${u}, ¿cómo estás\\? Te escribimos de .+ porque nos quedó pendiente`));
    expect(texto).toContain(`un saldo de $ 17.345,50 de 2 turnos, desde el ${formatFecha(hace3)}.`);
    expect(texto).toContain('Cuando puedas, avisanos cómo preferís abonarlo. ¡Gracias!');
    const [chat] = await Promise.all([page.waitForEvent('popup'), enlace.click()]);
    expect(chat.url()).toContain('wa.me/5491143218765?text=');
    await chat.close();

    const nora = lista.getByRole('row', { name: new RegExp(`Nora${u} Vidal`) });
    await expect(nora).toContainText('$ 9.000,00');
    await expect(nora).toContainText('Sin teléfono');
    // The link to the client's file (issue 20) and 'Cobrar' on her booking owed: no WhatsApp link.
    await expect(nora.getByRole('link')).toHaveText([`Nora${u} Vidal`, 'Cobrar']);
    await expect(
      nora.getByRole('link', { name: `Cobrar a Nora${u} Vidal el turno del ${formatFecha(addDays(today, -2))}` }),
    ).toHaveAttribute('href', /^\/admin\/cobrar\/\d+$/);
    expect(await seriousViolations(page)).toEqual([]);

    // On a phone: one card per client, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('list', { name: 'Deudores' }).getByText(`Nora${u} Vidal`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('trae la lista de a cien: los totales son de toda la lista y "Mostrar más" suma la página siguiente', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { u, book } = await setUp(page);
    const today = await hoy(page);
    // 101 clients who owe one cent each: the smallest debts, so at the end of the list, after
    // whatever other tests left owing. Their names sort as they were made ('aa', 'ab', …).
    const sufijo = (i: number) => String.fromCharCode(97 + Math.floor(i / 26)) + String.fromCharCode(97 + (i % 26));
    const nombres = Array.from({ length: 101 }, (_, i) => `Centavo${u} ${sufijo(i)}`);
    for (let lote = 0; lote < nombres.length; lote += 10) {
      await Promise.all(
        nombres.slice(lote, lote + 10).map(async (nombre, j) => {
          const i = lote + j;
          const [pila = '', apellido = ''] = nombre.split(' ');
          const cliente = await apiCreate<{ id: number }>(page, '/clientes', { nombre: pila, apellido });
          const minutes = 8 * 60 + (i % 20) * 30;
          const hora = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          await book(cliente.id, addDays(today, -40 + Math.floor(i / 20)), hora, { costo: 0.01 });
        }),
      );
    }

    const pedidas: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/reportes/deudores')) pedidas.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });
    await openSection(page, 'Deudores');
    const lista = page.getByRole('table', { name: 'Deudores' });
    await expect(lista.getByRole('row')).toHaveCount(101); // the header and a hundred
    const resumen = page.getByText(/^Se muestran 100 de \d+ clientes, los que más deben primero\.$/);
    await expect(resumen).toBeVisible();
    const total = Number(/de (\d+) clientes/.exec((await resumen.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(101);
    await expect(page.getByRole('region', { name: 'Resumen de deudas' })).toContainText(`${total} clientes`);
    expect(pedidas).toEqual(['/api/reportes/deudores/pagina?pagina=1']);

    // Page after page, until the last of them is drawn: each client once, in the list's order.
    const mas = page.getByRole('button', { name: /^Mostrar \d+ más$/ });
    await mas.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('deudores-mostrar-mas.png') });
    for (let pagina = 2; (await mas.count()) > 0; pagina++) {
      await expect(mas).toHaveText(`Mostrar ${Math.min(100, total - (pagina - 1) * 100)} más`);
      await mas.click();
      await expect(lista.getByRole('row')).toHaveCount(Math.min(pagina * 100, total) + 1);
    }
    const mios = lista.getByRole('row', { name: new RegExp(`Centavo${u} `) });
    await expect(mios).toHaveCount(101);
    await expect(mios.first()).toContainText('$ 0,01');
    await expect(mios.last()).toContainText(`Centavo${u} ${sufijo(100)}`);
    await expect(page.getByText(/^Se muestran/)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('deudores-todas-las-paginas.png') });

    // On a phone: the cards of the first page, the same button under them.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('list', { name: 'Deudores' }).getByRole('listitem')).toHaveCount(100);
    await mas.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('deudores-telefono.png') });
  });
});
