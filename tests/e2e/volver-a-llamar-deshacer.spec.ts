import type { Page } from '@playwright/test';
import { addDays } from '#shared/domain/dates.ts';
import type { VolverALlamar } from '#shared/schemas/recordatorio.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { apiCreate, expect, loginAsAdmin, openSection, test, unique } from './fixtures.ts';

const lista = (page: Page) => page.getByRole('list', { name: 'Para volver a llamar' });

async function pendientes(page: Page): Promise<VolverALlamar[]> {
  return (await (await page.request.get('/api/recordatorios/volver-a-llamar')).json()) as VolverALlamar[];
}

test('Para volver a llamar: una llamada marcada por error se deshace desde el aviso, y la clienta vuelve a la lista', async ({
  page,
}) => {
  await loginAsAdmin(page);
  // Names of this test alone: the test database is shared by the whole run.
  const u = unique();
  const empleado = await apiCreate<{ id: number }>(page, '/empleados', { nombre: 'Rita', apellido: `Deshacer${u}` });
  const servicio = await apiCreate<{ id: number }>(page, '/servicios-base', {
    categoria: `Pies${u}`,
    descripcion: `Pedicura ${u}`,
    precio: 12000,
    duracionSugerida: 45,
    repetirCadaDias: 28,
  });
  const sol = await apiCreate<{ id: number }>(page, '/clientes', {
    nombre: `Sol${u}`,
    apellido: 'Prueba',
    telefono: '11 2345-6789',
  });
  // Her last visit 40 days ago (the centre's today), nothing booked since.
  const { hoy } = (await (await page.request.get('/api/centro')).json()) as { hoy: string };
  const visita = await apiCreate<Turno>(page, '/turnos', {
    idCliente: sol.id,
    idEmpleado: empleado.id,
    idServicio: servicio.id,
    fecha: addDays(hoy, -40),
    hora: '10:00',
    duracion: 45,
    costo: 12000,
    estado: 'Pagado',
    montoAbonado: null,
    asistencia: 'Asistió',
  });

  await openSection(page, 'Recordatorios');
  const tarjeta = lista(page)
    .getByRole('listitem')
    .filter({ hasText: `Sol${u}` });
  await expect(tarjeta).toBeVisible();

  // The message offers the booking page at the address the server gives (the site's), not this
  // desk's: while online booking is on (another journey may switch it), with the service chosen.
  const { reservarUrl } = (await pendientes(page)).find((v) => v.idTurno === visita.id) ?? {};
  const whatsapp = tarjeta.getByRole('link', { name: `Escribir por WhatsApp a Sol${u} Prueba` });
  const texto = new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
  if (reservarUrl !== null && reservarUrl !== undefined) {
    expect(reservarUrl).toMatch(new RegExp(`/reservar\\?servicio=${servicio.id}$`));
    expect(texto).toContain(`en ${reservarUrl} o, si preferís`);
  } else {
    expect(texto).not.toContain('/reservar');
  }

  await tarjeta.getByRole('button', { name: `Marcar como llamada: Sol${u} Prueba` }).click();
  await expect(tarjeta).toHaveCount(0);
  const aviso = page.getByRole('alert').filter({ hasText: `Llamada a Sol${u} Prueba marcada.` });
  await expect(aviso).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('llamada-marcada.png') });

  // A mistake: 'Deshacer' takes the mark away, and she is back in the list, here and on the server.
  await aviso.getByRole('button', { name: `Deshacer la llamada a Sol${u} Prueba` }).click();
  await expect(aviso).toHaveCount(0);
  await expect(tarjeta).toBeVisible();
  expect((await pendientes(page)).map((v) => v.idTurno)).toContain(visita.id);

  // Undone twice (another desk first): the server says there is nothing to undo.
  const otra = await page.request.delete(`/api/recordatorios/volver-a-llamar/${visita.id}`);
  expect(otra.status()).toBe(404);
  expect(await otra.json()).toEqual({
    error: 'Esa visita no tiene una llamada marcada: no hay nada que deshacer.',
    code: 'llamado_no_marcado',
  });

  // Marked again for good.
  await tarjeta.getByRole('button', { name: `Marcar como llamada: Sol${u} Prueba` }).click();
  await expect(tarjeta).toHaveCount(0);
  expect((await pendientes(page)).map((v) => v.idTurno)).not.toContain(visita.id);
});
