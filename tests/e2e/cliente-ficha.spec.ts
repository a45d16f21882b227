import type { Page } from '@playwright/test';
import { book, freeCell, setUp } from './agenda-fixtures.ts';
import { apiCreate, expect, seriousViolations, test, unique } from './fixtures.ts';

/** Today in the centre's time zone, the day 'Nuevo turno' from a file opens the agenda on. */
function hoyEnElCentro(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());
}

/** A phone no other test uses (the test database is shared), written as people write it. */
function telefonoUnico(): string {
  const n = String(Date.now() % 100_000_000).padStart(8, '0');
  return `11 ${n.slice(0, 4)}-${n.slice(4)}`;
}

async function buscarCliente(page: Page, texto: string) {
  await page.goto('/admin/clientes');
  await page.getByLabel('Buscar por nombre, teléfono o email').fill(texto);
}

test.describe('La ficha del cliente', () => {
  test('se abre desde la lista y desde la agenda; una alergia fijada se ve al dar un turno', async ({ page }) => {
    test.setTimeout(90_000);
    const day = await setUp(page);
    await book(page, day, '2026-01-10', '10:00', { estado: 'Pago parcial', montoAbonado: 4000 });

    // From the list: the phone found by its digits, whatever the spacing.
    await buscarCliente(page, day.cliente.nombre);
    await page.getByRole('link', { name: `Ver ficha de ${day.cliente.nombre}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: day.cliente.nombre })).toBeVisible();
    const resumen = page.getByRole('region', { name: 'Resumen del cliente' });
    await expect(resumen.getByRole('definition').first()).toHaveText('1');
    await expect(page.getByRole('link', { name: `Llamar a ${day.cliente.nombre}` })).toHaveAttribute(
      'href',
      'tel:1123456789',
    );
    await expect(page.getByRole('link', { name: `Escribir por WhatsApp a ${day.cliente.nombre}` })).toHaveAttribute(
      'href',
      'https://wa.me/5491123456789',
    );
    await expect(page.getByRole('table', { name: 'Turnos del cliente' }).getByRole('row').nth(1)).toContainText(
      '10/01/2026',
    );

    // A pinned allergy note, with its author.
    await page.getByLabel('Nueva nota').fill('Alergia al pegamento de cianoacrilato.');
    await page.getByLabel(/^Fijar/).check();
    await page.getByRole('button', { name: 'Agregar nota' }).click();
    const notas = page.getByRole('list', { name: 'Notas del cliente' });
    await expect(notas.getByRole('listitem')).toHaveCount(1);
    await expect(notas).toContainText('Fijada');
    await expect(notas).toContainText('Administración');
    await expect(page.getByLabel('Nueva nota')).toHaveValue('');
    expect(await seriousViolations(page)).toEqual([]);

    // 'Nuevo turno': the agenda, the next free time tapped books for this client.
    await page.getByRole('link', { name: 'Nuevo turno' }).click();
    await expect(page.getByText('Tocá un horario libre de la agenda')).toBeVisible();
    await freeCell(page, day.empleado.nombre, '19:30').click();
    const modal = page.getByRole('dialog', { name: 'Nuevo turno' });
    await expect(modal.getByRole('combobox', { name: 'Cliente' })).toHaveValue(`${day.cliente.nombre} · 11 2345-6789`);
    await expect(modal.getByRole('alert').filter({ hasText: 'Nota fijada' })).toContainText(
      'Alergia al pegamento de cianoacrilato.',
    );
    await modal.getByRole('combobox', { name: 'Servicio' }).fill(day.corto.descripcion);
    await page.getByRole('option', { name: new RegExp(day.corto.descripcion) }).click();
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Tocá un horario libre de la agenda')).toBeHidden();
    const hoy = hoyEnElCentro();
    const res = await page.request.get(`/api/clientes/${day.cliente.id}/turnos`);
    const { turnos } = (await res.json()) as { turnos: { fecha: string; hora: string }[] };
    expect(turnos[0]).toMatchObject({ fecha: hoy, hora: '19:30' });

    // From a booking in the agenda, the client's name leads to the file.
    await page.getByRole('button', { name: new RegExp(`${day.cliente.nombre}.*19:30–20:00$`) }).click();
    await page
      .getByRole('dialog', { name: 'Editar turno' })
      .getByRole('link', { name: `Ver ficha de ${day.cliente.nombre}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: day.cliente.nombre })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/clientes/${day.cliente.id}$`));

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('list', { name: 'Turnos del cliente' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('fusiona dos duplicados: la historia del repetido pasa a la ficha y el repetido queda archivado', async ({
    page,
  }) => {
    const day = await setUp(page);
    const u = unique();
    const telefono = telefonoUnico();
    const marisa = await apiCreate<{ id: number }>(page, '/clientes', {
      nombre: `Marisa${u}`,
      apellido: 'Paseante',
      telefono,
    });
    const repetida = await apiCreate<{ id: number }>(page, '/clientes', {
      nombre: `Marisa${u}`,
      apellido: 'P.',
      telefono: `+54 9 ${telefono}`,
      email: `marisa${u.toLowerCase()}@correo.com.ar`,
    });
    await book(page, day, '2026-02-03', '11:00', { idCliente: repetida.id, estado: 'Debe' });

    // The list points them out (same phone digits) while searching for them.
    await buscarCliente(page, `Marisa${u}`);
    const aviso = page.getByRole('alert').filter({ hasText: 'Posibles clientes duplicados' });
    await expect(aviso).toContainText(`Marisa${u} Paseante`);
    await expect(aviso).toContainText('mismo teléfono');

    await page.goto(`/admin/clientes/${marisa.id}`);
    await page.getByRole('button', { name: 'Fusionar duplicado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fusionar un duplicado en esta ficha' });
    await dialog.getByRole('combobox', { name: 'Cliente duplicado' }).fill(`Marisa${u} P.`);
    await page.getByRole('option', { name: new RegExp(`Marisa${u} P\\.`) }).click();
    await dialog.getByRole('button', { name: 'Fusionar' }).click();
    await expect(dialog).toBeHidden();
    // Two clients of one name, told apart by their phones.
    await expect(
      page.getByText(`Marisa${u} P. (+54 9 ${telefono}) se fusionó en Marisa${u} Paseante (${telefono}).`),
    ).toBeVisible();
    // The appointment and the e-mail the file lacked came with it.
    await expect(page.getByRole('table', { name: 'Turnos del cliente' })).toContainText('03/02/2026');
    await expect(page.getByRole('link', { name: `marisa${u.toLowerCase()}@correo.com.ar` })).toBeVisible();

    await page.goto(`/admin/clientes/${repetida.id}`);
    await expect(page.getByText('Archivado')).toBeVisible();
    await page.getByRole('link', { name: 'Fusionado: ver la ficha que lo reemplaza' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Marisa${u} Paseante` })).toBeVisible();
    await buscarCliente(page, `Marisa${u}`);
    await expect(page.getByRole('table', { name: 'Clientes' }).getByRole('row')).toHaveCount(2);
  });

  test('borra los datos personales de un cliente a su pedido y conserva sus turnos y pagos', async ({ page }) => {
    const day = await setUp(page);
    await book(page, day, '2026-03-05', '09:00', { estado: 'Pagado' });
    await page.goto(`/admin/clientes/${day.cliente.id}`);
    await page.getByLabel('Nueva nota').fill('Prefiere los martes.');
    await page.getByRole('button', { name: 'Agregar nota' }).click();
    await expect(page.getByRole('list', { name: 'Notas del cliente' }).getByRole('listitem')).toHaveCount(1);

    await page.getByRole('button', { name: 'Borrar datos personales' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Borrar los datos personales de este cliente?' });
    await dialog.getByRole('button', { name: 'Borrar datos' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Cliente borrado' })).toBeVisible();
    await expect(page.getByText('Datos personales borrados')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Notas' })).toHaveCount(0);
    const turnos = page.getByRole('table', { name: 'Turnos del cliente' });
    await expect(turnos).toContainText('05/03/2026');
    await expect(turnos).toContainText('$ 10.000,00');
    const res = await page.request.get(`/api/clientes/${day.cliente.id}/notas`);
    expect(await res.json()).toEqual([]);
  });

  test('al borrar los datos de un cliente con turnos por venir, avisa cuántos y cuándo y ofrece cancelarlos', async ({
    page,
  }) => {
    const day = await setUp(page);
    const hoy = hoyEnElCentro();
    // Two bookings a week and two weeks ahead, and one already past.
    const enDias = (n: number) => new Date(Date.parse(`${hoy}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    await book(page, day, '2026-03-05', '09:00', { estado: 'Pagado' });
    const primero = await book(page, day, enDias(7), '10:00', { estado: 'Debe' });
    const segundo = await book(page, day, enDias(14), '11:00', { estado: 'Debe' });

    await page.goto(`/admin/clientes/${day.cliente.id}`);
    await page.getByRole('button', { name: 'Borrar datos personales' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Borrar los datos personales de este cliente?' });
    const dia = new Intl.DateTimeFormat('es-AR', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${enDias(7)}T12:00:00Z`),
    );
    const [, mes, d] = enDias(7).split('-');
    await expect(dialog).toContainText(`Tiene 2 turnos por venir; el primero, el ${dia} ${d}/${mes} a las 10:00.`);
    await expect(dialog.getByRole('radio', { name: 'Cancelarlos (sus horarios quedan libres)' })).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Borrar datos' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Cliente borrado' })).toBeVisible();

    const res = await page.request.get(`/api/clientes/${day.cliente.id}/turnos`);
    const { turnos } = (await res.json()) as { turnos: { id: number; asistencia: string }[] };
    const asistencia = (id: number) => turnos.find((x) => x.id === id)?.asistencia;
    expect([asistencia(primero.id), asistencia(segundo.id)]).toEqual(['Canceló', 'Canceló']);
    expect(turnos.filter((x) => x.asistencia !== 'Canceló')).toHaveLength(1);
  });
});
