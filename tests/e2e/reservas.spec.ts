import fs from 'node:fs/promises';
import { request, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiCreate,
  E2E_ADMIN,
  expect,
  loginAsAdmin,
  openPublicPage,
  openSection,
  seriousViolations,
  test,
  unique,
} from './fixtures.ts';

/*
 * One file, so its tests run one after the other: they switch online booking on and back off,
 * on a server and database of their own (playwright.config.ts).
 */

/** Online booking's groundwork (issue 22): the owner's settings, each employee's hours, bookable services. */
test.describe('Reservas online: lo que prepara la dueña', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page);
  });

  test('activa las reservas online con sus límites; un valor fuera de rango se explica sin perder lo escrito', async ({
    page,
  }) => {
    await openSection(page, 'Ajustes');
    try {
      const activar = page.getByRole('switch', { name: 'Los clientes pueden reservar online' });
      await expect(activar).not.toBeChecked();
      await expect(page.getByLabel('Anticipación mínima')).toHaveValue('2 h');
      await expect(page.getByLabel('Días hacia adelante')).toHaveValue('60 días');
      await expect(page.getByLabel('Aviso para cancelar')).toHaveValue('24 h');
      await expect(page.getByLabel('Reservas online por día')).toHaveValue('40');
      const guardar = page.getByRole('button', { name: 'Guardar reservas online' });
      await expect(guardar).toBeDisabled();

      await activar.click();
      await page.getByLabel('Días hacia adelante').fill('400');
      await guardar.click();
      await expect(page.getByText('Los días hacia adelante deben ser un número entero, de 1 a 365.')).toBeVisible();
      await expect(activar).toBeChecked();
      await page.getByLabel('Días hacia adelante').fill('30');
      await page.getByLabel('Anticipación mínima').fill('4');
      await page.getByLabel('Reservas online por día').fill('12');
      await guardar.click();
      await expect(page.getByText('Ajustes guardados.')).toBeVisible();
      await expect(guardar).toBeDisabled();
      expect(await seriousViolations(page)).toEqual([]);

      expect(await (await page.request.get('/api/ajustes')).json()).toMatchObject({
        reservasOnline: true,
        anticipacionMinimaHoras: 4,
        horizonteDias: 30,
        cancelacionHoras: 24,
        reservasOnlineMaxPorDia: 12,
      });
      await page.reload();
      await expect(page.getByRole('switch', { name: 'Los clientes pueden reservar online' })).toBeChecked();
      await expect(page.getByLabel('Días hacia adelante')).toHaveValue('30 días');
      // The other setting is untouched.
      await expect(page.getByRole('switch', { name: 'El personal ve las cifras del centro' })).toBeChecked();
    } finally {
      // The test database is shared: the settings go back to their defaults.
      const back = await page.request.put('/api/ajustes', {
        data: {
          reservasOnline: false,
          anticipacionMinimaHoras: 2,
          horizonteDias: 60,
          cancelacionHoras: 24,
          reservasOnlineMaxPorDia: 40,
        },
      });
      expect(back.ok()).toBe(true);
    }
  });

  test('carga el horario de una empleada y sus vacaciones; dos horarios que se pisan se explican', async ({ page }) => {
    // Three axe passes, one on the agenda, beside the other worker's journeys on the shared database.
    test.setTimeout(90_000);
    const id = unique();
    await openSection(page, 'Empleados');
    await page.getByRole('button', { name: 'Agregar empleado' }).click();
    const modal = page.getByRole('dialog', { name: 'Nuevo empleado' });
    await modal.getByLabel('Nombre').fill(`Horaria ${id}`);
    await modal.getByLabel('Apellido').fill('Semanal');

    // The first interval is Monday 09:00–18:00; the next ones follow on the next days.
    const agregar = modal.getByRole('button', { name: 'Agregar horario' });
    await agregar.click();
    await expect(modal.getByLabel('Día del horario 1')).toHaveValue('1');
    await expect(modal.getByLabel('Desde, horario 1')).toHaveValue('09:00');
    await expect(modal.getByLabel('Hasta, horario 1')).toHaveValue('18:00');
    await agregar.click();
    await expect(modal.getByLabel('Día del horario 2')).toHaveValue('2');
    await modal.getByLabel('Desde, horario 2').selectOption('14:00');
    await modal.getByLabel('Hasta, horario 2').selectOption('20:00');
    await agregar.click();
    await modal.getByLabel('Día del horario 3').selectOption('Lun');
    await modal.getByLabel('Desde, horario 3').selectOption('17:30');
    await modal.getByLabel('Hasta, horario 3').selectOption('19:00');

    await modal.getByRole('button', { name: 'Agregar ausencia' }).click();
    await modal.getByLabel('Ausente desde').fill('24/12/2031');
    await modal.getByLabel('Ausente hasta').fill('26/12/2031');
    await modal.getByLabel('Motivo').fill('Fiestas');
    await modal.getByLabel('Motivo').press('Tab');

    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByText('Los horarios del lunes se superponen.')).toBeVisible();
    // Nothing typed is lost.
    await expect(modal.getByLabel('Desde, horario 3')).toHaveValue('17:30');
    await expect(modal.getByLabel('Motivo')).toHaveValue('Fiestas');
    expect(await seriousViolations(page)).toEqual([]);

    await modal.getByRole('button', { name: 'Quitar horario 3' }).click();
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal).toBeHidden();

    const empleados = (await (await page.request.get('/api/empleados')).json()) as {
      id: number;
      nombre: string;
      horarios: unknown;
      ausencias: unknown;
    }[];
    expect(empleados.find((e) => e.nombre === `Horaria ${id}`)).toMatchObject({
      horarios: [
        { dia: 1, desde: '09:00', hasta: '18:00' },
        { dia: 2, desde: '14:00', hasta: '20:00' },
      ],
      ausencias: [{ desde: '2031-12-24', hasta: '2031-12-26', motivo: 'Fiestas' }],
    });

    // Opened again, the form shows what was saved; on a phone too.
    const row = page
      .getByRole('table', { name: 'Empleados' })
      .getByRole('row')
      .filter({ hasText: `Horaria ${id}` });
    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar empleado' });
    await expect(edit.getByLabel('Desde, horario 2')).toHaveValue('14:00');
    await expect(edit.getByLabel('Ausente hasta')).toHaveValue('26/12/2031');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await edit.evaluate((e) => e.scrollWidth - e.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await edit.getByRole('button', { name: 'Cancelar' }).click();

    // The agenda shades her hours off, and booking there is warned, not refused. 2031-12-01 is a Monday.
    await page.setViewportSize({ width: 1280, height: 800 });
    const idHoraria = empleados.find((e) => e.nombre === `Horaria ${id}`)?.id;
    await page.goto(`/admin/agenda?fecha=2031-12-01&empleado=${idHoraria}`);
    const nombre = `Horaria ${id} Semanal`;
    await expect(page.getByRole('button', { name: `Nuevo turno: ${nombre}, 09:00`, exact: true })).toBeVisible();
    const fuera = page.getByRole('button', { name: `Nuevo turno: ${nombre}, 08:30, fuera de horario`, exact: true });
    await expect(fuera).toBeVisible();
    await expect(page.getByRole('button', { name: `Nuevo turno: ${nombre}, 18:00, fuera de horario` })).toBeVisible();
    await fuera.click();
    const nuevo = page.getByRole('dialog', { name: 'Nuevo turno' });
    await expect(nuevo.getByText(`${nombre} no trabaja en ese horario. Se puede reservar igual.`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(nuevo).toBeHidden();
    await page.getByRole('button', { name: `Nuevo turno: ${nombre}, 09:00`, exact: true }).click();
    await expect(nuevo.getByLabel('Duración (minutos)')).toHaveValue('30');
    await expect(nuevo.getByText('Fuera del horario')).toBeHidden();
    // A booking that runs past her hours is warned too.
    await nuevo.getByLabel('Duración (minutos)').fill('600');
    await expect(nuevo.getByText('Fuera del horario')).toBeVisible();
  });

  test('un servicio se puede dejar fuera de las reservas online', async ({ page }) => {
    const id = unique();
    await openSection(page, 'Servicios');
    await page.getByRole('button', { name: 'Agregar servicio' }).click();
    const modal = page.getByRole('dialog', { name: 'Nuevo servicio' });
    await modal.getByLabel('Categoría').fill(`Solo en el local ${id}`);
    await modal.getByLabel('Descripción').fill(`Consulta ${id}`);
    const online = modal.getByRole('switch', { name: 'Se puede reservar online' });
    await expect(online).toBeChecked();
    await online.click();
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal).toBeHidden();
    const row = page
      .getByRole('table', { name: 'Servicios' })
      .getByRole('row')
      .filter({ hasText: `Consulta ${id}` });
    await expect(row).toContainText('No se reserva online');
    const servicios = (await (await page.request.get('/api/servicios-base')).json()) as {
      descripcion: string;
      reservableOnline: boolean;
    }[];
    expect(servicios.find((s) => s.descripcion === `Consulta ${id}`)?.reservableOnline).toBe(false);
  });
});

