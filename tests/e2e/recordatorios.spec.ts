import type { Locator, Page } from '@playwright/test';
import { addDays, formatFecha, formatFechaLarga, todayIn } from '#shared/domain/dates.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { apiCreate, expect, loginAsAdmin, openSection, test, unique } from './fixtures.ts';

/** A day of 2031 no other journey books: the whole day is this test's. */
const FECHA = '2031-06-10';

interface Setup {
  u: string;
  empleado: { id: number };
  servicio: { id: number; descripcion: string };
}

/** An employee and a service of this test alone (the test database is shared). */
async function setUp(page: Page): Promise<Setup> {
  await loginAsAdmin(page);
  const u = unique();
  const empleado = await apiCreate<{ id: number }>(page, '/empleados', {
    nombre: 'Rita',
    apellido: `Recordatorio${u}`,
    porcentajeGanancia: 50,
  });
  const servicio = await apiCreate<{ id: number; descripcion: string }>(page, '/servicios-base', {
    categoria: `Manos${u}`,
    descripcion: `Esmaltado ${u}`,
    precio: 10000,
    duracionSugerida: 30,
  });
  return { u, empleado, servicio };
}

async function cliente(page: Page, nombre: string, telefono = ''): Promise<{ id: number }> {
  return apiCreate<{ id: number }>(page, '/clientes', { nombre, apellido: 'Prueba', telefono });
}

function book(page: Page, s: Setup, idCliente: number, fecha: string, hora: string, extra: object = {}) {
  return apiCreate<Turno>(page, '/turnos', {
    idCliente,
    idEmpleado: s.empleado.id,
    idServicio: s.servicio.id,
    fecha,
    hora,
    duracion: 30,
    costo: 10000,
    estado: 'Pagado',
    montoAbonado: null,
    ...extra,
  });
}

const conWhatsapp = (page: Page) => page.getByRole('list', { name: 'Recordatorios por WhatsApp' });
const sinWhatsapp = (page: Page) => page.getByRole('list', { name: 'Turnos sin WhatsApp' });
const card = (list: Locator, nombre: string) => list.getByRole('listitem').filter({ hasText: nombre });

async function loginAs(page: Page, usuario: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario o email').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL('**/admin');
}

