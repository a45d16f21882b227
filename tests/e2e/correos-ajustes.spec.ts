import { expect, loginAsAdmin, openSection, seriousViolations, test } from './fixtures.ts';

/**
 * E-mail to clients in Ajustes (decision 049). The browser tests' server starts without SMTP_URL
 * (start-server.ts), so the section says e-mail is off and how to turn it on; the outbox of a
 * server that sends is covered by the API tests (src/server/modules/correos/bandeja.test.ts).
 */
test.describe("Ajustes: 'Correo electrónico'", () => {
  test('sin SMTP_URL dice que el envío de correos está apagado y cómo encenderlo, en escritorio y en un teléfono', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await openSection(page, 'Ajustes');
    const seccion = page.getByRole('region', { name: 'Correo electrónico' });
    await expect(seccion.getByRole('heading', { name: 'Correo electrónico', level: 2 })).toBeVisible();
    await expect(seccion.getByText('El envío de correos está apagado.')).toBeVisible();
    await expect(seccion.getByText(/definí SMTP_URL, MAIL_FROM y PUBLIC_URL al iniciar el servidor/)).toBeVisible();
    // Off, there is no outbox to show.
    await expect(seccion.getByRole('radiogroup')).toHaveCount(0);
    await expect(seccion.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
    const bandeja = await page.request.get('/api/correos');
    expect(bandeja.status()).toBe(200);
    expect(await bandeja.json()).toMatchObject({ activo: false, remitente: null });
    expect(await seriousViolations(page)).toEqual([]);
    await seccion.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('correos-apagado-1280.png') });

    await page.setViewportSize({ width: 390, height: 844 });
    await seccion.scrollIntoViewIfNeeded();
    await expect(seccion.getByText('El envío de correos está apagado.')).toBeVisible();
    // Nothing wider than the phone: the section fits without scrolling sideways, once the panel
    // has followed the new width (its tables turn into cards on the next drawing, not at once).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('correos-apagado-390.png') });
    await seccion.screenshot({ path: test.info().outputPath('correos-apagado-390-seccion.png') });
  });
});
