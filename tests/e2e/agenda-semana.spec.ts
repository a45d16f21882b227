/**
 * The agenda as the receptionist's whole day (issue 18): moving a booking to another day,
 * dragging it, the week view, attendance with one tap, and the phone layout.
 */
import type { Page } from '@playwright/test';
import fs from 'node:fs/promises';
import { book, dayTurnos, drag, freeCell, openDay, OVERLAP, setUp } from './agenda-fixtures.ts';
import { expect, seriousViolations, test } from './fixtures.ts';

const turnoButton = (page: Page, cliente: string, rest: string) =>
  page.getByRole('button', { name: new RegExp(`^Turno de ${cliente} ${rest}`) });

/** Drags `card` by its top edge until that edge sits at the top of `target`, with the mouse. */
test.describe('La agenda de toda la semana', () => {
  test('mueve un turno a otro día desde el modal, con su cliente, precio y pago', async ({ page }) => {
    const day = await setUp(page);
    await book(page, day, '2031-09-09', '10:00', { estado: 'Pago parcial', montoAbonado: 2500 });
    // On the target day, the same employee is busy at 11:00.
    await book(page, day, '2031-09-11', '11:00');
    await openDay(page, '2031-09-09');

    await turnoButton(page, day.cliente.nombre, 'Pago parcial').click();
    const editar = page.getByRole('dialog', { name: 'Editar turno' });
    const fecha = editar.getByLabel('Fecha');
    await expect(fecha).toHaveValue('09/09/2031');
    await fecha.fill('11/09/2031');
    await editar.getByRole('combobox', { name: 'Hora' }).selectOption('11:00');
    // The overlap rule on the target day, before anything is sent.
    await expect(editar.getByText(OVERLAP)).toBeVisible();
    await editar.getByRole('combobox', { name: 'Hora' }).selectOption('14:00');
    await expect(editar.getByText(OVERLAP)).toBeHidden();
    await editar.getByRole('button', { name: 'Guardar' }).click();
    await expect(editar).toBeHidden();
    await expect(page.getByText(/pasado al jueves 11\/09: 14:00/)).toBeVisible();

    expect(await dayTurnos(page, '2031-09-09', day.empleado.id)).toEqual([]);
    const moved = (await dayTurnos(page, '2031-09-11', day.empleado.id)).find((t) => t.hora === '14:00');
    expect(moved).toMatchObject({
      idCliente: day.cliente.id,
      idServicio: day.servicio.id,
      costo: 10000,
      estado: 'Pago parcial',
      montoAbonado: 2500,
      asistencia: 'Pendiente',
    });
  });

  test('arrastra un turno a otra hora y empleada, lo deshace, y uno que se superpone vuelve a su lugar', async ({
    page,
  }) => {
    const day = await setUp(page);
    const fecha = '2031-09-16';
    await book(page, day, fecha, '10:00');
    // Within the grid's first rows: near its edges, dragging scrolls it (dnd-kit's auto-scroll).
    await book(page, day, fecha, '11:30', { idEmpleado: day.otra.id });
    await openDay(page, fecha);

    const card = turnoButton(page, day.cliente.nombre, 'Pagado .* · 10:00');
    await drag(page, card, freeCell(page, day.otra.nombre, '09:00'));
    await expect(page.getByText(`movido: 09:00, ${day.otra.nombre}.`)).toBeVisible();
    // The notice waits 8 s for its 'Deshacer' at the bottom, clear of 'Buscar turno'.
    const buscar = await page.getByRole('button', { name: 'Buscar turno' }).boundingBox();
    const aviso = await page.getByText(`movido: 09:00, ${day.otra.nombre}.`).boundingBox();
    expect(buscar !== null && aviso !== null && aviso.y > buscar.y + buscar.height).toBe(true);
    await expect(turnoButton(page, day.cliente.nombre, 'Pagado .* · 09:00–10:00')).toBeVisible();
    expect((await dayTurnos(page, fecha, day.otra.id)).map((t) => t.hora).sort()).toEqual(['09:00', '11:30']);

    // 'Deshacer' puts it back where it was.
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect(turnoButton(page, day.cliente.nombre, 'Pagado .* · 10:00–11:00')).toBeVisible();
    await expect
      .poll(async () => (await dayTurnos(page, fecha, day.empleado.id)).map((t) => t.hora))
      .toEqual(['10:00']);

    // Onto Bea's 11:00, which her 11:30 booking overlaps: refused before sending, with the spec's
    // message; it stays at 10:00.
    await drag(page, card, freeCell(page, day.otra.nombre, '11:00'));
    await expect(page.getByRole('alert').filter({ hasText: OVERLAP })).toBeVisible();
    await expect(turnoButton(page, day.cliente.nombre, 'Pagado .* · 10:00–11:00')).toBeVisible();
    expect((await dayTurnos(page, fecha, day.empleado.id)).map((t) => t.hora)).toEqual(['10:00']);
    expect((await dayTurnos(page, fecha, day.otra.id)).map((t) => t.hora)).toEqual(['11:30']);
  });

  test('la semana de lunes a domingo: abre un día desde su encabezado y reserva en un hueco', async ({ page }) => {
    // Two views and a booking on the shared 2-core machines, both workers on the agenda: 32 s in one run.
    test.setTimeout(90_000);
    const day = await setUp(page);
    await book(page, day, '2031-09-24', '10:00');
    await page.goto('/admin/agenda?vista=semana&fecha=2031-09-24');
    await expect(page.getByText('Semana del 22/09 al 28/09')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Semana' })).toBeChecked();
    const grid = page.getByRole('table', { name: 'Turnos del semana del 22/09 al 28/09' });
    await expect(grid.getByRole('button', { name: 'Lunes 22/09', exact: true })).toBeVisible();
    await expect(grid.getByRole('button', { name: 'Domingo 28/09', exact: true })).toBeVisible();
    // The booking shows its time, client and service, once its column is scrolled into view
    // (the shared test database has dozens of employees a day; only the columns in view are drawn).
    await grid.getByTitle(day.empleado.nombre, { exact: true }).nth(2).scrollIntoViewIfNeeded();
    const turno = turnoButton(page, day.cliente.nombre, 'Pagado .* · 10:00–11:00');
    await expect(turno).toContainText('10:00');
    await expect(turno).toContainText(day.cliente.nombre);
    await expect(turno).toContainText(day.servicio.descripcion);

    // One employee: a column per day.
    await page.getByRole('combobox', { name: 'Profesional' }).click();
    await page.getByRole('option', { name: day.otra.nombre, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`empleado=${day.otra.id}`));
    await expect(turno).toHaveCount(0);
    // (Checked with one employee: the shared test database has dozens, and axe over a week of
    // all of them outlasts the test.)
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: `Nuevo turno: ${day.otra.nombre}, Viernes 26/09, 09:00` }).click();
    const nuevo = page.getByRole('dialog', { name: 'Nuevo turno' });
    await expect(nuevo.getByText(`Con ${day.otra.nombre}, viernes 26/09 a las 09:00`)).toBeVisible();
    await nuevo.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Miércoles 24/09', exact: true }).click();
    await expect(page).toHaveURL(/fecha=2031-09-24/);
    await expect(page).not.toHaveURL(/vista=semana/);
    await expect(page.getByRole('radio', { name: 'Día' })).toBeChecked();
  });

  test('la semana dibuja los días a la vista, los demás al desplazarse, y la imagen lleva la semana entera', async ({
    page,
  }) => {
    const day = await setUp(page);
    await book(page, day, '2031-10-13', '12:00');
    await book(page, day, '2031-10-19', '10:00');
    // One employee's week on a phone: seven columns of which about two are in view. (The same as
    // the whole team's on a wide screen, without drawing the dozens of employees of the shared
    // test database into the picture.)
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/agenda?vista=semana&fecha=2031-10-13&empleado=${day.empleado.id}`);
    const grid = page.getByRole('table', { name: 'Turnos del semana del 13/10 al 19/10' });
    await expect(turnoButton(page, day.cliente.nombre, 'Pagado .* · 12:00–13:00')).toBeVisible();
    // Sunday is far to the right, out of view: not drawn yet.
    const domingo = turnoButton(page, day.cliente.nombre, 'Pagado .* · 10:00–11:00');
    await expect(domingo).toHaveCount(0);
    // Scrolled to Sunday, it is.
    await grid.getByRole('button', { name: 'Domingo 19/10', exact: true }).scrollIntoViewIfNeeded();
    await expect(domingo).toBeVisible();

    // The picture is of the whole week, also the days never drawn on screen: a booking's colour
    // (rosa.7) on Monday's and on Sunday's seventh of the picture.
    await grid.evaluate((g) => g.closest('.agenda-scroll')?.scrollTo({ left: 0 }));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar como imagen' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('agenda_semana_2031-10-13.png');
    const png = await fs.readFile(await download.path());
    const columns = await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (context === null) return [];
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      const xs = new Set<number>();
      for (let i = 0; i < data.length; i += 4) {
        if (data[i] === 0xab && data[i + 1] === 0x4b && data[i + 2] === 0x5e) xs.add((i / 4) % image.width);
      }
      return [...xs].map((x) => x / image.width);
    }, png.toString('base64'));
    expect(Math.min(...columns)).toBeLessThan(0.2);
    expect(Math.max(...columns)).toBeGreaterThan(0.8);
    // And the grid on screen is back to the days in view.
    await expect(domingo).toHaveCount(0);
  });

  test("marca 'No vino' con un toque en la grilla y reserva el horario que quedó libre", async ({ page }) => {
    // axe reads every cell of a day that, on the shared test database, has many columns.
    test.setTimeout(90_000);
    const day = await setUp(page);
    const fecha = '2031-09-17';
    await book(page, day, fecha, '10:00', { idServicio: day.corto.id, duracion: 30, costo: 4000 });
    await openDay(page, fecha);

    await page.getByRole('button', { name: `Asistencia de ${day.cliente.nombre} a las 10:00: Pendiente` }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Pendiente' })).toHaveAttribute('aria-current', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await menu.getByRole('menuitem', { name: 'No vino' }).click();
    await expect(page.getByText(`Asistencia de ${day.cliente.nombre}: No vino.`)).toBeVisible();
    // Still drawn, struck through, its slot free.
    await expect(turnoButton(page, day.cliente.nombre, 'No vino Pagado')).toHaveClass(/agenda-liberado/);
    expect((await dayTurnos(page, fecha, day.empleado.id))[0]).toMatchObject({
      asistencia: 'No vino',
      estado: 'Pagado',
    });

    // The freed 10:00 books again from the grid.
    await freeCell(page, day.empleado.nombre, '10:00').click();
    const nuevo = page.getByRole('dialog', { name: 'Nuevo turno' });
    await expect(nuevo.getByText(`Con ${day.empleado.nombre}`)).toContainText('10:00');
    await nuevo.getByRole('combobox', { name: 'Cliente' }).fill(day.cliente.nombre.slice(0, 10));
    await page.getByRole('option', { name: new RegExp(day.cliente.nombre) }).click();
    await nuevo.getByRole('combobox', { name: 'Servicio' }).fill(day.corto.descripcion);
    await page.getByRole('option', { name: new RegExp(day.corto.descripcion) }).click();
    await nuevo.getByRole('button', { name: 'Guardar' }).click();
    await expect(nuevo).toBeHidden();
    const turnos = await dayTurnos(page, fecha, day.empleado.id);
    expect(turnos.map((t) => [t.hora, t.asistencia]).sort()).toEqual([
      ['10:00', 'No vino'],
      ['10:00', 'Pendiente'],
    ]);
  });

  test('un turno que ya terminó y sigue Pendiente queda marcado para registrar la asistencia', async ({ page }) => {
    const day = await setUp(page);
    await book(page, day, '2025-02-03', '10:00');
    await book(page, day, '2025-02-03', '12:00', { asistencia: 'Asistió' });
    await openDay(page, '2025-02-03');
    await expect(page.getByText('1 sin asistencia registrada')).toBeVisible();
    const pendiente = page.getByRole('button', {
      name: `Asistencia de ${day.cliente.nombre} a las 10:00: Pendiente, falta registrarla`,
    });
    await expect(pendiente).toBeVisible();
    await expect(page.locator('.agenda-atencion')).toHaveCount(1);
    await expect(
      page.getByRole('button', { name: `Asistencia de ${day.cliente.nombre} a las 12:00: Asistió` }),
    ).toBeVisible();
  });
});

test.describe('La agenda en un teléfono', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('muestra una profesional por vez, el turno entero y los huecos con su +', async ({ page }) => {
    const day = await setUp(page);
    const fecha = '2031-09-18';
    await book(page, day, fecha, '10:00', { estado: 'Pago parcial', montoAbonado: 1000 });
    await page.goto(`/admin/agenda?fecha=${fecha}&empleado=${day.empleado.id}`);
    const grid = page.getByRole('table', { name: /^Turnos del/ });
    await expect(grid.getByRole('columnheader')).toHaveCount(2);
    const turno = turnoButton(page, day.cliente.nombre, 'Pago parcial .* · 10:00–11:00');
    await expect(turno).toBeVisible();
    // Nothing of the booking is cut: its lines fit their width.
    const cut = await turno.evaluate((b) =>
      [...b.querySelectorAll<HTMLElement>('.agenda-cliente, .agenda-turno-line')].some(
        (line) => line.scrollWidth > line.clientWidth,
      ),
    );
    expect(cut).toBe(false);
    await expect(turno).toContainText(day.servicio.descripcion);
    // A free slot shows its '+' without hovering, and a tap books there.
    const free = freeCell(page, day.empleado.nombre, '08:00');
    await expect(free).not.toHaveCSS('color', 'rgba(0, 0, 0, 0)');
    await free.tap();
    await expect(page.getByRole('dialog', { name: 'Nuevo turno' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Nuevo turno' }).getByRole('button', { name: 'Cancelar' }).click();

    // The switcher brings the other employee.
    await page.getByRole('combobox', { name: 'Profesional' }).click();
    await page.getByRole('option', { name: day.otra.nombre, exact: true }).click();
    await expect(grid.getByRole('columnheader', { name: day.otra.nombre })).toBeVisible();
    await expect(turno).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('La agenda en una tableta', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

  test('un turno se arrastra con el dedo a otra hora; deslizar sin esperar no lo mueve', async ({ page }) => {
    const day = await setUp(page);
    const fecha = '2031-09-19';
    await book(page, day, fecha, '10:00');
    // One employee: the shared test database has dozens, and another's column may be out of view.
    await page.goto(`/admin/agenda?fecha=${fecha}&empleado=${day.empleado.id}`);
    const card = turnoButton(page, day.cliente.nombre, 'Pagado .* · 10:00–11:00');
    await card.scrollIntoViewIfNeeded();
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    /** A finger on the card's top edge, held `hold` ms, then moved onto the top of `target`. */
    async function dragWithFinger(target: { x: number; y: number; width: number }, hold: number) {
      const from = await card.boundingBox();
      if (from === null) throw new Error('el turno no está a la vista');
      const x0 = from.x + from.width / 2;
      const y0 = from.y + 10;
      await touch('touchStart', x0, y0);
      await page.waitForTimeout(hold);
      const x1 = target.x + target.width / 2;
      const y1 = target.y + 10;
      for (let i = 1; i <= 12; i++) await touch('touchMove', x0 + ((x1 - x0) * i) / 12, y0 + ((y1 - y0) * i) / 12);
      await touch('touchEnd');
    }

    // A quick swipe up (no press first) scrolls the grid; it does not drag: nothing moves.
    const from = await card.boundingBox();
    if (from === null) throw new Error('el turno no está a la vista');
    await dragWithFinger({ x: from.x, y: from.y - 150, width: from.width }, 0);
    await expect(card).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`fecha=${fecha}`));
    expect((await dayTurnos(page, fecha, day.empleado.id)).map((t) => t.hora)).toEqual(['10:00']);
    // Back at the top: near the region's edge, dragging would scroll it (dnd-kit's auto-scroll).
    await page.getByRole('region', { name: 'Grilla de turnos' }).evaluate((r) => r.scrollTo({ top: 0 }));

    // Pressed a moment (dnd-kit's 250 ms), then moved: the booking goes there.
    const target = await freeCell(page, day.empleado.nombre, '08:30').boundingBox();
    if (target === null) throw new Error('el hueco no está a la vista');
    await dragWithFinger(target, 400);
    await expect(page.getByText(`movido: 08:30, ${day.empleado.nombre}.`)).toBeVisible();
    await expect(turnoButton(page, day.cliente.nombre, 'Pagado .* · 08:30–09:30')).toBeVisible();
    expect((await dayTurnos(page, fecha, day.empleado.id)).map((t) => t.hora)).toEqual(['08:30']);
  });
});
