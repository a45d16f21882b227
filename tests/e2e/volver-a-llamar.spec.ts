import type { Page } from '@playwright/test';
import { addDays, formatFecha } from '#shared/domain/dates.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { apiCreate, expect, loginAsAdmin, openSection, test, unique } from './fixtures.ts';

const lista = (page: Page) => page.getByRole('list', { name: 'Para volver a llamar' });

test.describe('Recordatorios: para volver a llamar', () => {
  test('una clienta cuya última visita pasó los días del servicio aparece para volver a llamar, y se marca como llamada', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    // Names of this test alone: the test database is shared by the whole run.
    const u = unique();
    const empleado = await apiCreate<{ id: number }>(page, '/empleados', {
      nombre: 'Rita',
      apellido: `Llamados${u}`,
      porcentajeGanancia: 50,
    });
    const servicio = await apiCreate<{ id: number }>(page, '/servicios-base', {
      categoria: `Manos${u}`,
      descripcion: `Semi ${u}`,
      precio: 10000,
      duracionSugerida: 30,
    });
    const luz = await apiCreate<{ id: number }>(page, '/clientes', {
      nombre: `Luz${u}`,
      apellido: 'Prueba',
      telefono: '11 2345-6789',
    });

    // The owner says the service is usually repeated every 21 days. (The page is loaded anew:
    // the panel read the services when it opened, before this one was made.)
    await page.goto('/admin/servicios');
    await expect(page.getByRole('heading', { name: 'Servicios', level: 1 })).toBeVisible();
    const fila = page
      .getByRole('table', { name: 'Servicios' })
      .getByRole('row')
      .filter({ hasText: `Semi ${u}` });
    await fila.getByRole('button', { name: 'Editar' }).click();
    const editar = page.getByRole('dialog', { name: 'Editar servicio' });
    await expect(editar.getByLabel('Repetir cada (días)')).toHaveValue('');
    await editar.getByLabel('Repetir cada (días)').fill('21');
    await editar.getByRole('button', { name: 'Guardar' }).click();
    await expect(editar).toBeHidden();
    await expect(fila).toContainText('Se repite cada 21 días');

    // Luz came 30 days ago (the centre's today, not this machine's) and has nothing booked since.
    const { hoy } = (await (await page.request.get('/api/centro')).json()) as { hoy: string };
    const fecha = addDays(hoy, -30);
    const visita = await apiCreate<Turno>(page, '/turnos', {
      idCliente: luz.id,
      idEmpleado: empleado.id,
      idServicio: servicio.id,
      fecha,
      hora: '10:00',
      duracion: 30,
      costo: 10000,
      estado: 'Pagado',
      montoAbonado: null,
      asistencia: 'Asistió',
    });

    await openSection(page, 'Recordatorios');
    await expect(page.getByRole('heading', { name: 'Para volver a llamar', level: 2 })).toBeVisible();
    const tarjeta = lista(page)
      .getByRole('listitem')
      .filter({ hasText: `Luz${u}` });
    await expect(tarjeta).toContainText('11 2345-6789');
    await expect(tarjeta).toContainText(
      `Semi ${u} · última visita el ${formatFecha(fecha)}, hace 30 días (se repite cada 21 días)`,
    );
    await expect(tarjeta.getByRole('link', { name: `Luz${u} Prueba`, exact: true })).toHaveAttribute(
      'href',
      `/admin/clientes/${luz.id}`,
    );

    // The message greets her by her first name, names the service and the visit, and offers the
    // booking page with the service chosen while online booking is on (another journey may switch it).
    const whatsapp = tarjeta.getByRole('link', { name: `Escribir por WhatsApp a Luz${u} Prueba` });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const link = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(link.origin + link.pathname).toBe('https://wa.me/5491123456789');
    const texto = link.searchParams.get('text') ?? '';
    expect(texto).toContain(`Hola Luz${u}, ¿cómo estás?`);
    expect(texto).toContain(`tu último turno de Semi ${u} fue el ${formatFecha(fecha)}`);
    if (texto.includes('/reservar')) {
      expect(texto).toContain(`en ${new URL(page.url()).origin}/reservar?servicio=${servicio.id} o, si preferís`);
    } else {
      expect(texto).toContain('Si querés, respondenos por acá y te buscamos un horario.');
    }

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await tarjeta.scrollIntoViewIfNeeded();
      await expect(tarjeta.getByRole('button', { name: `Marcar como llamada: Luz${u} Prueba` })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`volver-a-llamar-${width}.png`), fullPage: true });
    }

    await tarjeta.getByRole('button', { name: `Marcar como llamada: Luz${u} Prueba` }).click();
    await expect(tarjeta).toHaveCount(0);
    // Kept on the server: gone after a reload too, for that visit.
    await page.reload();
    // Loaded (the list of others, or none), and she is not in it.
    await expect(lista(page).or(page.getByText('No hay clientes para volver a llamar.'))).toBeVisible();
    await expect(page.getByText(`Luz${u}`)).toHaveCount(0);
    const quedan = (await (await page.request.get('/api/recordatorios/volver-a-llamar')).json()) as {
      idTurno: number;
    }[];
    expect(quedan.map((v) => v.idTurno)).not.toContain(visita.id);
  });
});
