import { request, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, expect, seriousViolations, test, unique } from './fixtures.ts';

/*
 * A visit of several services booked online (decision 056): after the first service, 'Agregar
 * otro servicio' adds up to three; one professional (or 'Cualquiera'), one day and one time for
 * the whole visit; the confirmation lists each service with its time. It switches online booking
 * on and back off, as reservas.spec.ts does.
 *
 * With E2E_CAPTURAS set to a folder, the step with two services and the result are photographed
 * there at each width (to look at them; nothing is compared).
 */

const TODA_LA_SEMANA = [1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, desde: '08:00', hasta: '20:00' }));
const capturas = process.env.E2E_CAPTURAS;

/** The owner's side through the API alone: her session in a request context. */
async function comoDuena(baseURL: string | undefined): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(login.ok()).toBe(true);
  return api;
}

/** '10:00' and 45 minutes: '10:45'. */
function despues(hora: string, minutos: number): string {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  const fin = h * 60 + m + minutos;
  return `${String(Math.floor(fin / 60)).padStart(2, '0')}:${String(fin % 60).padStart(2, '0')}`;
}

async function fotografiar(visita: Page, nombre: string): Promise<void> {
  if (capturas === undefined) return;
  await visita.evaluate(() => window.scrollTo(0, 0));
  await visita.screenshot({ path: `${capturas}/${nombre}.png`, fullPage: true });
}

