import type { Page } from '@playwright/test';
import { addDays } from '#shared/domain/dates.ts';
import { apiCreate, downloadedText, expect, loginAsAdmin, seriousViolations, test, unique } from './fixtures.ts';

async function hoy(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/centro')).json()) as { hoy: string }).hoy;
}

/** Letters only, as a client's name is typed. */
function letras(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

test('el enlace de la clienta: se copia desde la agenda, ella confirma en su teléfono y la agenda lo muestra; otro turno se cancela', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(90_000);
  await loginAsAdmin(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const u = unique();
  const nombre = `Rocío${letras()}`;
  const empleada = await apiCreate<{ id: number }>(page, '/empleados', { nombre: 'Lucía', apellido: `Enlace${u}` });
  const servicio = await apiCreate<{ id: number }>(page, '/servicios-base', {
    categoria: `Manos${u}`,
    descripcion: `Kapping ${u}`,
    precio: 9000,
    duracionSugerida: 60,
  });
  const cliente = await apiCreate<{ id: number }>(page, '/clientes', {
    nombre,
    apellido: 'Gómez',
    telefono: '11 2345-6789',
  });
  // Three days ahead: well within the 24 hours' notice to cancel.
  const fecha = addDays(await hoy(page), 3);
  const reservar = (hora: string) =>
    apiCreate<{ id: number }>(page, '/turnos', {
      idCliente: cliente.id,
      idEmpleado: empleada.id,
      idServicio: servicio.id,
      fecha,
      hora,
      duracion: 60,
      costo: 9000,
      estado: 'Debe',
      montoAbonado: null,
    });
  await reservar('11:00');
  const tarde = await reservar('15:00');
  // Another desk's account, made before her answers: what is news is what came after it.
  const usuario = `desk${u.toLowerCase()}`;
  await apiCreate(page, '/usuarios', { username: usuario, nombre: `Desk ${u}`, password: 'turno-tarde-del-centro' });

  // The desk copies her link from the booking's menu.
  await page.goto(`/admin/agenda?fecha=${fecha}`);
  await page.getByRole('button', { name: `Asistencia de ${nombre} Gómez a las 11:00: Pendiente` }).click();
  await page.getByRole('menuitem', { name: 'Copiar enlace de la clienta' }).click();
  await expect(page.getByText('Enlace copiado')).toBeVisible();
  const enlace = await page.evaluate(() => navigator.clipboard.readText());
  expect(enlace).toMatch(/\/turno\/[A-Za-z0-9_-]{43}$/);

  // She opens it on her phone, without a session.
  const telefono = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  try {
    const ella = await telefono.newPage();
    await ella.goto(enlace);
    await expect(ella.getByRole('heading', { name: 'Tu turno', level: 1 })).toBeVisible();
    await expect(ella.getByText(`Hola, ${nombre}.`)).toBeVisible();
    await expect(ella.getByText(`Kapping ${u} · $ 9.000,00`)).toBeVisible();
    await expect(ella.getByText('Gómez')).toHaveCount(0);
    await expect(ella.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute('href', /google\.com\/maps/);
    await expect(ella.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
    );
    expect(await ella.locator('meta[name="robots"]').first().getAttribute('content')).toBe('noindex');
    expect(await seriousViolations(ella)).toEqual([]);
    expect(await ella.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await ella.screenshot({ path: test.info().outputPath('enlace-telefono.png'), fullPage: true });

    const [descarga] = await Promise.all([
      ella.waitForEvent('download'),
      ella.getByRole('button', { name: 'Agregar al calendario' }).click(),
    ]);
    const ics = await downloadedText(descarga);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`SUMMARY:Kapping ${u} en `);

    await ella.getByRole('button', { name: 'Confirmo mi turno' }).click();
    await expect(ella.getByText('¡Gracias! Confirmaste tu turno. Te esperamos.')).toBeVisible();
    // The button is gone: the keyboard is on what replaced it (this page's, in a window of its own).
    await expect
      .poll(() => ella.evaluate(() => document.activeElement?.textContent))
      .toBe('¡Gracias! Confirmaste tu turno. Te esperamos.');
    await ella.screenshot({ path: test.info().outputPath('enlace-confirmado.png'), fullPage: true });

    // The agenda shows her answer on the card.
    await page.reload();
    const tarjeta = page.getByRole('button', { name: new RegExp(`^Turno de ${nombre} Gómez Debe Confirmó `) });
    await expect(tarjeta).toBeVisible();
    await expect(tarjeta.getByText('✓ Confirmó')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('agenda-confirmo-1280.png') });
    // On a phone the agenda shows one professional at a time: hers, by the address.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/agenda?fecha=${fecha}&empleado=${empleada.id}`);
    await tarjeta.scrollIntoViewIfNeeded();
    await expect(tarjeta.getByText('✓ Confirmó')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('agenda-confirmo-390.png') });

    // The afternoon's booking, by a link the desk asked the API for: she cancels it there.
    const { url } = (await (await page.request.get(`/api/turnos/${tarde.id}/enlace`)).json()) as { url: string };
    await ella.goto(url);
    await ella.getByRole('button', { name: 'Cancelar turno' }).click();
    await expect(ella.getByText('Listo: tu turno fue cancelado.')).toBeVisible();
    await expect(ella.getByRole('button', { name: 'Confirmo mi turno' })).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByRole('button', { name: new RegExp(`^Turno de ${nombre} Gómez Canceló Debe .* 15:00`) }),
    ).toBeVisible();

    // News at the other desk (its own account: what the admin has seen is shared by the run): her
    // cancellation beside the online bookings.
    const otra = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const desk = await otra.newPage();
      await desk.goto('/login');
      await desk.getByLabel('Usuario o email').fill(usuario);
      await desk.getByLabel('Contraseña', { exact: true }).fill('turno-tarde-del-centro');
      await desk.getByRole('button', { name: 'Ingresar' }).click();
      await expect(desk.getByRole('navigation', { name: 'Secciones del panel' })).toBeAttached({ timeout: 30_000 });
      await desk.goto(`/admin/agenda?fecha=${fecha}&empleado=${empleada.id}`);
      await desk.getByRole('button', { name: /^\d+ novedad(es)?$/ }).click();
      const novedades = desk.getByRole('dialog', { name: 'Novedades' });
      const canceladas = novedades.getByRole('list', { name: 'Cancelados por su enlace' });
      await expect(canceladas.getByRole('listitem').filter({ hasText: `${nombre} Gómez` })).toContainText(
        'Canceló por su enlace',
      );
      expect(await seriousViolations(desk)).toEqual([]);
      await desk.screenshot({ path: test.info().outputPath('novedades-390.png') });
    } finally {
      await otra.close();
    }
  } finally {
    await telefono.close();
  }
});

