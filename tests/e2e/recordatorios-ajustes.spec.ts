import { addDays, formatFechaCorta } from '#shared/domain/dates.ts';
import { expect, loginAsAdmin, openSection, seriousViolations, test } from './fixtures.ts';

/*
 * Ajustes › Recordatorios. Nothing is saved here: the greeting and closing reach every
 * reminder of the run's shared server (recordatorios-enviar.spec.ts reads the default ones), so
 * this journey types, reads the preview and puts the usual words back; saving is the API tests'.
 */
test('Ajustes › Recordatorios: el saludo y la firma, con la vista previa del mensaje mientras se escribe', async ({
  page,
}) => {
  await loginAsAdmin(page);
  const { hoy } = (await (await page.request.get('/api/centro')).json()) as { hoy: string };
  await openSection(page, 'Ajustes');
  const seccion = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Recordatorios', level: 2 }) });
  await expect(seccion.getByLabel('Horas antes del recordatorio')).toHaveValue('24 h');
  const saludo = seccion.getByRole('textbox', { name: 'Saludo' });
  const firma = seccion.getByRole('textbox', { name: 'Firma' });
  await expect(saludo).toHaveValue('¡Hola, {nombre}!');
  await expect(firma).toHaveValue('¡Te esperamos!');

  // The preview: María's booking the day after tomorrow at 10:00, with its link, as she reads it.
  const vista = seccion.getByRole('figure', { name: 'Vista previa' }).locator('blockquote');
  const dia = formatFechaCorta(addDays(hoy, 2));
  await expect(vista).toContainText(
    `¡Hola, María! Te recordamos tu turno de Manicura semipermanente el ${dia} a las 10:00 h en `,
  );
  await expect(vista).toContainText(
    /Confirmalo acá: http\S+\/turno\/ejemplo Si no podés venir, avisanos\. ¡Te esperamos!$/,
  );

  // It follows what is typed, letter by letter.
  await saludo.fill('');
  await saludo.pressSequentially('Buen día, {nombre} 🌸');
  await expect(vista).toContainText(/^Buen día, María 🌸 Te recordamos tu turno de /);
  await firma.fill('Saludos del equipo.');
  await expect(vista).toContainText(/avisanos\. Saludos del equipo\.$/);
  await firma.fill('');
  await expect(vista).toContainText(/Si no podés venir, avisanos\.$/);
  await firma.fill('Saludos del equipo.');

  expect(await seriousViolations(page)).toEqual([]);
  await seccion.scrollIntoViewIfNeeded();
  await seccion.screenshot({ path: test.info().outputPath('ajustes-recordatorios-1280.png') });
  // On a phone, drawn anew at its width: the same, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await saludo.fill('Buen día, {nombre} 🌸');
  await firma.fill('Saludos del equipo.');
  await expect(vista).toContainText(/^Buen día, María 🌸 .*avisanos\. Saludos del equipo\.$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await seccion.screenshot({ path: test.info().outputPath('ajustes-recordatorios-390.png') });

  // A word between braces other than {nombre} is refused before anything is sent.
  await saludo.fill('¡Hola, {name}!');
  await seccion.getByRole('button', { name: 'Guardar recordatorios' }).click();
  await expect(
    seccion.getByText('El saludo del recordatorio solo admite {nombre} entre llaves, para el nombre de la clienta.'),
  ).toBeVisible();

  // The usual words back: nothing left to save.
  await seccion.getByRole('button', { name: 'Usar el saludo y la firma de siempre' }).click();
  await expect(saludo).toHaveValue('¡Hola, {nombre}!');
  await expect(firma).toHaveValue('¡Te esperamos!');
  await expect(vista).toContainText(/^¡Hola, María! Te recordamos /);
  await expect(seccion.getByRole('button', { name: 'Guardar recordatorios' })).toBeDisabled();
  await expect(seccion.getByRole('button', { name: 'Usar el saludo y la firma de siempre' })).toBeDisabled();
});
