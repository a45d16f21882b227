import { addDays } from '#shared/domain/dates.ts';
import { openDay, setUp } from './agenda-fixtures.ts';
import { expect, test } from './fixtures.ts';

/**
 * The agenda's blocked time and closed days: a professional's lunch blocked from the agenda,
 * shaded and named; a booking over it asks first ('Guardar igual'); a national holiday shaded
 * with its name in every column.
 */
test.describe('Bloqueos y días cerrados en la agenda', () => {
  test('bloquea el almuerzo, lo muestra en la grilla y un turno encima pide confirmación; el 8/12 se ve cerrado', async ({
    page,
  }, testInfo) => {
    const day = await setUp(page);
    const hoy = ((await (await page.request.get('/api/centro')).json()) as { hoy: string }).hoy;
    // A weekday ahead with no holiday: a Wednesday in the next weeks that is not 9/12 or such.
    let fecha = addDays(hoy, 7);
    while (new Date(`${fecha}T12:00:00Z`).getUTCDay() !== 3) fecha = addDays(fecha, 1);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openDay(page, fecha);
      if (width === 390) {
        await page.getByRole('combobox', { name: 'Profesional' }).click();
        await page.getByRole('option', { name: day.empleado.nombre }).click();
      }
      if (width === 390) {
        await page.getByRole('button', { name: 'Bloquear horario' }).click();
        const modal = page.getByRole('dialog', { name: 'Bloquear horario' });
        await modal.getByLabel('Profesional').selectOption({ label: day.empleado.nombre });
        await modal.getByLabel('Desde').selectOption('13:00');
        await modal.getByLabel('Hasta').selectOption('14:00');
        await modal.getByLabel('Motivo').fill('Almuerzo');
        await modal.getByLabel('Repetir cada semana').check();
        await modal.getByRole('button', { name: 'Bloquear' }).click();
        await expect(page.getByText('Horario bloqueado: 13:00 a 14:00, cada semana.')).toBeVisible();
      }
      const grilla = page.getByRole('region', { name: 'Grilla de turnos' });
      const bloqueo = grilla.getByRole('button', { name: 'Bloqueado de 13:00 a 14:00: Almuerzo' });
      await bloqueo.scrollIntoViewIfNeeded();
      await expect(bloqueo).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`bloqueo-${width}.png`) });
    }

    // Booking over it: the desk is asked first, and books it anyway.
    // The slot says it is blocked.
    await page
      .getByRole('button', { name: `Nuevo turno: ${day.empleado.nombre}, 13:00, bloqueado: Almuerzo`, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo turno' });
    await dialog.getByRole('combobox', { name: 'Cliente' }).fill(day.cliente.nombre.split(' ')[0] ?? '');
    await page.getByRole('option', { name: new RegExp(day.cliente.nombre) }).click();
    await dialog.getByRole('combobox', { name: 'Servicio' }).fill(day.corto.descripcion);
    await page.getByRole('option', { name: day.corto.descripcion }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const aviso = dialog.getByRole('alert').filter({ hasText: 'Antes de guardar' });
    await expect(aviso).toContainText(`${day.empleado.nombre} tiene bloqueado de 13:00 a 14:00: Almuerzo.`);
    await page.screenshot({ path: testInfo.outputPath('bloqueo-aviso-1280.png') });
    await aviso.getByRole('button', { name: 'Guardar igual' }).click();
    await expect(page.getByText(`Turno de ${day.cliente.nombre} guardado: 13:00`)).toBeVisible();

    // Weekly: the next Wednesday is blocked too.
    const semanaQueViene = addDays(fecha, 7);
    const bloqueos = (await (
      await page.request.get(`/api/bloqueos?desde=${semanaQueViene}&hasta=${semanaQueViene}`)
    ).json()) as { idEmpleado: number; motivo: string }[];
    expect(bloqueos.filter((b) => b.idEmpleado === day.empleado.id).map((b) => b.motivo)).toEqual(['Almuerzo']);

    // Tuesday 8 December 2026, a national holiday: every column says so.
    await openDay(page, '2026-12-08');
    await expect(
      page.getByRole('columnheader', { name: new RegExp(`${day.empleado.nombre}.*Feriado: Inmaculada Concepción`) }),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('feriado-1280.png') });
  });
});