test.describe('Reservas online: una visita de varios servicios', () => {
  const u = unique();
  const creados: string[] = [];
  const ids = { mani: 0, pedi: 0, cejas: 0 };

  test.beforeAll(async () => {
    const api = await comoDuena(test.info().project.use.baseURL);
    const crear = async (path: string, data: unknown) => {
      const res = await api.post(`/api${path}`, { data });
      expect(res.ok(), await res.text()).toBe(true);
      const { id } = (await res.json()) as { id: number };
      creados.push(`${path}/${id}`);
      return id;
    };
    await crear('/empleados', { nombre: `Visita${u}`, apellido: 'Reservas', horarios: TODA_LA_SEMANA });
    const servicio = (categoria: string, descripcion: string, precio: number, duracionSugerida: number) =>
      crear('/servicios-base', { categoria: `${categoria} ${u}`, descripcion, precio, duracionSugerida });
    ids.mani = await servicio('Manos', `Manicura ${u}`, 12000, 45);
    ids.pedi = await servicio('Pies', `Pedicura ${u}`, 15000, 60);
    ids.cejas = await servicio('Rostro', `Cejas ${u}`, 8000, 30);
    expect((await api.put('/api/ajustes', { data: { reservasOnline: true } })).ok()).toBe(true);
    await api.dispose();
  });

  test.afterAll(async () => {
    const api = await comoDuena(test.info().project.use.baseURL);
    await api.put('/api/ajustes', { data: { reservasOnline: false } });
    // Other journeys count the shared database's employees and services: these leave.
    for (const path of creados.reverse()) await api.delete(`/api${path}`).catch(() => undefined);
    await api.dispose();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`a ${viewport.width} px: manicura, 'Agregar otro servicio', pedicura, 'Cualquiera', un día y una hora; la confirmación lista cada uno con su hora`, async ({
      browser,
    }) => {
      // Two axe passes, beside the other worker's journeys.
      test.setTimeout(120_000);
      const contexto = await browser.newContext({ viewport });
      try {
        const visita = await contexto.newPage();
        await visita.goto('/reservar');
        await visita.getByRole('button', { name: new RegExp(`Manicura ${u}.*\\$ 12\\.000,00 · 45 min`) }).click();
        await expect(visita.getByRole('heading', { name: '¿Con quién?' })).toBeFocused();
        const resumen = visita.getByRole('list', { name: 'Lo que elegiste' });
        await expect(resumen).toContainText(`Servicio: Manicura ${u}`);

        // One more: among the services not chosen yet, after the first.
        await visita.getByRole('button', { name: 'Agregar otro servicio' }).click();
        await expect(visita.getByRole('heading', { name: '¿Qué otro servicio querés?' })).toBeFocused();
        await expect(visita.getByText(`Se hace a continuación de Manicura ${u}, en el mismo turno.`)).toBeVisible();
        await expect(visita.getByRole('button', { name: new RegExp(`Manicura ${u}`) })).toHaveCount(0);
        await fotografiar(visita, `visita-otro-${viewport.width}`);
        await visita.getByRole('button', { name: new RegExp(`Pedicura ${u}`) }).click();
        await expect(visita.getByRole('heading', { name: '¿Con quién?' })).toBeFocused();
        await expect(visita).toHaveURL(new RegExp(`servicio=${ids.mani}&servicio=${ids.pedi}`));
        await expect(resumen).toContainText(`Servicio 1: Manicura ${u}`);
        await expect(resumen).toContainText(`Servicio 2: Pedicura ${u}`);
        await expect(resumen).toContainText('Total: $ 27.000,00 · 1 h 45 min');

        if (viewport.width === 390) {
          // A third, the most a visit takes online: no more offered; an added one can be taken out.
          await visita.getByRole('button', { name: 'Agregar otro servicio' }).click();
          await visita.getByRole('button', { name: new RegExp(`Cejas ${u}`) }).click();
          await expect(resumen).toContainText('Total: $ 35.000,00 · 2 h 15 min');
          await expect(visita.getByRole('button', { name: 'Agregar otro servicio' })).toHaveCount(0);
          await visita.getByRole('button', { name: 'Quitar Servicio 3' }).click();
          await expect(resumen).not.toContainText(`Cejas ${u}`);
          await expect(resumen).toContainText('Total: $ 27.000,00 · 1 h 45 min');
          await expect(visita.getByRole('button', { name: 'Agregar otro servicio' })).toBeVisible();
          expect(await seriousViolations(visita)).toEqual([]);
        }
        await fotografiar(visita, `visita-eleccion-${viewport.width}`);

        // The days and times are those where the whole visit fits.
        const dias = visita.waitForRequest((r) => r.url().includes('/api/reservas/dias?'));
        await visita.getByRole('button', { name: /Cualquiera/ }).click();
        expect(new URL((await dias).url()).searchParams.get('servicios')).toBe(`${ids.mani},${ids.pedi}`);
        await expect(visita.getByRole('heading', { name: '¿Qué día?' })).toBeFocused();
        await visita.locator('.choices-dias .choice:not([disabled])').last().click();
        await expect(visita.getByRole('heading', { name: /^¿A qué hora\?/ })).toBeFocused();
        await expect(
          visita.getByText(`Es la hora en que empieza Manicura ${u}; Pedicura ${u} sigue a continuación.`),
        ).toBeVisible();
        await fotografiar(visita, `visita-hora-${viewport.width}`);
        const primera = visita.locator('.choices-horas .choice').first();
        const hora = (await primera.textContent()) ?? '';
        const segunda = despues(hora, 45);
        await primera.click();

        await expect(visita.getByRole('heading', { name: 'Tus datos' })).toBeFocused();
        await visita.getByLabel('Nombre y apellido').fill(`Clienta Visita ${u}`);
        const celular = `11 ${String(Date.now()).slice(-8, -4)}-${String(Date.now()).slice(-4)}`;
        await visita.getByLabel('Celular (WhatsApp)').fill(celular);
        await visita.getByRole('button', { name: 'Continuar' }).click();

        // Before confirming: each service at its time, the total, the whole visit's time.
        await expect(visita.getByRole('heading', { name: 'Confirmá tu turno' })).toBeFocused();
        const detalle = visita.locator('.reserva-paso .reserva-detalle');
        const linea = (n: number) => detalle.getByRole('listitem').nth(n);
        await expect(linea(0).locator('strong')).toHaveText(`${hora} Manicura ${u}`);
        await expect(linea(0).locator('span')).toHaveText('45 min · $ 12.000,00');
        await expect(linea(1).locator('strong')).toHaveText(`${segunda} Pedicura ${u}`);
        await expect(linea(1).locator('span')).toHaveText('60 min · $ 15.000,00');
        await expect(detalle.getByText('$ 27.000,00 · 1 h 45 min')).toBeVisible();
        await expect(detalle.getByText(`de ${hora} a ${despues(hora, 105)}`)).toBeVisible();
        await expect(detalle.getByText('Cualquiera', { exact: true })).toBeVisible();

        await fotografiar(visita, `visita-confirmar-${viewport.width}`);
        const reserva = visita.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/reservas'));
        await visita.getByRole('button', { name: 'Confirmar reserva' }).click();
        await expect(visita.getByRole('heading', { name: '¡Listo! Tu turno quedó reservado' })).toBeFocused({
          timeout: 20_000,
        });
        const enviado = (await reserva).postDataJSON() as Record<string, unknown>;
        expect(enviado).toMatchObject({ servicios: [ids.mani, ids.pedi], hora });
        expect(enviado).not.toHaveProperty('idServicio');

        // The result: each service with its time, length, price and professional (its parts kept
        // whole by no-break spaces); the total.
        await expect(linea(0).locator('strong')).toHaveText(`${hora} Manicura ${u}`);
        await expect(linea(0).locator('span')).toHaveText(/^45\smin\s·\s\$\s12\.000,00\s·\scon\s\S+$/);
        await expect(linea(1).locator('strong')).toHaveText(`${segunda} Pedicura ${u}`);
        await expect(linea(1).locator('span')).toHaveText(/^60\smin\s·\s\$\s15\.000,00\s·\scon\s\S+$/);
        await expect(detalle.getByText('$ 27.000,00 · 1 h 45 min')).toBeVisible();
        await expect(visita.getByRole('status').filter({ hasText: '¡Listo!' })).toContainText(
          `Manicura ${u} y Pedicura ${u}`,
        );
        await expect(visita.getByRole('link', { name: /\/turno\// })).toBeVisible();
        const overflow = await visita.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await seriousViolations(visita)).toEqual([]);
        await fotografiar(visita, `visita-listo-${viewport.width}`);
      } finally {
        await contexto.close();
      }
    });
  }
});