test('el enlace de una visita de dos servicios muestra cada uno con su hora y profesional, y ella confirma la visita', async ({
  page,
  browser,
}) => {
  await loginAsAdmin(page);
  const u = unique();
  const nombre = `Pilar${letras()}`;
  const lucia = await apiCreate<{ id: number }>(page, '/empleados', { nombre: 'Lucía', apellido: `Visita${u}` });
  const sofia = await apiCreate<{ id: number }>(page, '/empleados', { nombre: 'Sofía', apellido: `Visita${u}` });
  const servicio = (descripcion: string, precio: number, duracionSugerida: number) =>
    apiCreate<{ id: number }>(page, '/servicios-base', {
      categoria: `Visita${u}`,
      descripcion,
      precio,
      duracionSugerida,
    });
  const kapping = await servicio(`Kapping ${u}`, 9000, 60);
  const pedicura = await servicio(`Pedicura ${u}`, 7500, 45);
  const cliente = await apiCreate<{ id: number }>(page, '/clientes', {
    nombre,
    apellido: 'Sosa',
    telefono: '11 2345-6780',
  });
  const fecha = addDays(await hoy(page), 3);
  const reservar = (
    idEmpleado: number,
    idServicio: number,
    hora: string,
    duracion: number,
    costo: number,
    idVisita?: number,
  ) =>
    apiCreate<{ id: number }>(page, '/turnos', {
      idCliente: cliente.id,
      idEmpleado,
      idServicio,
      fecha,
      hora,
      duracion,
      costo,
      estado: 'Debe',
      montoAbonado: null,
      ...(idVisita === undefined ? {} : { idVisita }),
    });
  const primero = await reservar(lucia.id, kapping.id, '10:00', 60, 9000);
  const segundo = await reservar(sofia.id, pedicura.id, '11:00', 45, 7500, primero.id);
  // The pedicure's link: it shows her whole visit.
  const { url } = (await (await page.request.get(`/api/turnos/${segundo.id}/enlace`)).json()) as { url: string };

  for (const ancho of [390, 1280]) {
    const contexto = await browser.newContext({ viewport: { width: ancho, height: ancho === 390 ? 844 : 900 } });
    try {
      const ella = await contexto.newPage();
      await ella.goto(url);
      await expect(ella.getByText(`Hola, ${nombre}.`)).toBeVisible();
      const servicios = ella.locator('.reserva-servicios li');
      await expect(servicios).toHaveCount(2);
      await expect(servicios.nth(0)).toContainText(`10:00 Kapping ${u}`);
      await expect(servicios.nth(0)).toContainText('con Lucía');
      await expect(servicios.nth(1)).toContainText(`11:00 Pedicura ${u}`);
      await expect(servicios.nth(1)).toContainText('con Sofía');
      // From the first one's start to the last one's end, and the total of both.
      await expect(ella.getByText(/de 10:00 a 11:45/)).toBeVisible();
      await expect(ella.getByText(/\$\s16\.500,00/)).toBeVisible();
      expect(await seriousViolations(ella)).toEqual([]);
      expect(await ella.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(ancho);
      await ella.screenshot({ path: test.info().outputPath(`enlace-visita-${ancho}.png`), fullPage: true });
      if (ancho === 1280) {
        await ella.getByRole('button', { name: 'Confirmo mi turno' }).click();
        await expect(ella.getByText('¡Gracias! Confirmaste tu turno. Te esperamos.')).toBeVisible();
        await ella.screenshot({ path: test.info().outputPath('enlace-visita-confirmada.png'), fullPage: true });
      }
    } finally {
      await contexto.close();
    }
  }
  // Both services are confirmed at the desk.
  const agenda = (await (await page.request.get(`/api/turnos?fecha=${fecha}`)).json()) as {
    id: number;
    confirmacion: string;
  }[];
  expect(agenda.filter((t) => t.id === primero.id || t.id === segundo.id).map((t) => t.confirmacion)).toEqual([
    'Confirmó',
    'Confirmó',
  ]);
});
