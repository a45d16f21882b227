import { clientaTurnos, drag, freeCell, openDay, setUp } from './agenda-fixtures.ts';
import { apiCreate, expect, test, unique } from './fixtures.ts';

/**
 * A visit of several services from the agenda's modal: a manicure (45 min) and a pedicure
 * (60 min) back to back with the same professional, booked at once; both drawn in the grid, each
 * with its own card; the client cancels and the desk cancels the whole visit.
 */
test.describe('Visita de varios servicios', () => {
  test('manicura y pedicura en una visita desde el modal, y se cancela toda la visita', async ({ page }, testInfo) => {
    const day = await setUp(page);
    const u = unique();
    const mani = await apiCreate<{ id: number; descripcion: string }>(page, '/servicios-base', {
      categoria: `Manos${u}`,
      descripcion: `Manicura ${u}`,
      precio: 12000,
      duracionSugerida: 45,
    });
    const pedi = await apiCreate<{ id: number; descripcion: string }>(page, '/servicios-base', {
      categoria: `Pies${u}`,
      descripcion: `Pedicura ${u}`,
      precio: 15000,
      duracionSugerida: 60,
    });
    const fecha = '2031-09-18';
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDay(page, fecha);

    await page.getByRole('button', { name: `Nuevo turno: ${day.empleado.nombre}, 10:00`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo turno' });
    await dialog.getByRole('combobox', { name: 'Cliente' }).fill(day.cliente.nombre.split(' ')[0] ?? '');
    await page.getByRole('option', { name: new RegExp(day.cliente.nombre) }).click();
    await dialog.getByRole('combobox', { name: 'Servicio', exact: true }).fill(mani.descripcion);
    await page.getByRole('option', { name: mani.descripcion }).click();
    await dialog.getByRole('button', { name: 'Agregar otro servicio' }).click();
    // Saved with the added service empty: it says so, and nothing is sent.
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Elegí el servicio agregado o quitalo.')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Servicio 2', exact: true }).fill(pedi.descripcion);
    await page.getByRole('option', { name: pedi.descripcion }).click();
    await expect(dialog.getByText('Servicio 2 · de 10:45 a 11:45')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('visita-modal-1280.png') });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText(`Visita de ${day.cliente.nombre} guardada: 2 servicios desde las 10:00.`),
    ).toBeVisible();

    const visita = await clientaTurnos(page, fecha, day.cliente.id);
    expect(visita.map((t) => [t.hora, t.duracion, t.idEmpleado, t.costo])).toEqual([
      ['10:00', 45, day.empleado.id, 12000],
      ['10:45', 60, day.empleado.id, 15000],
    ]);
    expect(visita[1]?.idVisita).toBe(visita[0]?.id);
    // Each its own card: the second starts in the 11:00 row.
    const grilla = page.getByRole('region', { name: 'Grilla de turnos' });
    await expect(
      grilla.getByRole('button', { name: new RegExp(`${day.cliente.nombre}.*${mani.descripcion}`) }),
    ).toBeVisible();
    const pedicura = grilla.getByRole('button', { name: new RegExp(`${day.cliente.nombre}.*${pedi.descripcion}`) });
    await expect(pedicura).toBeVisible();
    const fila = await grilla.getByRole('rowheader', { name: '11:00', exact: true }).boundingBox();
    const tarjeta = await pedicura.boundingBox();
    expect(Math.abs((tarjeta?.y ?? 0) - (fila?.y ?? 1000))).toBeLessThan(12);
    await page.screenshot({ path: testInfo.outputPath('visita-grilla-1280.png') });

    await page.setViewportSize({ width: 390, height: 844 });
    await openDay(page, fecha);
    await page.getByRole('combobox', { name: 'Profesional' }).click();
    await page.getByRole('option', { name: day.empleado.nombre }).click();
    await page.screenshot({ path: testInfo.outputPath('visita-grilla-390.png') });
    await page.getByRole('button', { name: `Nuevo turno: ${day.empleado.nombre}, 14:00`, exact: true }).click();
    await dialog.getByRole('button', { name: 'Agregar otro servicio' }).click();
    await dialog.getByLabel('En simultáneo').check();
    await dialog.getByRole('button', { name: 'Agregar otro servicio' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('visita-modal-390.png') });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // She cancels: the desk cancels the whole visit from the attendance menu.
    await page.getByRole('button', { name: new RegExp(`^Asistencia de ${day.cliente.nombre} a las 10:00`) }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Canceló' }).click();
    const pregunta = page.getByRole('dialog', { name: '¿Cancelar toda la visita?' });
    await expect(pregunta).toContainText(`${pedi.descripcion}`);
    await page.screenshot({ path: testInfo.outputPath('visita-cancelar-390.png') });
    await pregunta.getByRole('button', { name: 'Cancelar toda la visita' }).click();
    await expect(page.getByText(`Visita de ${day.cliente.nombre} cancelada: 2 servicios.`)).toBeVisible();
    const despues = await clientaTurnos(page, fecha, day.cliente.id);
    expect(despues.map((t) => t.asistencia)).toEqual(['Canceló', 'Canceló']);
  });

  test("'Canceló' guardado en el modal de un servicio de la visita pregunta por toda la visita", async ({ page }) => {
    const day = await setUp(page);
    const fecha = '2031-09-19';
    const res = await page.request.post('/api/visitas', {
      data: {
        idCliente: day.cliente.id,
        fecha,
        servicios: [
          { idServicio: day.corto.id, idEmpleado: day.empleado.id, hora: '10:00' },
          { idServicio: day.servicio.id, idEmpleado: day.otra.id, simultaneo: true },
        ],
      },
    });
    expect(res.status()).toBe(201);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDay(page, fecha);
    await page
      .getByRole('button', { name: new RegExp(`^Turno de ${day.cliente.nombre} .*${day.corto.descripcion}`) })
      .click();
    const editar = page.getByRole('dialog', { name: 'Editar turno' });
    await expect(editar.getByLabel('Solo este turno')).not.toBeChecked();
    await expect(editar.getByText('El otro servicio de la visita se mueve con este turno.')).toBeVisible();
    await editar.getByText('Canceló', { exact: true }).click();
    await editar.getByRole('button', { name: 'Guardar' }).click();
    const pregunta = editar.getByRole('alert').filter({ hasText: '¿Cancelar toda la visita?' });
    await pregunta.getByRole('button', { name: 'Cancelar toda la visita' }).click();
    await expect(page.getByText(`Visita de ${day.cliente.nombre} cancelada: 2 servicios.`)).toBeVisible();
    const despues = await clientaTurnos(page, fecha, day.cliente.id);
    expect(despues.map((t) => t.asistencia)).toEqual(['Canceló', 'Canceló']);
  });

  test("arrastrar un servicio de la visita mueve la visita y lo dice; 'Solo este turno' deja la visita donde estaba", async ({
    page,
  }, testInfo) => {
    const day = await setUp(page);
    const fecha = '2031-09-22';
    const res = await page.request.post('/api/visitas', {
      data: {
        idCliente: day.cliente.id,
        fecha,
        servicios: [
          { idServicio: day.corto.id, idEmpleado: day.empleado.id, hora: '10:00' },
          { idServicio: day.servicio.id, idEmpleado: day.otra.id },
        ],
      },
    });
    expect(res.status()).toBe(201);
    const visita = async () =>
      (await clientaTurnos(page, fecha, day.cliente.id)).map((t) => [t.hora, t.idEmpleado, t.idServicio]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDay(page, fecha);

    // The retouch (10:00 with Ana) to 12:00: the visit goes with it, two hours later each.
    const retoque = page.getByRole('button', {
      name: new RegExp(`^Turno de ${day.cliente.nombre} .*${day.corto.descripcion}`),
    });
    await drag(page, retoque, freeCell(page, day.empleado.nombre, '12:00'));
    const aviso = page.getByText(
      `Visita de ${day.cliente.nombre} movida con sus 2 servicios. Este turno: 12:00, ${day.empleado.nombre}.`,
    );
    await expect(aviso).toBeVisible();
    await expect.poll(visita).toEqual([
      ['12:00', day.empleado.id, day.corto.id],
      ['12:30', day.otra.id, day.servicio.id],
    ]);
    // The notice slides in: photographed once it is still.
    await page.waitForTimeout(400);
    await page.screenshot({ path: testInfo.outputPath('visita-arrastrada-1280.png') });

    // Only the retouch was meant: the visit back, and the retouch alone at 12:00.
    await page.getByRole('button', { name: 'Solo este turno' }).click();
    await expect(page.getByText(`Turno de ${day.cliente.nombre} movido: 12:00, ${day.empleado.nombre}.`)).toBeVisible();
    await expect.poll(visita).toEqual([
      ['10:30', day.otra.id, day.servicio.id],
      ['12:00', day.empleado.id, day.corto.id],
    ]);
    // The retouch left the visit: each is a visit of its own now.
    const despues = await clientaTurnos(page, fecha, day.cliente.id);
    expect(new Set(despues.map((t) => t.idVisita)).size).toBe(2);
  });
});
