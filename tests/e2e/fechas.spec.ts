import { expect, loginAsAdmin, openSection, seriousViolations, test } from './fixtures.ts';

test.describe('Las fechas del panel se leen dd/mm/aaaa aunque el navegador esté en inglés', () => {
  // The browser's own <input type=date> showed 11/23/2026 here.
  test.use({ locale: 'en-US' });

  test('la agenda muestra y recibe la fecha como dd/mm/aaaa, con un calendario en castellano', async ({ page }) => {
    // Years ahead: the agenda drops ?fecha= for today, so a date that could be today would fail that day.
    await loginAsAdmin(page);
    await page.goto('/admin/agenda?fecha=2031-11-23');
    const fecha = page.getByLabel('Fecha');
    await expect(fecha).toHaveValue('23/11/2031');

    await fecha.click();
    const calendario = page.locator('[data-dates-dropdown]');
    await expect(calendario).toBeVisible();
    await expect(calendario.getByRole('button', { name: 'noviembre 2031', exact: true })).toBeVisible();
    // Weeks start on Monday.
    await expect(calendario.locator('thead th').first()).toHaveText(/^lu/i);
    await calendario.getByRole('button', { name: '24 noviembre 2031' }).click();
    await expect(page).toHaveURL(/\?fecha=2031-11-24$/);
    await expect(fecha).toHaveValue('24/11/2031');

    // Typed by hand, day first.
    await fecha.fill('2/12/2031');
    await expect(page).toHaveURL(/\?fecha=2031-12-02$/);
    await fecha.blur();
    await expect(fecha).toHaveValue('02/12/2031');
    // Something that is not a date is not taken: the field goes back to the day shown.
    await fecha.fill('31/02/2032');
    await fecha.blur();
    await expect(fecha).toHaveValue('02/12/2031');
    await expect(page).toHaveURL(/\?fecha=2031-12-02$/);
  });

  test('historial, gastos y auditoría también', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/historial?desde=2026-11-23&hasta=2026-11-29');
    await expect(page.getByLabel('Desde')).toHaveValue('23/11/2026');
    await expect(page.getByLabel('Hasta')).toHaveValue('29/11/2026');
    // The calendar is accessible (checked here rather than over the agenda's large grid).
    await page.getByLabel('Desde').click();
    await expect(page.locator('[data-dates-dropdown]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('form', { name: 'Registrar Gasto' }).getByLabel('Fecha')).toHaveValue(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
    await openSection(page, 'Auditoría');
    await expect(page.getByLabel('Desde')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByLabel('Hasta')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});
