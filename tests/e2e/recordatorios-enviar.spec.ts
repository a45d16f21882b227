import type { Page } from '@playwright/test';
import { apiCreate, expect, loginAsAdmin, seriousViolations, test, unique } from './fixtures.ts';

/** Letters only, as a client's name is typed. */
function letras(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/**
 * A day of the test's own, years ahead (the list is the whole day's, shared by the run): one
 * professional, Ana at 10:00 and 12:00 (two services), Bea at 11:00. `reservar` books more.
 */
async function diaDeDosClientas(page: Page, anio: string, nombre: string, apellido: string) {
  const u = unique();
  const fecha = `${anio}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
  const empleada = await apiCreate<{ id: number }>(page, '/empleados', { nombre, apellido: `${apellido}${u}` });
  const servicio = (descripcion: string) =>
    apiCreate<{ id: number }>(page, '/servicios-base', {
      categoria: `Manos${u}`,
      descripcion: `${descripcion} ${u}`,
      precio: 9000,
      duracionSugerida: 60,
    });
  const semi = await servicio('Semi');
  const pedi = await servicio('Pedicura');
  const ana = { nombre: `Ana${letras()}`, telefono: '11 2345-6789' };
  const bea = { nombre: `Bea${letras()}`, telefono: '11 4444-0000' };
  const clienta = (c: { nombre: string; telefono: string }) =>
    apiCreate<{ id: number }>(page, '/clientes', { nombre: c.nombre, apellido: 'Prueba', telefono: c.telefono });
  const idAna = (await clienta(ana)).id;
  const idBea = (await clienta(bea)).id;
  const reservar = (idCliente: number, idServicio: number, hora: string, dia = fecha) =>
    apiCreate<{ id: number }>(page, '/turnos', {
      idCliente,
      idEmpleado: empleada.id,
      idServicio,
      fecha: dia,
      hora,
      duracion: 60,
      costo: 9000,
      estado: 'Debe',
      montoAbonado: null,
    });
  await reservar(idAna, semi.id, '10:00');
  await reservar(idBea, semi.id, '11:00');
  await reservar(idAna, pedi.id, '12:00');
  return { u, fecha, ana, bea, idAna, idBea, semi, pedi, reservar };
}

test("'Enviar siguiente' recorre el día desde una pestaña: cada clienta recibe un mensaje con todos sus turnos y sus enlaces", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAsAdmin(page);
  const { u, fecha, ana, bea } = await diaDeDosClientas(page, '2049', 'Lucía', 'Envio');
  // WhatsApp is not reached from the tests: its address is answered here.
  await page
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));

  await page.goto(`/admin/recordatorios?fecha=${fecha}`);
  const siguiente = page.getByRole('button', { name: 'Enviar siguiente' });
  await expect(page.getByText(`A ${ana.nombre} Prueba: todos sus turnos del día en un mensaje`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('enviar-siguiente-1280.png') });

  // Ana first (her 10:00): one message with both of her bookings, each with its link.
  const [chat] = await Promise.all([page.context().waitForEvent('page'), siguiente.click()]);
  await expect.poll(() => chat.url()).toContain('wa.me/5491123456789');
  const texto = new URL(chat.url()).searchParams.get('text') ?? '';
  expect(texto).toMatch(new RegExp(`^¡Hola, ${ana.nombre}! Te recordamos tus turnos del `));
  expect(texto).toMatch(new RegExp(`Semi ${u} a las 10:00 h: http[^\\s]+/turno/[A-Za-z0-9_-]{43}\\n`));
  expect(texto).toMatch(new RegExp(`Pedicura ${u} a las 12:00 h: http[^\\s]+/turno/[A-Za-z0-9_-]{43}\\n`));
  expect(texto).not.toContain(bea.nombre);
  // Both of hers are marked; Bea is next.
  const lista = page.getByRole('list', { name: 'Recordatorios por WhatsApp' });
  await expect(lista.getByRole('listitem').filter({ hasText: ana.nombre }).filter({ hasText: 'Enviado' })).toHaveCount(
    2,
  );
  await expect(page.getByText(`A ${bea.nombre} Prueba: todos sus turnos del día en un mensaje`)).toBeVisible();

  // By keyboard, from the same list.
  await page.bringToFront();
  await siguiente.focus();
  const [chat2] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
  await expect.poll(() => chat2.url()).toContain('wa.me/5491144440000');
  expect(new URL(chat2.url()).searchParams.get('text')).toMatch(
    new RegExp(`^¡Hola, ${bea.nombre}! Te recordamos tu turno de Semi ${u} .* a las 11:00 h .*: http[^\\s]+/turno/`),
  );

  // Her link opens her booking.
  const enlace = /(http\S+\/turno\/[A-Za-z0-9_-]{43})/.exec(new URL(chat2.url()).searchParams.get('text') ?? '')?.[1];
  await chat2.goto(enlace ?? '');
  await expect(chat2.getByText(`Hola, ${bea.nombre}. Este es tu turno en`)).toBeVisible();

  await expect(page.getByText('Todos los recordatorios están enviados.')).toBeVisible();
  await expect(siguiente).toHaveCount(0);
  // On a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('Todos los recordatorios están enviados.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('enviar-siguiente-390.png'), fullPage: true });
});

test('cada tarjeta envía el día de su clienta con sus enlaces, y muestra si confirmó; un día pasado no ofrece WhatsApp', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAsAdmin(page);
  const { u, fecha, ana, bea, idAna, semi, reservar } = await diaDeDosClientas(page, '2048', 'Rosa', 'Fila');
  await page
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));

  await page.goto(`/admin/recordatorios?fecha=${fecha}`);
  const lista = page.getByRole('list', { name: 'Recordatorios por WhatsApp' });
  const tarjetas = (nombre: string) => lista.getByRole('listitem').filter({ hasText: nombre });
  // The 'Enviado' badge itself ('Marcar como enviado' says it too, in lower case).
  const enviado = { has: page.getByText('Enviado', { exact: true }) };

  // Bea's own button, though Ana is first: her day, with her booking's own link.
  const [chat] = await Promise.all([
    page.context().waitForEvent('page'),
    tarjetas(bea.nombre)
      .getByRole('button', { name: `Enviar por WhatsApp a ${bea.nombre} Prueba` })
      .click(),
  ]);
  await expect.poll(() => chat.url()).toContain('wa.me/5491144440000');
  const texto = new URL(chat.url()).searchParams.get('text') ?? '';
  expect(texto).toMatch(
    new RegExp(`^¡Hola, ${bea.nombre}! Te recordamos tu turno de Semi ${u} .* a las 11:00 h .*Confirmalo acá: `),
  );
  expect(texto).toMatch(/http\S+\/turno\/[A-Za-z0-9_-]{43} Si no podés venir, avisanos\. ¡Te esperamos!$/);
  expect(await chat.evaluate(() => window.opener)).toBeNull();
  await expect(tarjetas(bea.nombre).filter(enviado)).toHaveCount(1);
  await expect(tarjetas(ana.nombre).filter(enviado)).toHaveCount(0);
  await expect(page.getByText(`A ${ana.nombre} Prueba: todos sus turnos del día en un mensaje`)).toBeVisible();

  // Ana's 12:00 card sends her whole day, and marks both of her bookings.
  await page.bringToFront();
  const [chat2] = await Promise.all([
    page.context().waitForEvent('page'),
    tarjetas(ana.nombre)
      .filter({ hasText: '12:00' })
      .getByRole('button', { name: `Enviar por WhatsApp a ${ana.nombre} Prueba` })
      .click(),
  ]);
  await expect.poll(() => chat2.url()).toContain('wa.me/5491123456789');
  const texto2 = new URL(chat2.url()).searchParams.get('text') ?? '';
  expect(texto2).toMatch(new RegExp(`Semi ${u} a las 10:00 h: http[^\\s]+/turno/[A-Za-z0-9_-]{43}\\n`));
  expect(texto2).toMatch(new RegExp(`Pedicura ${u} a las 12:00 h: http[^\\s]+/turno/[A-Za-z0-9_-]{43}\\n`));
  await expect(tarjetas(ana.nombre).filter(enviado)).toHaveCount(2);
  await expect(page.getByText('Todos los recordatorios están enviados.')).toBeVisible();

  // Bea confirms by her link: her card says so; those who have not answered say nothing.
  const enlace = /(http\S+\/turno\/[A-Za-z0-9_-]{43})/.exec(texto)?.[1] ?? '';
  const token = enlace.slice(enlace.lastIndexOf('/') + 1);
  expect((await page.request.post(`/api/enlace/${token}/confirmar`)).ok()).toBe(true);
  await page.reload();
  await expect(tarjetas(bea.nombre).getByText('Confirmó', { exact: true })).toBeVisible();
  await expect(lista.getByText('Confirmó', { exact: true })).toHaveCount(1);
  // Sent already, it can be sent again, still with her link.
  const [chat3] = await Promise.all([
    page.context().waitForEvent('page'),
    tarjetas(bea.nombre)
      .getByRole('button', { name: `Abrir WhatsApp otra vez: ${bea.nombre} Prueba` })
      .click(),
  ]);
  await expect.poll(() => chat3.url()).toContain('wa.me/5491144440000');
  expect(new URL(chat3.url()).searchParams.get('text')).toMatch(/\/turno\/[A-Za-z0-9_-]{43} /);
  await page.bringToFront();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('recordatorios-confirmo-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(tarjetas(bea.nombre).getByText('Confirmó', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('recordatorios-confirmo-390.png'), fullPage: true });

  // A day already past: the mark only, no chat to open.
  const pasado = `2001-${fecha.slice(5)}`;
  await reservar(idAna, semi.id, '10:00', pasado);
  await page.goto(`/admin/recordatorios?fecha=${pasado}`);
  const vieja = tarjetas(ana.nombre);
  await expect(vieja.getByRole('button', { name: /^Marcar como enviado/ })).toBeVisible();
  await expect(vieja.getByRole('button', { name: /^Enviar por WhatsApp/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enviar siguiente' })).toHaveCount(0);
});
