import type { Page } from '@playwright/test';
import jsqr from 'jsqr';
import sharp from 'sharp';
import { book, setUp } from './agenda-fixtures.ts';
import { expect, seriousViolations, test } from './fixtures.ts';

/**
 * A gift card sold and spent at the desk (decision 044), with numbers worked by hand: Clara's
 * $ 10.000 service and a $ 30.000 card for Berta on one ticket, $ 40.000 by transfer; the card's
 * code on the ticket; on her next visit the $ 10.000 is paid with the card, typed as read aloud,
 * which then has $ 20.000 left. The card itself (decision 045): its picture, whose QR is read back
 * and opens the balance page, its PDF and its WhatsApp message.
 */
async function cobrarTurno(page: Page, id: number) {
  await page.goto(`/admin/cobrar/${id}`);
  await expect(page.getByRole('heading', { name: 'Nuevo ticket', level: 1 })).toBeVisible();
}

/** The address in a downloaded picture's QR code: its pixels read with sharp, the code found by jsQR. */
async function qrDeLaImagen(archivo: string): Promise<string | null> {
  const { data, info } = await sharp(archivo).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  // A CommonJS package typed as an ES module: its function is `default`.
  const qr = jsqr.default(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return qr?.data ?? null;
}

test.describe('Gift cards en el ticket', () => {
  test('se vende con un servicio, se ve su código y paga la visita siguiente', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const day = await setUp(page);
    const primera = await book(page, day, '2031-07-01', '10:00', { estado: 'Debe' });
    const segunda = await book(page, day, '2031-07-08', '10:00', { estado: 'Debe' });

    await cobrarTurno(page, primera.id);
    await page.getByRole('button', { name: 'Gift card' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Gift card' });
    await dialogo.getByRole('button', { name: 'Agregar' }).click();
    await expect(dialogo.getByRole('alert')).toHaveText('Escribí el valor de la gift card.');
    await dialogo.getByRole('textbox', { name: 'Valor' }).fill('30000');
    await dialogo.getByLabel('Para').fill('Berta');
    await dialogo.getByLabel('Mensaje').fill('¡Feliz cumple!');
    await dialogo.getByRole('button', { name: 'Agregar' }).click();
    const lineas = page.getByRole('group', { name: 'Líneas del ticket' });
    await expect(lineas).toContainText('Gift card $ 30.000,00');
    await expect(page.getByText('$ 40.000,00').first()).toBeVisible();
    await page.getByLabel('Medio de pago').selectOption('Transferencia');
    await page.getByLabel('Monto').fill('40000');
    await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^Ticket N° \d{6}$/, level: 1 })).toBeVisible();
    const vendida = page.getByRole('region', { name: 'Gift card vendida' });
    await expect(vendida).toContainText(/Válida hasta el \d{2}\/\d{2}\/\d{4}/);
    const codigo = (await vendida.locator('p').first().textContent()) ?? '';
    expect(codigo).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{2}$/);
    const plano = codigo.replaceAll('-', '');
    // Its balance page, on this site, with the code as the ticket shows it.
    const enlace = new URL(`/giftcard?codigo=${codigo}`, page.url()).href;

    // The WhatsApp message: for Berta, its worth, the message, the code and the balance link.
    const whatsapp = vendida.getByRole('link', { name: 'Enviar por WhatsApp' });
    const href = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    const mensaje = href.searchParams.get('text') ?? '';
    for (const parte of ['¡Hola, Berta!', '$ 30.000,00', '“¡Feliz cumple!”', `Código: *${codigo}*`]) {
      expect(mensaje).toContain(parte);
    }
    expect(mensaje).toContain(`Consultá el saldo: ${enlace}`);
    expect(await seriousViolations(page)).toEqual([]);

    // Its PDF, drawn by the server.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      vendida.getByRole('link', { name: 'Descargar PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`giftcard-${plano}.pdf`);
    await pdf.saveAs(testInfo.outputPath('giftcard-tarjeta.pdf'));

    // Its picture, drawn in the browser, on a phone and on a desk: the QR read back from its pixels.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(vendida).toContainText(codigo);
      await expect(vendida.getByRole('button', { name: 'Descargar imagen' })).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: testInfo.outputPath(`ticket-giftcard-${width}.png`), fullPage: true });
      const [imagen] = await Promise.all([
        page.waitForEvent('download'),
        vendida.getByRole('button', { name: 'Descargar imagen' }).click(),
      ]);
      expect(imagen.suggestedFilename()).toBe(`giftcard-${plano}.png`);
      const archivo = testInfo.outputPath(`giftcard-tarjeta-${width}.png`);
      await imagen.saveAs(archivo);
      expect(await sharp(archivo).metadata()).toMatchObject({ format: 'png', width: 1286, height: 836 });
      expect(await qrDeLaImagen(archivo)).toBe(enlace);
    }

    // The next visit, paid with the card: its code typed in lower case, without dashes.
    await cobrarTurno(page, segunda.id);
    await page.getByLabel('Medio de pago').selectOption('Gift card');
    await page.getByLabel('Código de la gift card').fill(codigo.replaceAll('-', '').toLowerCase());
    await page.getByLabel('Monto').fill('10000');
    await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^Ticket N° \d{6}$/, level: 1 })).toBeVisible();
    await expect(page.getByText('Saldo', { exact: true }).locator('..')).toContainText('$ 0,00');
    await expect(page.getByRole('table')).toContainText('Gift card');
    const card = (await (await page.request.get(`/api/giftcards/${codigo}`)).json()) as {
      saldo: number;
      destinatario: string;
      estado: string;
    };
    expect(card).toMatchObject({ saldo: 20000, destinatario: 'Berta', estado: 'Vigente' });

    // 'Gift cards' in the panel: found by whom it is for, with its state and what is left.
    await page.goto('/admin/giftcards');
    await page.getByLabel('Buscar').fill('bert');
    const fila = page.getByRole('row').filter({ hasText: codigo });
    await expect(fila).toContainText('Vigente');
    await expect(fila).toContainText('$ 20.000,00');
    await expect(fila).toContainText('Berta');
    // The card to send again from the list, as on its ticket.
    await fila.getByRole('button', { name: `Tarjeta de ${codigo}` }).click();
    const menu = page.getByRole('menu', { name: `Tarjeta de ${codigo}` });
    await expect(menu.getByRole('menuitem', { name: 'Descargar PDF' })).toHaveAttribute(
      'href',
      `/api/giftcards/${plano}/tarjeta.pdf`,
    );
    const deLaLista = await menu.getByRole('menuitem', { name: 'Enviar por WhatsApp' }).getAttribute('href');
    expect(new URL(deLaLista ?? '').searchParams.get('text')).toContain(`Código: *${codigo}*`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('giftcards-menu-1280.png'), fullPage: true });
    const [deNuevo] = await Promise.all([
      page.waitForEvent('download'),
      menu.getByRole('menuitem', { name: 'Descargar imagen' }).click(),
    ]);
    expect(deNuevo.suggestedFilename()).toBe(`giftcard-${plano}.png`);
    await expect(menu).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('giftcards-1280.png'), fullPage: true });
    // An admin gives it a later expiry.
    await fila.getByRole('button', { name: `Cambiar el vencimiento de ${codigo}` }).click();
    const vence = page.getByRole('dialog', { name: `Vencimiento de ${codigo}` });
    await vence.getByLabel('Válida hasta').fill('31/12/2027');
    await vence.getByRole('button', { name: 'Guardar vencimiento' }).click();
    await expect(vence).toBeHidden();
    await expect(fila).toContainText('31/12/2027');

    // More than is left: the desk reads why, and what was typed stays.
    const tercera = await book(page, day, '2031-07-15', '10:00', { estado: 'Debe', costo: 25000 });
    await cobrarTurno(page, tercera.id);
    await page.getByLabel('Medio de pago').selectOption('Gift card');
    await page.getByLabel('Código de la gift card').fill(codigo);
    await page.getByLabel('Monto').fill('25000');
    await page.getByRole('button', { name: 'Cobrar', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'A esa gift card le quedan $ 20.000,00.' })).toBeVisible();
    await expect(page.getByLabel('Código de la gift card')).toHaveValue(codigo);

    // The card's QR (read from its picture) opens the public page with its code: what is left and until when.
    await page.goto(enlace);
    const saldo = page.getByRole('region', { name: 'Consultá el saldo de tu gift card' });
    await expect(saldo.getByRole('status')).toHaveText('Le quedan $ 20.000,00. Válida hasta el 31/12/2027.');
    await expect(saldo.getByLabel('Código de la gift card')).toHaveValue(codigo);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('giftcard-publica-390.png'), fullPage: true });
    await saldo.getByLabel('Código de la gift card').fill('ZZZZ-ZZZZ-ZZ');
    await saldo.getByRole('button', { name: 'Consultar' }).click();
    await expect(saldo.getByRole('status')).toHaveText('No hay ninguna gift card con ese código.');
    await saldo.getByLabel('Código de la gift card').fill('O0O0');
    await saldo.getByRole('button', { name: 'Consultar' }).click();
    await expect(saldo.getByRole('status')).toHaveText('Revisá el código: son 10 letras y números, como K7QM-9XR4-TA.');
    await expect(saldo.getByLabel('Código de la gift card')).toHaveAttribute('aria-invalid', 'true');
  });
});
