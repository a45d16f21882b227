import type { Page } from '@playwright/test';
import type { Turno } from '#shared/schemas/turno.ts';
import { apiCreate, expect, loginAsAdmin, seriousViolations, test, unique } from './fixtures.ts';

/** Dates no other journey books on (the test database is shared): one past, two upcoming. */
const PASADO = '2025-07-03';
const PROXIMO = '2031-07-08';
const ULTIMO = '2031-07-15';

interface Clienta {
  id: number;
  nombre: string;
  telefono: string;
}

/** An employee, a service and a client with an accented surname and a phone, of this test alone. */
async function setUp(page: Page) {
  await loginAsAdmin(page);
  const u = unique();
  const empleado = await apiCreate<{ id: number }>(page, '/empleados', {
    nombre: 'Irene',
    apellido: `Buscadora${u}`,
    porcentajeGanancia: 50,
  });
  const servicio = await apiCreate<{ id: number; descripcion: string }>(page, '/servicios-base', {
    categoria: `Cejas${u}`,
    descripcion: `Perfilado ${u}`,
    precio: 8000,
    duracionSugerida: 30,
  });
  // Four random digits keep the phone this test's own too.
  const digits = String(1000 + Math.floor(Math.random() * 9000));
  const telefono = `11 3141-${digits}`;
  const cliente = await apiCreate<{ id: number }>(page, '/clientes', {
    nombre: 'Ramona',
    apellido: `Búsqueda${u}`,
    telefono,
  });
  const clienta: Clienta = { id: cliente.id, nombre: `Ramona Búsqueda${u}`, telefono };
  const book = (fecha: string, hora: string, extra: Record<string, unknown> = {}) =>
    apiCreate<Turno>(page, '/turnos', {
      idCliente: clienta.id,
      idEmpleado: empleado.id,
      idServicio: servicio.id,
      fecha,
      hora,
      duracion: 30,
      costo: 8000,
      estado: 'Pagado',
      montoAbonado: null,
      ...extra,
    });
  return { u, digits, clienta, book };
}

test.describe('Buscar turno', () => {
  test('busca los turnos de una clienta por su nombre sin tildes y por su teléfono, y abre el elegido en su día', async ({
    page,
  }) => {
    // axe reads the agenda's grid twice, which on the shared test database has many columns: a
    // minute beside the agenda journeys on this machine.
    test.setTimeout(120_000);
    const { u, digits, clienta, book } = await setUp(page);
    await book(PASADO, '10:00', { asistencia: 'Asistió' });
    await book(ULTIMO, '16:30', { estado: 'Debe' });
    await book(PROXIMO, '09:00', { estado: 'Pago parcial', montoAbonado: 3000 });

    await page.goto('/admin/agenda');
    await expect(page.getByRole('region', { name: 'Grilla de turnos' })).toBeVisible();
    const buscar = page.getByRole('button', { name: 'Buscar turno' });
    await buscar.click();
    const dialog = page.getByRole('dialog', { name: 'Buscar turno' });
    const campo = dialog.getByLabel('Nombre o teléfono del cliente');
    await expect(campo).toBeFocused();
    await campo.fill('r');
    await expect(dialog.getByText('Escribí al menos 2 letras o números del nombre o del teléfono.')).toBeVisible();

    // Without the accent and in lower case: all three, newest first, the upcoming ones marked.
    await campo.fill(`ramona busqueda${u.toLowerCase()}`);
    const lista = dialog.getByRole('list', { name: 'Turnos encontrados' });
    const turnos = lista.getByRole('button');
    await expect(turnos).toHaveCount(3);
    await expect(dialog.getByRole('status')).toHaveText('3 turnos, del más reciente al más antiguo.');
    await expect(turnos.nth(0)).toHaveAccessibleName(
      `Martes 15/07/2031, 16:30–17:00 Próximo Debe Pendiente ${clienta.nombre} · ${clienta.telefono} Perfilado ${u}, con Irene Buscadora${u}`,
    );
    await expect(turnos.nth(1)).toContainText('Martes 08/07/2031, 09:00–09:30');
    await expect(turnos.nth(1)).toContainText('Pago parcial');
    await expect(turnos.nth(2)).toContainText('Jueves 03/07/2025, 10:00–10:30');
    await expect(turnos.nth(2)).toContainText('Asistió');
    await expect(turnos.nth(2)).not.toContainText('Próximo');

    // The open search, with its results, passes axe, on a desktop and full screen on a phone.
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(turnos).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The phone's digits, spaced otherwise than it was saved.
    await campo.fill(`113141 ${digits}`);
    await expect(turnos).toHaveCount(3);
    await expect(turnos.first()).toContainText(clienta.telefono);
    await campo.fill(`zzq${u}`);
    await expect(dialog.getByText(`No encontramos turnos para “zzq${u}”.`)).toBeVisible();
    await expect(lista).toHaveCount(0);

    // The oldest one opens on its own day, in the booking's modal.
    await campo.fill(`Ramona Búsqueda${u}`);
    await expect(turnos).toHaveCount(3);
    await turnos.nth(2).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`[?&]fecha=${PASADO}$`));
    const editar = page.getByRole('dialog', { name: 'Editar turno' });
    await expect(editar).toBeVisible();
    await expect(editar.getByRole('combobox', { name: 'Cliente' })).toHaveValue(
      `${clienta.nombre} · ${clienta.telefono}`,
    );
    await expect(editar.getByLabel('Hora')).toHaveValue('10:00');
    // Closed, the booking gives the keyboard back to the search button.
    await editar.getByRole('button', { name: 'Cancelar' }).click();
    await expect(editar).toBeHidden();
    await expect(buscar).toBeFocused();

    // Back in the search, the last one is still there; another day is opened the same way.
    await buscar.click();
    await expect(campo).toHaveValue(`Ramona Búsqueda${u}`);
    // Selected, so typing starts a new search.
    await expect(campo).toBeFocused();
    expect(
      await campo.evaluate((e: HTMLInputElement) => e.value.slice(e.selectionStart ?? 0, e.selectionEnd ?? 0)),
    ).toBe(`Ramona Búsqueda${u}`);
    await turnos.nth(0).click();
    await expect(page).toHaveURL(new RegExp(`[?&]fecha=${ULTIMO}$`));
    await expect(editar.getByLabel('Hora')).toHaveValue('16:30');
    await page.keyboard.press('Escape');
    await expect(editar).toBeHidden();

    // A day already loaded (no wait for its list): the modal is not closed by the change of day.
    await buscar.click();
    await turnos.nth(2).click();
    await expect(page).toHaveURL(new RegExp(`[?&]fecha=${PASADO}$`));
    await expect(editar).toBeVisible();
    await expect(editar.getByLabel('Hora')).toHaveValue('10:00');
    await page.waitForTimeout(300);
    await expect(editar).toBeVisible();
  });
});