test.describe('Recordatorios', () => {
  test('envía los recordatorios del día por WhatsApp, y la marca de enviado la ve la otra recepcionista', async ({
    page,
    browser,
  }) => {
    // Two sessions (two logins with their password checks) and several reloads.
    test.slow();
    const s = await setUp(page);
    const clara = await cliente(page, `Clara${s.u}`, '11 2345-6789');
    const sol = await cliente(page, `Sol${s.u}`);
    const tina = await cliente(page, `Tina${s.u}`, '4567-891');
    const vera = await cliente(page, `Vera${s.u}`, '11 3456-7890');
    const turno = await book(page, s, clara.id, FECHA, '10:00');
    await book(page, s, sol.id, FECHA, '11:00');
    await book(page, s, tina.id, FECHA, '12:00');
    await book(page, s, vera.id, FECHA, '13:00', { asistencia: 'Canceló' });
    // WhatsApp is not reachable from here: the chat opens on a stand-in page.
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );

    await page.goto(`/admin/recordatorios?fecha=${FECHA}`);
    await expect(page.getByRole('heading', { name: 'Recordatorios', level: 1 })).toBeVisible();
    await expect(page.getByText('Martes 10 de junio de 2031 · 3 turnos')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Día' })).toHaveValue('10/06/2031');
    await expect(page.getByText('Queda 1 recordatorio por enviar')).toBeVisible();

    // The cancelled appointment gets no reminder; clients without a usable phone are apart, with the reason.
    await expect(page.getByText(`Vera${s.u}`)).toHaveCount(0);
    await expect(card(sinWhatsapp(page), `Sol${s.u}`)).toContainText('Sin teléfono cargado');
    await expect(card(sinWhatsapp(page), `Tina${s.u}`)).toContainText('El teléfono no es un número de WhatsApp válido');
    // Only the link to the client's file (issue 20): no WhatsApp link.
    await expect(card(sinWhatsapp(page), `Sol${s.u}`).getByRole('link')).toHaveText([new RegExp(`^Sol${s.u}`)]);

    const claraCard = card(conWhatsapp(page), `Clara${s.u}`);
    await expect(claraCard).toContainText('10:00');
    await expect(claraCard).toContainText(`${s.servicio.descripcion} · con Rita Recordatorio${s.u}`);
    const enviar = claraCard.getByRole('button', { name: `Enviar por WhatsApp a Clara${s.u} Prueba` });
    // Her day in one message: greeted by the first name, the service, the day, the time and her
    // booking's own link; the chat opens in a tab of its own, opened on the click.
    const [chat] = await Promise.all([page.waitForEvent('popup'), enviar.click()]);
    await expect.poll(() => chat.url()).toContain('wa.me/5491123456789?text=');
    const texto = new URL(chat.url()).searchParams.get('text') ?? '';
    expect(texto).toContain(`¡Hola, Clara${s.u}! Te recordamos tu turno de ${s.servicio.descripcion}`);
    expect(texto).toContain('el martes 10/06 a las 10:00 h');
    expect(texto).toMatch(/Confirmalo acá: http\S+\/turno\/[A-Za-z0-9_-]{43} /);
    // The tab cannot reach back into the panel.
    expect(await chat.evaluate(() => window.opener)).toBeNull();
    await chat.close();
    await expect(claraCard).toContainText('Enviado');
    await expect(claraCard).toContainText('por Administración hoy a las');
    await expect(page.getByText('Todos los recordatorios están enviados.')).toBeVisible();

    // Kept on the server: after a reload, and at another desk, signed in as someone else.
    await page.reload();
    await expect(card(conWhatsapp(page), `Clara${s.u}`)).toContainText('Enviado por Administración');
    await apiCreate(page, '/usuarios', {
      username: `tarde${s.u.toLowerCase()}`,
      nombre: `Tarde ${s.u}`,
      password: 'turno-tarde-del-centro',
    });
    const otherDesk = await browser.newContext();
    const desk = await otherDesk.newPage();
    await loginAs(desk, `tarde${s.u.toLowerCase()}`, 'turno-tarde-del-centro');
    await desk.goto(`/admin/recordatorios?fecha=${FECHA}`);
    const claraThere = card(conWhatsapp(desk), `Clara${s.u}`);
    await expect(claraThere).toContainText('Enviado por Administración');
    await expect(claraThere.getByRole('button', { name: /^Enviar por WhatsApp/ })).toHaveCount(0);

    // The other desk takes the mark away; the first sees it when it comes back to the tab.
    await claraThere.getByRole('button', { name: /^Marcar como no enviado/ }).click();
    await expect(claraThere.getByRole('button', { name: /^Enviar por WhatsApp/ })).toBeVisible();
    await otherDesk.close();
    await page.reload();
    await expect(card(conWhatsapp(page), `Clara${s.u}`).getByText('Enviado', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Queda 1 recordatorio por enviar')).toBeVisible();

    // Marked without opening WhatsApp (sent from the phone, say).
    await card(conWhatsapp(page), `Clara${s.u}`)
      .getByRole('button', { name: /^Marcar como enviado/ })
      .click();
    await expect(card(conWhatsapp(page), `Clara${s.u}`)).toContainText('Enviado por Administración');

    // Moved to another time, the appointment needs a new reminder.
    const moved = await page.request.put(`/api/turnos/${turno.id}`, {
      data: {
        idCliente: clara.id,
        idEmpleado: s.empleado.id,
        idServicio: s.servicio.id,
        fecha: FECHA,
        hora: '10:30',
        duracion: 30,
        costo: 10000,
        estado: 'Pagado',
      },
    });
    expect(moved.ok()).toBe(true);
    await page.reload();
    const movedCard = card(conWhatsapp(page), `Clara${s.u}`);
    await expect(movedCard).toContainText('10:30');
    await expect(movedCard).toContainText('El turno cambió después del recordatorio enviado por Administración');
    const [nuevo] = await Promise.all([
      page.waitForEvent('popup'),
      movedCard.getByRole('button', { name: /^Enviar por WhatsApp/ }).click(),
    ]);
    await expect.poll(() => nuevo.url()).toContain('wa.me/5491123456789?text=');
    expect(new URL(nuevo.url()).searchParams.get('text')).toContain('a las 10:30 h');
    await nuevo.close();
  });

  test('el recordatorio enviado desde el turno, en la agenda, también queda marcado como enviado', async ({ page }) => {
    const s = await setUp(page);
    // A day of this test alone.
    const fecha = '2031-06-12';
    const lia = await cliente(page, `Lia${s.u}`, '11 2345-6789');
    await book(page, s, lia.id, fecha, '16:00');
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );

    await page.goto(`/admin/agenda?fecha=${fecha}&empleado=${s.empleado.id}`);
    await page.getByRole('button', { name: new RegExp(`^Turno de Lia${s.u} Prueba `) }).click();
    const editar = page.getByRole('dialog', { name: 'Editar turno' });
    const [chat] = await Promise.all([
      page.waitForEvent('popup'),
      editar.getByRole('button', { name: 'Recordatorio por WhatsApp' }).click(),
    ]);
    // The booking's own link in it, for her to confirm it.
    await expect.poll(() => chat.url()).toContain('wa.me/5491123456789?text=');
    const texto = new URL(chat.url()).searchParams.get('text') ?? '';
    expect(texto).toMatch(new RegExp(`^¡Hola, Lia${s.u}! Te recordamos tu turno de ${s.servicio.descripcion} `));
    expect(texto).toMatch(/a las 16:00 h .*Confirmalo acá: http\S+\/turno\/[A-Za-z0-9_-]{43} /);
    await chat.close();
    // The mark is on the server: the reminders page shows it sent.
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/recordatorios?fecha=${fecha}`);
        return ((await response.json()) as { enviado: boolean }[]).map((r) => r.enviado);
      })
      .toEqual([true]);
    await page.goto(`/admin/recordatorios?fecha=${fecha}`);
    await expect(card(conWhatsapp(page), `Lia${s.u}`)).toContainText('Enviado por Administración');
  });

  test('muestra por defecto los turnos de mañana, en la hora de Argentina', async ({ page }) => {
    const s = await setUp(page);
    const { hoy } = (await (await page.request.get('/api/centro')).json()) as { hoy: string };
    // The server's today is Buenos Aires's, whatever this machine's zone.
    expect(hoy).toBe(todayIn('America/Argentina/Buenos_Aires'));
    const manana = addDays(hoy, 1);
    const ana = await cliente(page, `Ana${s.u}`, '11 2345-6789');
    await book(page, s, ana.id, manana, '19:30');

    await openSection(page, 'Recordatorios');
    await expect(page).toHaveURL(/\/admin\/recordatorios$/);
    await expect(page.getByRole('textbox', { name: 'Día' })).toHaveValue(formatFecha(manana));
    await expect(page.getByText(`Mañana, ${formatFechaLarga(manana).replace(',', '')}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mañana' })).toBeDisabled();
    await expect(card(conWhatsapp(page), `Ana${s.u}`)).toContainText('19:30');

    await page.getByRole('button', { name: 'Día anterior' }).click();
    await expect(page).toHaveURL(new RegExp(`fecha=${hoy}`));
    await expect(page.getByText(`Hoy, ${formatFechaLarga(hoy).replace(',', '')}`)).toBeVisible();
    await expect(page.getByText(`Ana${s.u}`)).toHaveCount(0);

    await page.getByRole('button', { name: 'Mañana' }).click();
    await expect(page).toHaveURL(/\/admin\/recordatorios$/);
    await expect(card(conWhatsapp(page), `Ana${s.u}`)).toBeVisible();
  });
});