const TODA_LA_SEMANA = [1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, desde: '08:00', hasta: '20:00' }));

async function encender(page: Page, reservasOnline: boolean): Promise<void> {
  const res = await page.request.put('/api/ajustes', { data: { reservasOnline } });
  expect(res.ok()).toBe(true);
}

test.describe('Reservas online: una clienta reserva sola', () => {
  test("si la verificación no está lista, 'Confirmar reserva' espera diciendo 'Verificando…'; al llegar al tope del día ofrece el chat", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const u = unique();
    await loginAsAdmin(page);
    const empleada = await apiCreate<{ id: number }>(page, '/empleados', {
      nombre: `Tope${u}`,
      apellido: 'Reservas',
      horarios: TODA_LA_SEMANA,
    });
    await apiCreate(page, '/servicios-base', {
      categoria: `Tope ${u}`,
      descripcion: `Masaje tope ${u}`,
      precio: 1000,
      duracionSugerida: 30,
    });
    await encender(page, true);
    const contexto = await browser.newContext();
    try {
      const visita = await contexto.newPage();
      // The challenge held back: as on a slow phone that confirms in a hurry.
      let demora = 3_000;
      await visita.route('**/api/reservas/desafio', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, demora));
        await route.continue();
      });
      const hastaConfirmar = async (n: number) => {
        await visita.goto('/reservar');
        await visita.getByRole('button', { name: new RegExp(`Masaje tope ${u}`) }).click();
        await visita.getByRole('button', { name: `Tope${u}`, exact: true }).click();
        await visita.locator('.choices-dias .choice:not([disabled])').last().click();
        await visita.locator('.choices-horas .choice').nth(n).click();
        await visita.getByLabel('Nombre y apellido').fill(`Clienta Tope ${u}`);
        await visita
          .getByLabel('Celular (WhatsApp)')
          .fill(`11 ${String(Date.now()).slice(-8, -4)}-${String(Date.now()).slice(-4)}`);
        await visita.getByRole('button', { name: 'Continuar' }).click();
      };
      await hastaConfirmar(0);
      await visita.getByRole('button', { name: 'Confirmar reserva' }).click();
      await expect(visita.getByRole('button', { name: 'Verificando…' })).toBeDisabled();
      await expect(visita.getByRole('status').filter({ hasText: 'Estamos verificando la reserva' })).toBeVisible();
      await expect(visita.getByRole('heading', { name: '¡Listo! Tu turno quedó reservado' })).toBeVisible({
        timeout: 20_000,
      });

      // The ceiling reached (her booking made today is one) while she confirms another: the page turns to the chat.
      demora = 0;
      await hastaConfirmar(1);
      expect((await page.request.put('/api/ajustes', { data: { reservasOnlineMaxPorDia: 1 } })).ok()).toBe(true);
      const respuesta = visita.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/reservas'),
      );
      await visita.getByRole('button', { name: 'Confirmar reserva' }).click();
      expect(await (await respuesta).json()).toMatchObject({ code: 'RESERVAS_TOPE_DIARIO' });
      await expect(visita.getByText('Por hoy ya no tomamos más reservas online.')).toBeVisible();
      await expect(visita.getByRole('link', { name: 'Reservar por WhatsApp' })).toBeVisible();
    } finally {
      await contexto.close();
      await page.request.put('/api/ajustes', { data: { reservasOnlineMaxPorDia: 40 } });
      await encender(page, false);
      await page.request.delete(`/api/empleados/${empleada.id}`);
    }
  });

  test('apagadas, /turnos es solo el chat y /reservar lleva al chat', async ({ page, browser }) => {
    await loginAsAdmin(page);
    await encender(page, false);
    const visita = await (await browser.newContext()).newPage();
    await visita.goto('/turnos');
    await expect(visita.getByRole('link', { name: 'Reservar por WhatsApp' })).toBeVisible();
    // Give the page time to ask: the link stays out of sight and out of the keyboard.
    await visita.waitForLoadState('networkidle');
    await expect(visita.getByRole('link', { name: 'Reservá online' })).toHaveCount(0);
    // Nor in the menu.
    await visita.getByRole('button', { name: 'Más' }).click();
    await expect(visita.getByRole('link', { name: 'Cursos' })).toBeVisible();
    await expect(visita.getByRole('link', { name: 'Reservá online' })).toHaveCount(0);
    await visita.goto('/reservar');
    await expect(visita.getByText('Por ahora los turnos se reservan por chat.')).toBeVisible();
    await expect(visita.getByRole('link', { name: 'Reservar por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    expect((await visita.request.get('/api/reservas/servicios')).status()).toBe(404);
    expect(await (await visita.request.get('/api/reservas/estado')).json()).toEqual({
      reservasOnline: false,
      topeAlcanzado: false,
    });
    await visita.context().close();
  });

  test('en un teléfono: elige servicio, profesional, día y hora, recibe la confirmación y el .ics, y cancela con su enlace', async ({
    page,
    browser,
  }) => {
    // Four axe passes, two over the agenda of the shared database: 72 s in one CI run.
    test.setTimeout(180_000);
    const u = unique();
    await loginAsAdmin(page);
    const empleada = await apiCreate<{ id: number }>(page, '/empleados', {
      nombre: `Online${u}`,
      apellido: 'Reservas',
      horarios: TODA_LA_SEMANA,
    });
    await apiCreate(page, '/servicios-base', {
      categoria: `Spa ${u}`,
      descripcion: `Masaje online ${u}`,
      precio: 15000,
      duracionSugerida: 60,
    });
    await encender(page, true);
    const contexto = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
    try {
      const visita = await contexto.newPage();
      // The phone's menu leads there, right after 'Turnos'.
      await openPublicPage(visita, '/');
      await visita.getByRole('button', { name: 'Abrir menú' }).click();
      const menu = visita.locator('#menu-movil');
      await expect(menu.getByRole('link', { name: 'Reservá online' })).toHaveAttribute('href', '/reservar');
      await visita.getByRole('button', { name: 'Cerrar menú' }).click();
      // And /turnos, beside the chat.
      await visita.goto('/turnos');
      // The proof of work is asked for and solved (by altcha's worker) while she chooses.
      const desafio = visita.waitForResponse('**/api/reservas/desafio');
      await visita.getByRole('link', { name: 'Reservá online' }).click();
      await expect(visita).toHaveURL(/\/reservar$/);
      await expect(visita.getByRole('heading', { name: '¿Qué servicio querés?' })).toBeVisible();
      expect(await seriousViolations(visita)).toEqual([]);
      await visita.getByRole('button', { name: new RegExp(`Masaje online ${u}.*\\$ 15\\.000,00 · 60 min`) }).click();

      await expect(visita.getByRole('heading', { name: '¿Con quién?' })).toBeFocused();
      await expect(visita.getByRole('button', { name: /Cualquiera/ })).toBeVisible();
      await visita.getByRole('button', { name: `Online${u}`, exact: true }).click();

      await expect(visita.getByRole('heading', { name: '¿Qué día?' })).toBeVisible();
      // Two weeks ahead, well before the 24 hours' notice to cancel.
      const dia = visita.locator('.choices-dias .choice:not([disabled])').last();
      await dia.click();
      await expect(visita.getByRole('heading', { name: /^¿A qué hora\?/ })).toBeVisible();
      const primera = visita.locator('.choices-horas .choice').first();
      const hora = (await primera.textContent()) ?? '';
      await primera.click();

      await expect(visita.getByRole('heading', { name: 'Tus datos' })).toBeVisible();
      await visita.getByLabel('Nombre y apellido').fill(`Clienta Online ${u}`);
      // A phone no other journey uses: a known phone would book for that client.
      const celular = `11 ${String(Date.now()).slice(-8, -4)}-${String(Date.now()).slice(-4)}`;
      await visita.getByLabel('Celular (WhatsApp)').fill(celular);
      expect(await seriousViolations(visita)).toEqual([]);
      await visita.getByRole('button', { name: 'Continuar' }).click();

      await expect(visita.getByRole('heading', { name: 'Confirmá tu turno' })).toBeVisible();
      await expect(visita.getByText(`Clienta Online ${u} · ${celular}`)).toBeVisible();
      expect((await desafio).status()).toBe(200);
      const reserva = visita.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/reservas'));
      await visita.getByRole('button', { name: 'Confirmar reserva' }).click();
      await expect(visita.getByRole('heading', { name: '¡Listo! Tu turno quedó reservado' })).toBeVisible();
      expect((await reserva).postDataJSON()).toHaveProperty('desafio');
      await expect(visita.getByText(`Masaje online ${u} · $ 15.000,00`)).toBeVisible();
      expect(await seriousViolations(visita)).toEqual([]);
      const overflow = await visita.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // The phone's calendar file.
      const descarga = visita.waitForEvent('download');
      await visita.getByRole('button', { name: 'Agregar al calendario' }).click();
      const ics = await fs.readFile(await (await descarga).path(), 'utf8');
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics).toContain(`SUMMARY:Masaje online ${u} en `);
      expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
      await expect(visita.getByRole('link', { name: 'Hablar con el centro por WhatsApp' })).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/\\d+\\?text=.*${encodeURIComponent(`Masaje online ${u}`)}`),
      );

      // The agenda has it, to be paid, pending.
      const buscar = async () =>
        (
          (await (
            await page.request.get(`/api/turnos/buscar?q=${encodeURIComponent(`Clienta Online ${u}`)}`)
          ).json()) as {
            turnos: { clienteNombre: string; idEmpleado: number; hora: string; estado: string; asistencia: string }[];
          }
        ).turnos;
      const turnos = await buscar();
      expect(turnos.find((t) => t.clienteNombre === `Clienta Online ${u}`)).toMatchObject({
        idEmpleado: empleada.id,
        hora,
        estado: 'Debe',
        asistencia: 'Pendiente',
      });

      // At the front desk: the count of new online bookings leads to it, marked in the grid.
      await page.goto('/admin/agenda');
      const nuevas = page.getByRole('button', { name: /^\d+ novedad(es)?$/ });
      await nuevas.click();
      const lista = page.getByRole('dialog', { name: 'Novedades' });
      await expect(lista.getByRole('button', { name: new RegExp(`Clienta Online ${u}`) })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await lista.getByRole('button', { name: new RegExp(`Clienta Online ${u}`) }).click();
      const editar = page.getByRole('dialog', { name: 'Editar turno' });
      await expect(editar.getByLabel('Hora')).toHaveValue(hora);
      await page.keyboard.press('Escape');
      await expect(editar).toBeHidden();
      await expect(
        page.getByRole('button', { name: new RegExp(`^Turno de Clienta Online ${u} Debe Online .*`) }),
      ).toBeVisible();
      // Seen: the count is gone.
      await expect(nuevas).toHaveCount(0);

      // The private link cancels it.
      await visita.getByRole('link', { name: /\/turno\// }).click();
      await expect(visita.getByRole('heading', { name: 'Tu turno' })).toBeVisible();
      await expect(visita.getByText(`Masaje online ${u} · $ 15.000,00`)).toBeVisible();
      expect(await seriousViolations(visita)).toEqual([]);
      await visita.getByRole('button', { name: 'Cancelar turno' }).click();
      await expect(visita.getByText('Listo: tu turno fue cancelado.')).toBeVisible();
      const despues = await buscar();
      expect(despues.find((t) => t.clienteNombre === `Clienta Online ${u}`)?.asistencia).toBe('Canceló');

      // The day's ceiling reached (her booking counts, cancelled too): the page offers the chat.
      expect((await page.request.put('/api/ajustes', { data: { reservasOnlineMaxPorDia: 1 } })).ok()).toBe(true);
      await visita.goto('/reservar');
      await expect(visita.getByText('Por hoy ya no tomamos más reservas online.')).toBeVisible();
      await expect(visita.getByRole('link', { name: 'Reservar por WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\//,
      );
      expect(await seriousViolations(visita)).toEqual([]);
    } finally {
      await contexto.close();
      await page.request.put('/api/ajustes', { data: { reservasOnlineMaxPorDia: 40 } });
      await encender(page, false);
      // Other journeys count the shared database's employees: this one leaves.
      await page.request.delete(`/api/empleados/${empleada.id}`);
    }
  });
});

/** Layout shifts not caused by the visitor, summed from the page's start (PerformanceObserver, buffered). */
async function cls(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!e.hadRecentInput) total += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries are delivered in the next task.
        setTimeout(() => resolve(total), 300);
      }),
  );
}

test.describe('Reservas online: la página de los pasos', () => {
  let empleada: { id: number } | undefined;
  let u = '';

  /** The owner's side through the API alone (no panel to draw): her session in a request context. */
  async function comoDuena(baseURL: string | undefined): Promise<APIRequestContext> {
    const api = await request.newContext({ baseURL });
    const login = await api.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
    expect(login.ok()).toBe(true);
    return api;
  }

  test.beforeAll(async () => {
    u = unique();
    const api = await comoDuena(test.info().project.use.baseURL);
    const crear = async <T>(path: string, data: unknown) => {
      const res = await api.post(`/api${path}`, { data });
      expect(res.ok(), await res.text()).toBe(true);
      return (await res.json()) as T;
    };
    empleada = await crear<{ id: number }>('/empleados', {
      nombre: `Pasos${u}`,
      apellido: 'Reservas',
      horarios: TODA_LA_SEMANA,
    });
    // The staff's short name, and the description a client understands.
    await crear('/servicios-base', {
      categoria: `Manos ${u}`,
      nombre: `Semi ${u}`,
      descripcion: `Esmaltado semipermanente ${u}`,
      precio: 12500,
      duracionSugerida: 45,
    });
    expect((await api.put('/api/ajustes', { data: { reservasOnline: true } })).ok()).toBe(true);
    await api.dispose();
  });

  test.afterAll(async () => {
    const api = await comoDuena(test.info().project.use.baseURL);
    await api.put('/api/ajustes', { data: { reservasOnline: false } });
    if (empleada !== undefined) await api.delete(`/api/empleados/${empleada.id}`);
    await api.dispose();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`a ${viewport.width} px nada se mueve mientras llegan los servicios (CLS 0)`, async ({ browser }) => {
      const contexto = await browser.newContext({ viewport });
      try {
        const visita = await contexto.newPage();
        await visita.goto('/reservar');
        await expect(visita.getByRole('heading', { name: '¿Qué servicio querés?' })).toBeVisible();
        // The footer starts below the first screen, whatever the page shows.
        const pie = await visita.locator('footer').boundingBox();
        expect(pie?.y ?? 0).toBeGreaterThanOrEqual(viewport.height);
        expect(await cls(visita)).toBe(0);
      } finally {
        await contexto.close();
      }
    });
  }

  test('cada paso tiene su dirección: Atrás vuelve al anterior, recargar conserva lo elegido y lo escrito; el resultado toma el foco y se anuncia', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const contexto = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const visita = await contexto.newPage();
      await visita.goto('/reservar');
      // The short name with its description, price and duration.
      const servicio = visita.getByRole('button', { name: new RegExp(`Semi ${u}`) });
      await expect(servicio).toContainText(`Esmaltado semipermanente ${u}`);
      await expect(servicio).toContainText('$ 12.500,00 · 45 min');
      await servicio.click();
      await expect(visita).toHaveURL(/\/reservar\?.*paso=profesional/);
      await expect(visita.getByRole('heading', { name: '¿Con quién?' })).toBeFocused();
      await visita.getByRole('button', { name: `Pasos${u}`, exact: true }).click();
      await expect(visita.getByRole('heading', { name: '¿Qué día?' })).toBeFocused();
      await visita.locator('.choices-dias .choice:not([disabled])').last().click();
      await expect(visita.getByRole('heading', { name: /^¿A qué hora\?/ })).toBeFocused();
      const primera = visita.locator('.choices-horas .choice').first();
      const hora = (await primera.textContent()) ?? '';
      await primera.click();
      await expect(visita.getByRole('heading', { name: 'Tus datos' })).toBeFocused();

      // The privacy notice beside the fields, with its page.
      await expect(visita.getByText(/Tus datos los guarda .*Ley 25\.326/)).toBeVisible();
      await expect(visita.getByRole('link', { name: 'Política de privacidad' }).first()).toHaveAttribute(
        'href',
        '/privacidad',
      );

      // The phone checked as typed, with the server's rule, its error tied to the field.
      const telefono = visita.getByLabel('Celular (WhatsApp)');
      await visita.getByLabel('Nombre y apellido').fill(`Clienta Pasos ${u}`);
      await telefono.fill('4321-1234');
      await telefono.blur();
      const error = visita.locator('#reserva-telefono-error');
      await expect(error).toHaveText(
        'Escribí un celular argentino con código de área, por ejemplo 11 2345-6789 o 351 456-7890.',
      );
      await expect(telefono).toHaveAttribute('aria-invalid', 'true');
      await expect(telefono).toHaveAttribute('aria-describedby', /reserva-telefono-error/);
      await visita.getByRole('button', { name: 'Continuar' }).click();
      await expect(telefono).toBeFocused();
      await expect(visita.getByRole('heading', { name: 'Tus datos' })).toBeVisible();
      const celular = `11 ${String(Date.now()).slice(-8, -4)}-${String(Date.now()).slice(-4)}`;
      await telefono.fill(celular);
      await expect(error).toHaveCount(0);
      await expect(telefono).not.toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(visita)).toEqual([]);

      // Reload: the same step, the choices and what was typed.
      await visita.reload();
      await expect(visita.getByRole('heading', { name: 'Tus datos' })).toBeVisible();
      await expect(visita.getByLabel('Nombre y apellido')).toHaveValue(`Clienta Pasos ${u}`);
      await expect(visita.getByLabel('Celular (WhatsApp)')).toHaveValue(celular);
      await expect(visita.getByRole('list', { name: 'Lo que elegiste' })).toContainText(`Hora: ${hora}`);

      // Back: the time, then the day; Forward again to the data, still there.
      await visita.goBack();
      await expect(visita.getByRole('heading', { name: /^¿A qué hora\?/ })).toBeVisible();
      await expect(visita.getByRole('button', { name: hora, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await visita.goBack();
      await expect(visita.getByRole('heading', { name: '¿Qué día?' })).toBeVisible();
      await visita.goForward();
      await visita.goForward();
      await expect(visita.getByRole('heading', { name: 'Tus datos' })).toBeVisible();
      await expect(visita.getByLabel('Celular (WhatsApp)')).toHaveValue(celular);
      await visita.getByRole('button', { name: 'Continuar' }).click();

      await expect(visita.getByRole('heading', { name: 'Confirmá tu turno' })).toBeFocused();
      await visita.getByRole('button', { name: 'Confirmar reserva' }).click();
      const listo = visita.getByRole('heading', { name: '¡Listo! Tu turno quedó reservado' });
      await expect(listo).toBeFocused({ timeout: 20_000 });
      await expect(visita.getByRole('status').filter({ hasText: '¡Listo! Tu turno quedó reservado' })).toContainText(
        `Semi ${u}`,
      );
      // Reload keeps the result (and its cancel link); Back does not lead to confirming it again.
      await visita.reload();
      await expect(listo).toBeVisible();
      await expect(visita.getByRole('link', { name: /\/turno\// })).toBeVisible();
      await visita.goBack();
      await expect(visita.getByRole('heading', { name: 'Tus datos' })).toBeVisible();
    } finally {
      await contexto.close();
    }
  });

  test('sin JavaScript, /reservar ofrece el chat en vez de quedarse buscando; la privacidad se lee desde el pie', async ({
    browser,
  }) => {
    const contexto = await browser.newContext({ javaScriptEnabled: false });
    try {
      const visita = await contexto.newPage();
      await visita.goto('/reservar');
      await expect(visita.getByRole('link', { name: 'Reservar por WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\//,
      );
      await expect(visita.getByText('Buscando los horarios libres…')).toBeHidden();
      await visita.locator('footer').getByRole('link', { name: 'Política de privacidad' }).click();
      await expect(visita.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
      await expect(visita.getByText(/Ley N° 25\.326/).first()).toBeVisible();
    } finally {
      await contexto.close();
    }
  });
});

/* The site's own ways to book, while online booking is on: offered beside the chat's, in the page
 * as the server sends it (so without JavaScript too), and gone again once it is off. */
test.describe('Reservas online: el sitio las ofrece mientras están encendidas', () => {
  test('el inicio, el menú del teléfono, las preguntas, las descripciones y el mapa del sitio', async ({
    page,
    browser,
  }) => {
    // Eleven pages in two browsers and an axe pass.
    test.setTimeout(120_000);
    await loginAsAdmin(page);
    const faqAnswer = (html: string) => {
      const block =
        /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"FAQPage".*?)<\/script>/.exec(
          html,
        )?.[1];
      const data = JSON.parse(block ?? '{}') as { mainEntity?: { name: string; acceptedAnswer: { text: string } }[] };
      return data.mainEntity?.find((q) => q.name === '¿Cómo reservo un turno?')?.acceptedAnswer.text ?? '';
    };
    const sitemap = async () => (await page.request.get('/sitemap.xml')).text();
    const sinJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      await encender(page, true);
      const visita = await sinJs.newPage();
      await visita.goto('/');
      const hero = visita.locator('.hero');
      await expect(hero.getByRole('link', { name: 'Reservá online' })).toHaveAttribute('href', '/reservar');
      await expect(hero.getByRole('link', { name: 'Reservá por WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\//,
      );
      await expect(visita.locator('head meta[name="description"]')).toHaveAttribute(
        'content',
        /Reservá tu turno online o por WhatsApp\.$/,
      );
      await expect(visita.locator('head meta[property="og:description"]')).toHaveAttribute(
        'content',
        /online o por WhatsApp/,
      );
      // The phone's menu: online booking on top, beside the chat.
      await visita.locator('summary.burger').click();
      const drawer = visita.locator('.drawer');
      await expect(drawer.getByRole('link', { name: 'Reservá online' })).toHaveAttribute('href', '/reservar');
      await expect(drawer.getByRole('link', { name: 'Reservá por WhatsApp' })).toBeVisible();
      const [online, chat] = await Promise.all(
        ['Reservá online', 'Reservá por WhatsApp'].map(
          async (name) => (await drawer.getByRole('link', { name }).boundingBox())?.y ?? 0,
        ),
      );
      expect(online).toBeLessThan(chat ?? 0);
      await visita.goto('/turnos');
      await expect(visita.locator('head meta[name="description"]')).toHaveAttribute(
        'content',
        /^Reservá tu turno online/,
      );
      await expect(visita.getByRole('link', { name: 'Reservá online' })).toHaveAttribute('href', '/reservar');

      // The FAQ: the chat's answer as the spec says it, and the online option after it.
      const faq = await visita.goto('/faq');
      const html = (await faq?.text()) ?? '';
      await visita.getByText('¿Cómo reservo un turno?').click();
      await expect(visita.getByText(/^Por WhatsApp: escribinos qué servicio querés/)).toBeVisible();
      await expect(visita.locator('.faq-item').first().getByRole('link', { name: 'reservar online' })).toHaveAttribute(
        'href',
        '/reservar',
      );
      const origin = new URL(visita.url()).origin;
      expect(faqAnswer(html)).toMatch(/^Por WhatsApp: escribinos/);
      expect(faqAnswer(html)).toContain(`También podés reservar online en ${origin}/reservar:`);
      expect(await sitemap()).toContain(`<loc>${origin}/reservar</loc>`);

      // With the page's code, the same: and the menu's top button leads there.
      const conJs = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
      await openPublicPage(conJs, '/faq');
      await conJs.getByRole('button', { name: 'Abrir menú' }).click();
      await conJs.locator('#menu-movil').getByRole('link', { name: 'Reservá online' }).click();
      await expect(conJs).toHaveURL(/\/reservar$/);
      expect(await seriousViolations(conJs)).toEqual([]);
      await conJs.context().close();

      // Off: the spec's pages again.
      await encender(page, false);
      await visita.goto('/');
      await expect(visita.locator('.hero').getByRole('link', { name: 'Reservá por WhatsApp' })).toBeVisible();
      await expect(visita.getByRole('link', { name: 'Reservá online' })).toHaveCount(0);
      await expect(visita.locator('head meta[name="description"]')).toHaveAttribute(
        'content',
        /Reservá tu turno por WhatsApp\.$/,
      );
      const faqOff = (await (await visita.goto('/faq'))?.text()) ?? '';
      expect(faqAnswer(faqOff)).not.toContain('reservar online');
      await expect(visita.getByRole('link', { name: 'reservar online' })).toHaveCount(0);
      expect(await sitemap()).not.toContain('/reservar<');
    } finally {
      await encender(page, false);
      await sinJs.close();
    }
  });
});
