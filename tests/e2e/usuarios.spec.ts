import type { Locator, Page } from '@playwright/test';
import { book, freeCell, setUp } from './agenda-fixtures.ts';
import { apiCreate, expect, loginAsAdmin, loginAsAdminOwnSession, openSection, test, unique } from './fixtures.ts';

async function pick(dialog: Locator, label: string, search: string, option: string | RegExp): Promise<void> {
  await dialog.getByRole('combobox', { name: label }).fill(search);
  await dialog.page().getByRole('option', { name: option }).click();
}

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
  test('en su teléfono ve su día, agenda en su columna, ve ocupado el tiempo de otra y sus ganancias; la dueña le liquida', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const day = await setUp(page);
    const hoy = ((await (await page.request.get('/api/centro')).json()) as { hoy: string }).hoy;
    await book(page, day, hoy, '10:00');
    // The day's first booking is another professional's: the screen never opens her busy time.
    await book(page, day, hoy, '09:00', { idEmpleado: day.otra.id });
    const u = unique().toLowerCase();
    await apiCreate(page, '/usuarios', {
      username: `ana${u}`,
      nombre: day.empleado.nombre,
      role: 'profesional',
      idEmpleado: day.empleado.id,
      password: 'clave-de-la-profesional',
    });
    const clienta = day.cliente.nombre.split(' ')[0] ?? '';

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      const contexto = await browser.newContext({ viewport, locale: 'es-AR' });
      try {
        const suya = await contexto.newPage();
        await suya.goto('/login');
        await suya.getByLabel('Usuario o email').fill(`ana${u}`);
        await suya.getByLabel('Contraseña', { exact: true }).fill('clave-de-la-profesional');
        await suya.getByRole('button', { name: 'Ingresar' }).click();
        await suya.waitForURL('**/admin');
        await expect(suya.getByRole('heading', { name: 'Mi agenda', level: 1 })).toBeVisible();
        const grilla = suya.getByRole('region', { name: 'Grilla de turnos' });
        await expect(
          grilla.getByRole('button', { name: new RegExp(`Turno de ${day.cliente.nombre} Pagado .* 10:00`) }),
        ).toBeVisible();
        // Her column alone: the other professional's booking is not drawn, nor anyone's name.
        await expect(grilla.getByText('Ocupado')).toHaveCount(0);

        if (viewport.width === 390) {
          // A booking in her column: the catalogue's price, owed, charged by the desk.
          await freeCell(suya, day.empleado.nombre, '15:00').click();
          const dialog = suya.getByRole('dialog', { name: 'Nuevo turno' });
          await pick(dialog, 'Cliente', clienta, day.cliente.nombre);
          await pick(dialog, 'Servicio', day.corto.descripcion, day.corto.descripcion);
          await expect(dialog.getByText('El turno queda al precio de lista y lo cobra el mostrador.')).toBeVisible();
          await expect(dialog.getByRole('radiogroup', { name: 'Estado del pago' })).toHaveCount(0);
          await expect(dialog.getByRole('button', { name: 'Nuevo cliente' })).toHaveCount(0);
          await suya.screenshot({ path: testInfo.outputPath('profesional-turno-390.png') });
          await dialog.getByRole('button', { name: 'Guardar' }).click();
          await expect(suya.getByText(`Turno de ${day.cliente.nombre} guardado: 15:00`)).toBeVisible();
          const guardado = (await (await page.request.get(`/api/turnos?fecha=${hoy}`)).json()) as {
            hora: string;
            idEmpleado: number;
            estado: string;
            costo: number;
          }[];
          expect(guardado.find((t) => t.hora === '15:00' && t.idEmpleado === day.empleado.id)).toMatchObject({
            estado: 'Debe',
            costo: 4000,
          });
        }

        // Everyone's columns: the other professional's time is busy, without client or service.
        await suya.getByRole('combobox', { name: 'Profesional' }).click();
        await suya.getByRole('option', { name: 'Todos' }).click();
        await expect(grilla.getByText('Ocupado').first()).toBeVisible();
        await suya.screenshot({ path: testInfo.outputPath(`profesional-agenda-${viewport.width}.png`) });

        // Her earnings: the booking paid at the desk, at her 50 %.
        if (viewport.width === 390) await suya.getByRole('button', { name: 'Abrir menú' }).click();
        const nav = suya.getByRole('navigation', { name: 'Secciones del panel' });
        await expect(nav.getByRole('link')).toHaveText(['Mi agenda', 'Mis ganancias']);
        await nav.getByRole('link', { name: 'Mis ganancias' }).click();
        await expect(suya.getByRole('heading', { name: 'Mis ganancias', level: 1 })).toBeVisible();
        // On the phone the menu slides away before the picture.
        if (viewport.width === 390)
          await expect.poll(async () => (await nav.boundingBox())?.x ?? -1000).toBeLessThan(-100);
        const totales = suya.getByRole('region', { name: 'Tus ganancias del período' });
        await expect(totales).toContainText('Comisión$ 5.000,00');
        await expect(suya.getByText(clienta, { exact: true }).first()).toBeVisible();
        await suya.screenshot({
          path: testInfo.outputPath(`profesional-ganancias-${viewport.width}.png`),
          fullPage: true,
        });

        // The centre's screens tell her they are the desk's; the server refuses their data.
        await suya.goto('/admin/clientes');
        await expect(suya.getByRole('heading', { name: 'Tu cuenta profesional', level: 1 })).toBeVisible();
        expect((await suya.request.get('/api/reportes/deudores')).status()).toBe(403);
      } finally {
        await contexto.close();
      }
    }

    // The owner pays her fortnight: once, as money out, with her copy as a PDF.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/liquidaciones');
    await page.getByRole('combobox', { name: 'Profesional' }).click();
    await page.getByRole('option', { name: day.empleado.nombre }).click();
    const pendiente = page.getByRole('region', { name: 'Lo pendiente del período' });
    await expect(pendiente).toContainText('A pagar$ 5.000,00');
    await page.getByRole('button', { name: 'Registrar pago' }).click();
    const pago = page.getByRole('dialog', { name: `Registrar pago a ${day.empleado.nombre}` });
    await pago.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(page.getByText(`Pago registrado: $ 5.000,00 a ${day.empleado.nombre} en Efectivo.`)).toBeVisible();
    await expect(pago).toBeHidden();
    await expect(pendiente).toContainText('A pagar$ 0,00');
    await expect(page.getByRole('button', { name: 'Registrar pago' })).toBeDisabled();
    await expect(page.getByRole('link', { name: /PDF de la liquidación/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('liquidaciones-1280.png'), fullPage: true });
    const pdf = await page.request.get(
      (await page.getByRole('link', { name: /PDF de la liquidación/ }).getAttribute('href')) ?? '',
    );
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  });
});
