import type { Page } from '@playwright/test';
import type { Producto } from '#shared/schemas/producto.ts';
import { book, openDay, setUp } from './agenda-fixtures.ts';
import { apiCreate, expect, seriousViolations, test } from './fixtures.ts';

/**
 * The visit's ticket, as the desk charges it (decision 036), with numbers worked by hand: Clara's
 * 'Esmaltado' ($ 10.000, a booking that owes), 2 bottles of polish at $ 2.500 (5 in stock), a
 * $ 1.000 tip for Ana and 10 % off the ticket: 15.000 − 1.500 (1.000 from the service, 500 from
 * the polish) + 1.000 = $ 14.500, paid $ 5.000 by debit and $ 9.500 in cash out of $ 10.000:
 * change $ 500. The booking ends 'Pagado' at $ 9.000; the catalogue's price stays $ 10.000.
 */
async function producto(page: Page, codigo: string) {
  return apiCreate<Producto>(page, '/productos', {
    nombre: `Esmalte ${codigo.slice(-4)}`,
    marca: 'Masglo',
    codigo,
    precio: 2500,
    stock: 5,
  });
}

test.describe('Ticket: la recepcionista cobra la visita', () => {
  test('desde el turno: servicio, productos por código, propina, descuento y pago en dos medios con vuelto', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const day = await setUp(page);
    const codigo = `779${String(Date.now()).slice(-10)}`;
    const esmalte = await producto(page, codigo);
    const fecha = '2031-06-10';
    await book(page, day, fecha, '10:00', { estado: 'Debe' });

    await openDay(page, fecha);
    await page.getByRole('button', { name: new RegExp(`^Turno de ${day.cliente.nombre} `) }).click();
    const modal = page.getByRole('dialog', { name: 'Editar turno' });
    // The price field says where a discount goes, and what a price typed there would do to the catalogue.
    await expect(modal).toContainText('Los descuentos se hacen al cobrar, en el ticket.');
    await modal.getByLabel('Costo').fill('10');
    await expect(modal.getByRole('status').filter({ hasText: 'Al guardar' })).toHaveText(
      `Al guardar, ${day.servicio.descripcion} pasa a costar $ 10,00 y a durar 60 min en los turnos nuevos y en las reservas online. Para un descuento solo a este cliente, dejá el precio del servicio y usá Cobrar.`,
    );
    await modal.getByLabel('Costo').fill('10000');
    await expect(modal.getByRole('status').filter({ hasText: 'Al guardar' })).toHaveCount(0);
    await modal.getByRole('link', { name: 'Cobrar' }).click();
    await expect(page.getByRole('heading', { name: 'Nuevo ticket', level: 1 })).toBeVisible();
    const lineas = page.getByRole('group', { name: 'Líneas del ticket' });
    await expect(lineas).toContainText(day.servicio.descripcion);

    await page.getByRole('button', { name: 'Producto' }).click();
    const agregar = page.getByRole('dialog', { name: 'Agregar producto' });
    await agregar.getByLabel('Cantidad').fill('2');
    await agregar.getByLabel('Buscar producto').fill(codigo);
    await expect(agregar.getByRole('list', { name: 'Productos encontrados' })).toContainText(esmalte.nombre);
    // As a barcode scanner does: the code, then Enter.
    await agregar.getByLabel('Buscar producto').press('Enter');
    await expect(lineas).toContainText(`${esmalte.nombre} · Masglo`);
    await expect(lineas).toContainText('2 × $ 2.500,00');

    await page.getByRole('button', { name: 'Propina' }).click();
    const propina = page.getByRole('dialog', { name: 'Propina' });
    await propina.getByLabel('Profesional').click();
    await page.getByRole('option', { name: day.empleado.nombre }).click();
    await propina.getByLabel('Monto').fill('1000');
    await propina.getByRole('button', { name: 'Agregar' }).click();

    // Most visits have no discount: its fields open on asking.
    await page.getByRole('button', { name: 'Descuento', exact: true }).click();
    await page.getByRole('textbox', { name: 'Descuento' }).fill('10');
    await page.getByLabel('Motivo').fill('Clienta frecuente');
    await expect(page.getByText('$ 14.500,00').first()).toBeVisible();

    await page.getByRole('button', { name: 'Otro medio' }).click();
    await page.getByLabel('Medio de pago 2').selectOption('Débito');
    await page.getByLabel('Monto').nth(1).fill('5000');
    await expect(page.getByLabel('Monto').first()).toHaveValue('$ 9.500');
    await page.getByLabel('Entregado').fill('10000');
    await expect(page.getByText('Vuelto: $ 500,00')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^Ticket N° \d{6}$/, level: 1 })).toBeVisible();
    await expect(page.getByText('Vuelto: $ 500,00.')).toBeVisible();
    await expect(page.getByText('Saldo').locator('..')).toContainText('$ 0,00');
    await expect(page.getByRole('table')).toContainText('$ 9.500,00');
    await expect(page.getByRole('table')).toContainText('$ 5.000,00');
    // The change stays with its payment, beyond the toast.
    await expect(page.getByRole('table')).toContainText('Entregado $ 10.000,00 · Vuelto $ 500,00');
    expect(await seriousViolations(page)).toEqual([]);

    // The stock, the booking and the catalogue, as the rest of the panel reads them.
    const productos = (await (await page.request.get(`/api/productos?q=${codigo}`)).json()) as Producto[];
    expect(productos.find((p) => p.id === esmalte.id)?.stock).toBe(3);
    const turnos = (await (await page.request.get(`/api/turnos?desde=${fecha}&hasta=${fecha}`)).json()) as {
      idCliente: number;
      costo: number;
      estado: string;
    }[];
    expect(turnos.find((t) => t.idCliente === day.cliente.id)).toMatchObject({ costo: 9000, estado: 'Pagado' });
    const servicios = (await (await page.request.get('/api/servicios-base')).json()) as {
      id: number;
      precio: number;
    }[];
    expect(servicios.find((s) => s.id === day.servicio.id)?.precio).toBe(10000);

    // Caja shows the tip apart, as Ana's (the other worker's tips are there too: only hers is read).
    const ticketUrl = page.url();
    await page.goto('/admin/caja');
    const propinas = page.getByRole('region', { name: 'Propinas' });
    await expect(propinas.getByText(day.empleado.nombre).locator('..')).toContainText('$ 1.000,00');
    await page.goto(ticketUrl);

    // Charged by mistake: the owner annuls it, with a reason. The money goes back today in the
    // methods it came in, the polish returns to the shelf, the booking owes its $ 10.000 again.
    await page.getByRole('button', { name: 'Anular' }).click();
    const anular = page.getByRole('dialog', { name: /^¿Anular el Ticket N° \d{6}\?$/ });
    await expect(anular).toContainText(
      'Se registra la devolución de $ 14.500,00 con fecha de hoy (Efectivo $ 9.500,00 · Débito $ 5.000,00).',
    );
    await anular.getByRole('button', { name: 'Anular ticket' }).click();
    await expect(anular.getByText('Escribí el motivo de la anulación.')).toBeVisible();
    await anular.getByLabel('Motivo de la anulación').fill('Cobrado dos veces');
    expect(await seriousViolations(page)).toEqual([]);
    await anular.getByRole('button', { name: 'Anular ticket' }).click();
    await expect(anular).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Ticket anulado' })).toContainText(
      'por Administración. Motivo: Cobrado dos veces',
    );
    await expect(page.getByText('Saldo').locator('..')).toContainText('$ 0,00');
    await expect(page.getByRole('table')).toContainText('-$ 9.500,00');
    await expect(page.getByRole('table')).toContainText('-$ 5.000,00');
    // Nothing more is charged on it, and it is annulled once.
    await expect(page.getByRole('button', { name: 'Cobrar', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Producto' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Anular' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    const despues = (await (await page.request.get(`/api/productos?q=${codigo}`)).json()) as Producto[];
    expect(despues.find((p) => p.id === esmalte.id)?.stock).toBe(5);
    const turnosDespues = (await (await page.request.get(`/api/turnos?desde=${fecha}&hasta=${fecha}`)).json()) as {
      idCliente: number;
      costo: number;
      estado: string;
    }[];
    expect(turnosDespues.find((t) => t.idCliente === day.cliente.id)).toMatchObject({ costo: 10000, estado: 'Debe' });
  });

  test('en un teléfono: un turno pagado desde su formulario abre su ticket y suma lo que falta', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const day = await setUp(page);
    const turno = await book(page, day, '2031-06-11', '11:00', { estado: 'Pagado', medioPago: 'Efectivo' });
    await page.goto(`/admin/cobrar/${turno.id}`);
    // The booking already has its ticket (paid from its form): 'Cobrar' opens it.
    await expect(page.getByRole('heading', { name: /^Ticket N° \d{6}$/, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/ventas\/\d+$/);
    await page.getByRole('button', { name: 'Propina' }).click();
    const propina = page.getByRole('dialog', { name: 'Propina' });
    await propina.getByLabel('Profesional').click();
    await page.getByRole('option', { name: day.empleado.nombre }).click();
    await propina.getByLabel('Monto').fill('1500');
    await propina.getByRole('button', { name: 'Agregar' }).click();
    await page.getByLabel('Medio de pago').selectOption('Mercado Pago');
    await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
    await expect(page.getByText(`Saldo: $ 0,00.`)).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Mercado Pago');
    await expect(page.getByRole('table')).toContainText('$ 1.500,00');
    const sides = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(sides).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('desde la ficha de la clienta: un turno que debe se cobra en su ticket', async ({ page }) => {
    test.setTimeout(60_000);
    const day = await setUp(page);
    await book(page, day, '2031-06-12', '15:00', { estado: 'Debe' });
    await page.goto(`/admin/clientes/${day.cliente.id}`);
    const cobrar = page.getByRole('link', { name: 'Cobrar el turno del 12/06/2031 a las 15:00' });
    await cobrar.click();
    await expect(page.getByRole('heading', { name: 'Nuevo ticket', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Líneas del ticket' })).toContainText(day.servicio.descripcion);
    await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^Ticket N° \d{6}$/, level: 1 })).toBeVisible();
    // Paid, it owes nothing: the file offers no more 'Cobrar' for it.
    await page.goto(`/admin/clientes/${day.cliente.id}`);
    await expect(page.getByRole('table', { name: 'Turnos del cliente' })).toContainText('Efectivo');
    await expect(cobrar).toHaveCount(0);
  });

  test('desde la tarjeta de la agenda, y su comprobante: WhatsApp con el detalle, PDF e impreso en A4 y en 80 mm', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const day = await setUp(page);
    const fecha = '2031-06-13';
    await book(page, day, fecha, '10:00', { estado: 'Debe' });
    await openDay(page, fecha);
    // The card's menu charges without opening the booking.
    await page.getByRole('button', { name: new RegExp(`^Asistencia de ${day.cliente.nombre} a las 10:00`) }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Cobrar' }).click();
    await expect(page.getByRole('heading', { name: 'Nuevo ticket', level: 1 })).toBeVisible();
    // A birthday: 10 % off this service on this ticket; the catalogue keeps its $ 10.000.
    await page.getByRole('button', { name: `Descuento de ${day.servicio.descripcion}` }).click();
    const linea = page.getByRole('dialog', { name: `Descuento: ${day.servicio.descripcion}` });
    await linea.getByLabel('Descuento de la línea').fill('10');
    await linea.getByLabel('Motivo').fill('Cumpleaños');
    await linea.getByRole('button', { name: 'Aplicar' }).click();
    const lineas = page.getByRole('group', { name: 'Líneas del ticket' });
    await expect(lineas).toContainText('Descuento 10 % (Cumpleaños)');
    await expect(lineas).toContainText('$ 9.000,00');
    await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
    const titulo = page.getByRole('heading', { name: /^Ticket N° \d{6}$/, level: 1 });
    await expect(titulo).toBeVisible();
    const numero = ((await titulo.textContent()) ?? '').slice(-6);

    const comprobante = page.getByRole('region', { name: 'Comprobante' });
    await expect(comprobante).toContainText('Comprobante no válido como factura.');
    // WhatsApp to her number, with the detail written.
    const wa = new URL(
      (await comprobante.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href')) ?? '',
    );
    expect(`${wa.origin}${wa.pathname}`).toBe('https://wa.me/5491123456789');
    const texto = wa.searchParams.get('text') ?? '';
    expect(texto).toContain(`Ticket N° ${numero} · 13/06/2031`);
    expect(texto).toContain(`${day.servicio.descripcion}`);
    // The line says who did it.
    expect(texto).toContain(
      `${day.servicio.descripcion} · ${day.empleado.nombre} · Descuento 10 % (Cumpleaños): $ 10.000,00`,
    );
    expect(texto).toContain('Descuentos: − $ 1.000,00');
    expect(texto).toContain('*Total: $ 9.000,00*');
    expect(texto).toContain('Efectivo: $ 9.000,00');
    const servicios = (await (await page.request.get('/api/servicios-base')).json()) as {
      id: number;
      precio: number;
    }[];
    expect(servicios.find((s) => s.id === day.servicio.id)?.precio).toBe(10000);
    expect(texto.endsWith('Comprobante no válido como factura.')).toBe(true);

    // The PDF, as 'Descargar PDF' asks for it.
    const pdfHref = (await comprobante.getByRole('link', { name: 'Descargar PDF' }).getAttribute('href')) ?? '';
    const pdf = await page.request.get(pdfHref);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="ticket-${numero}.pdf"`);
    await page.screenshot({ path: test.info().outputPath('ticket-1280.png'), fullPage: true });

    // Printed: only the receipt goes on paper, on a sheet and on the roll.
    const impreso = page.locator('.comprobante-impreso');
    await expect(impreso).toHaveCount(0);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    await expect(impreso).toBeVisible();
    await expect(impreso).toContainText(`Ticket N° ${numero}`);
    await expect(impreso).toContainText('Comprobante no válido como factura.');
    await expect(page.getByRole('navigation').first()).toBeHidden();
    await page.pdf({ path: test.info().outputPath('comprobante-a4.pdf'), preferCSSPageSize: true });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.emulateMedia({ media: 'screen' });
    await expect(impreso).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await comprobante.getByText('80 mm').click();
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    await expect(impreso).toHaveAttribute('data-papel', '80mm');
    const ancho = await impreso.evaluate((e) => e.getBoundingClientRect().width);
    // 72 mm of print at 96 px per inch.
    expect(Math.round(ancho)).toBe(272);
    await page.pdf({ path: test.info().outputPath('comprobante-80mm.pdf'), preferCSSPageSize: true });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.emulateMedia({ media: 'screen' });
    await page.screenshot({ path: test.info().outputPath('ticket-390.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('desde Deudores: se cobra una parte, y el saldo queda en su ficha y en los tickets del historial', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const day = await setUp(page);
    // Past, and larger than any other test's debt: first in the list.
    await book(page, day, '2026-11-02', '10:00', { estado: 'Debe', costo: 987654 });
    await page.goto('/admin/deudores');
    await page.getByRole('link', { name: `Cobrar a ${day.cliente.nombre} el turno del 02/11/2026` }).click();
    await expect(page.getByRole('heading', { name: 'Nuevo ticket', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Líneas del ticket' })).toContainText('$ 987.654,00');
    await page.getByLabel('Monto').first().fill('400000');
    await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
    const titulo = page.getByRole('heading', { name: /^Ticket N° \d{6}$/, level: 1 });
    await expect(titulo).toBeVisible();
    const numero = ((await titulo.textContent()) ?? '').slice(-6);
    await expect(page.getByText('Saldo', { exact: true }).locator('..')).toContainText('$ 587.654,00');

    // Her file: the ticket, what was charged, her balance.
    await page.goto(`/admin/clientes/${day.cliente.id}`);
    const tickets = page.getByRole('region', { name: 'Tickets' });
    await expect(tickets).toContainText('1 ticket · Saldo: $ 587.654,00');
    const fila = page.getByRole('table', { name: 'Tickets' }).getByRole('row', { name: new RegExp(numero) });
    await expect(fila).toContainText(day.servicio.descripcion);
    await expect(fila).toContainText('$ 400.000,00');
    await expect(fila).toContainText('Efectivo');
    await page.screenshot({ path: test.info().outputPath('ficha-1280.png'), fullPage: true });

    // The history's tickets of that day, with the client.
    await page.goto('/admin/historial?desde=2026-11-02&hasta=2026-11-02');
    const delRango = page.getByRole('table', { name: 'Tickets' }).getByRole('row', { name: new RegExp(numero) });
    await expect(delRango).toContainText(day.cliente.nombre);
    await expect(delRango).toContainText('$ 587.654,00');
    await delRango.getByRole('link', { name: `N° ${numero}` }).click();
    await expect(titulo).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/clientes/${day.cliente.id}`);
    await expect(page.getByRole('list', { name: 'Tickets' })).toContainText(day.servicio.descripcion);
    await page.screenshot({ path: test.info().outputPath('ficha-390.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('un ticket abierto cambia su descuento, nunca por debajo de lo ya pagado', async ({ page }) => {
    test.setTimeout(60_000);
    const day = await setUp(page);
    // Clara's $ 10.000 booking, $ 4.000 paid. 10 % off afterwards: 9.000, owing 5.000. 70 % off
    // would leave 3.000, under the 4.000 paid: refused before it is sent.
    const turno = await book(page, day, '2031-06-14', '10:00', { estado: 'Debe' });
    const res = await page.request.post('/api/ventas', {
      data: {
        idCliente: day.cliente.id,
        fecha: '2031-06-14',
        lineas: [{ tipo: 'servicio', idTurno: turno.id }],
        pagos: [{ medioPago: 'Efectivo', monto: 4000 }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    await page.goto(`/admin/ventas/${id}`);
    await page.getByRole('button', { name: 'Descuento', exact: true }).click();
    await page.getByRole('textbox', { name: 'Descuento' }).fill('70');
    await expect(page.getByRole('alert').filter({ hasText: 'por debajo de lo que ya se pagó' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cobrar', exact: true })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Descuento' }).fill('10');
    await page.getByLabel('Motivo').fill('Reclamo');
    await expect(page.getByText('Saldo', { exact: true }).locator('..')).toContainText('$ 5.000,00');
    // Only the discount this time: nothing more is paid now.
    await page.getByLabel('Monto').first().fill('0');
    await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
    await expect(page.getByText('Descuento 10 % (Reclamo)')).toBeVisible();
    await expect(page.getByText('Saldo', { exact: true }).locator('..')).toContainText('$ 5.000,00');
    const venta = (await (await page.request.get(`/api/ventas/${id}`)).json()) as { total: number; saldo: number };
    expect(venta).toMatchObject({ total: 9000, saldo: 5000 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
