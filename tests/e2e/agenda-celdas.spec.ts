/**
 * What one cell of the agenda says: a slot booked again after a cancellation, a day the employee
 * does not work, a booking made online in a narrow column, and the picture of a whole week.
 */
import type { Locator, Page } from '@playwright/test';
import fs from 'node:fs/promises';
import { book, setUp } from './agenda-fixtures.ts';
import { expect, seriousViolations, test } from './fixtures.ts';

const turnoButton = (page: Page, cliente: string, rest: string) =>
  page.getByRole('button', { name: new RegExp(`^Turno de ${cliente} ${rest}`) });

/** True when the middle of `target` is `target` itself, not something drawn over it. */
function onTop(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });
}

/** True when every part of `inner`'s text is drawn, not cut by its box or an ellipsis. */
function readable(inner: Locator): Promise<boolean> {
  return inner.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
}

async function within(inner: Locator, outer: Locator): Promise<boolean> {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  if (a === null || b === null) return false;
  return a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width + 0.5 && a.y + a.height <= b.y + b.height + 0.5;
}

test.describe('Las celdas de la agenda', () => {
  test('un horario liberado y vuelto a reservar: el turno vivo ocupa la celda, el cancelado es una marca que lo abre', async ({
    page,
  }) => {
    // The day and the week, each opened and read, then axe: 36–40 s with both workers on the agenda.
    test.setTimeout(90_000);
    const day = await setUp(page);
    const fecha = '2031-05-12';
    const corto = { idServicio: day.corto.id, duracion: 30, costo: 4000 };
    await book(page, day, fecha, '10:00', { ...corto, asistencia: 'Canceló' });
    const otra = await page.request.post('/api/clientes', {
      data: { nombre: `N${day.cliente.id}`, apellido: 'Vivo', telefono: '' },
    });
    const nueva = (await otra.json()) as { id: number };
    await book(page, day, fecha, '10:00', { ...corto, idCliente: nueva.id, estado: 'Debe' });

    for (const vista of ['dia', 'semana'] as const) {
      await page.goto(
        `/admin/agenda?fecha=${fecha}&empleado=${day.empleado.id}${vista === 'semana' ? '&vista=semana' : ''}`,
      );
      const vivo = turnoButton(page, `N${day.cliente.id} Vivo`, 'Debe');
      await expect(vivo).toBeVisible();
      // The live booking has the whole row (48 px less the cell's padding), its name whole.
      expect((await vivo.boundingBox())?.height).toBeGreaterThanOrEqual(40);
      expect(await readable(vivo.locator('.agenda-cliente'))).toBe(true);
      expect(await onTop(vivo)).toBe(true);
      // The cancelled one is a small mark, named as its booking, drawn over nothing and over by nothing.
      const marca = turnoButton(page, day.cliente.nombre, 'Canceló Pagado');
      await expect(marca).toHaveClass(/agenda-liberado-marca/);
      const box = await marca.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(24);
      expect(await onTop(marca)).toBe(true);
      expect(
        await onTop(page.getByRole('button', { name: new RegExp(`^Asistencia de N${day.cliente.id} Vivo`) })),
      ).toBe(true);
      // Reached by the keyboard right after the live booking's attendance, and it opens the booking.
      await page.getByRole('button', { name: new RegExp(`^Asistencia de N${day.cliente.id} Vivo`) }).focus();
      await page.keyboard.press('Tab');
      await expect(marca).toBeFocused();
      await page.keyboard.press('Enter');
      const editar = page.getByRole('dialog', { name: 'Editar turno' });
      await expect(editar.getByRole('radio', { name: 'Canceló' })).toBeChecked();
      await page.keyboard.press('Escape');
      await expect(editar).toBeHidden();
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('un día que la empleada no trabaja lo dice en su columna, distinto de las horas fuera de horario', async ({
    page,
  }) => {
    // Two days and the week read cell by cell: 34–38 s with both workers on the agenda.
    test.setTimeout(90_000);
    const day = await setUp(page);
    const [apellido] = day.empleado.nombre.split(' ').slice(1);
    // Mondays 09:00 to 13:00; away on Wednesday 2031-05-14 for her holidays.
    const put = await page.request.put(`/api/empleados/${day.empleado.id}`, {
      data: {
        nombre: 'Ana',
        apellido,
        porcentajeGanancia: 50,
        horarios: [{ dia: 1, desde: '09:00', hasta: '13:00' }],
        ausencias: [{ desde: '2031-05-14', hasta: '2031-05-14', motivo: 'Vacaciones' }],
      },
    });
    expect(put.ok()).toBe(true);
    const head = (fecha: string) =>
      page
        .goto(`/admin/agenda?fecha=${fecha}&empleado=${day.empleado.id}`)
        .then(() => page.getByRole('columnheader', { name: new RegExp(`^${day.empleado.nombre}`) }));

    // Monday: a working day, its early hours shaded as outside hours, the header plain.
    await expect(await head('2031-05-12')).toHaveText(day.empleado.nombre);
    await expect(
      page.getByRole('button', { name: `Nuevo turno: ${day.empleado.nombre}, 08:00, fuera de horario` }),
    ).toBeVisible();
    // Tuesday: no hours at all.
    await expect(await head('2031-05-13')).toHaveText(`${day.empleado.nombre}No trabaja`);
    await expect(
      page.getByRole('button', { name: `Nuevo turno: ${day.empleado.nombre}, 10:00, no trabaja` }),
    ).toBeVisible();
    // Wednesday: away, with the reason.
    await expect(await head('2031-05-14')).toHaveText(`${day.empleado.nombre}Ausente: Vacaciones`);
    await expect(
      page.getByRole('button', { name: `Nuevo turno: ${day.empleado.nombre}, 10:00, ausente: vacaciones` }),
    ).toBeVisible();
    // In the week, under each day's header.
    await page.goto(`/admin/agenda?fecha=2031-05-12&vista=semana&empleado=${day.empleado.id}`);
    await expect(page.getByRole('columnheader', { name: /^Martes 13\/05\s*No trabaja$/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("la etiqueta 'Online' se ve entera en un turno corto, en el día y en la semana, a 1366 px", async ({ page }) => {
    const day = await setUp(page);
    const fecha = '2031-05-19';
    const turno = await book(page, day, fecha, '10:00', { idServicio: day.corto.id, duracion: 30, costo: 4000 });
    // Only the public booking page makes an online booking (a proof of work, on the other test
    // server): this booking, real in every other field, is given that origin as it is read.
    await page.route('**/api/turnos?**', async (route) => {
      const response = await route.fetch();
      const list = (await response.json()) as { id: number; origen: string | null }[];
      await route.fulfill({ response, json: list.map((t) => (t.id === turno.id ? { ...t, origen: 'online' } : t)) });
    });
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const query of [`fecha=${fecha}&empleado=todos`, `fecha=${fecha}&vista=semana&empleado=todos`]) {
      await page.goto(`/admin/agenda?${query}`);
      const card = turnoButton(page, day.cliente.nombre, 'Pagado Online');
      await card.scrollIntoViewIfNeeded();
      const tag = card.locator('.agenda-online');
      await expect(tag).toHaveText('Online');
      expect(await within(tag, card)).toBe(true);
      expect(await readable(tag)).toBe(true);
    }
  });

  test('la imagen de la semana de todo el equipo: columnas legibles, en segundos', async ({ page }) => {
    test.setTimeout(90_000);
    await setUp(page);
    await page.goto('/admin/agenda?fecha=2031-05-12&vista=semana&empleado=todos');
    const grid = page.getByRole('table', { name: /^Turnos del semana/ });
    await expect(grid).toBeVisible();
    const columnas = Number(await grid.getAttribute('aria-colcount')) - 1;
    expect(columnas).toBeGreaterThanOrEqual(14);

    const started = Date.now();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar como imagen' }).click();
    const download = await downloading;
    const ms = Date.now() - started;
    expect(download.suggestedFilename()).toBe('agenda_semana_2031-05-12.png');
    const png = await fs.readFile(await download.path());
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    // Wider than the spec's 2000 px at scale 2 once that would cut the names: about 132 px a
    // column at scale 2, drawn smaller only for a team wider than four employees' week.
    expect(width).toBeGreaterThan(4000);
    expect(width * height).toBeLessThanOrEqual(21_100_000);
    // 16.5 s on the cheap laptop before; seconds now, with room for a loaded test machine.
    expect(ms).toBeLessThan(8000);
    test
      .info()
      .annotations.push({ type: 'exportación', description: `${columnas} columnas, ${width}x${height}, ${ms} ms` });
  });
});

test.describe('Los avisos de la grilla', () => {
  test("el aviso de asistencia, en escritorio y en un teléfono, no tapa 'Buscar turno'", async ({ page }) => {
    const day = await setUp(page);
    const fecha = '2031-05-20';
    await book(page, day, fecha, '10:00', { idServicio: day.corto.id, duracion: 30, costo: 4000 });
    for (const [width, height, asistencia] of [
      [1280, 800, 'Asistió'],
      [390, 844, 'No vino'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`/admin/agenda?fecha=${fecha}&empleado=${day.empleado.id}`);
      await page.getByRole('button', { name: new RegExp(`^Asistencia de ${day.cliente.nombre} a las 10:00`) }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: asistencia }).click();
      await expect(page.getByText(`Asistencia de ${day.cliente.nombre}: ${asistencia}.`)).toBeVisible();
      expect(await onTop(page.getByRole('button', { name: 'Buscar turno' }))).toBe(true);
    }
  });
});
