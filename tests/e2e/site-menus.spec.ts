import { expect, openPublicPage, test } from './fixtures.ts';

test.describe('El menú del teléfono, con el teclado', () => {
  test('mientras está abierto el foco no sale de él, y al cerrarlo vuelve al botón del menú', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPublicPage(page, '/');
    const drawer = page.locator('#menu-movil');
    const openButton = page.getByRole('button', { name: 'Abrir menú' });
    const closeButton = page.getByRole('button', { name: 'Cerrar menú' });
    await openButton.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(closeButton).toBeFocused();
    // The page behind the drawer is out of reach.
    for (const behind of ['main', 'footer', '.skip-link']) {
      await expect(page.locator(behind)).toHaveAttribute('inert', '');
    }

    // Tab visits the drawer's links one by one and comes back round to the menu button.
    const stops = (await drawer.locator('a[href], button').count()) + 1;
    expect(stops).toBeGreaterThan(10);
    for (let i = 1; i < stops; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((d) => d.contains(document.activeElement)), `parada ${i}`).toBe(true);
    }
    await expect(drawer.getByRole('link', { name: 'TikTok' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(closeButton).toBeFocused();
    // Shift+Tab from the first goes to the last.
    await page.keyboard.press('Shift+Tab');
    await expect(drawer.getByRole('link', { name: 'TikTok' })).toBeFocused();

    // Escape closes it and the focus goes back to the menu button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(openButton).toBeFocused();
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');

    // So does following one of its links…
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('link', { name: 'Servicios' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/servicios$/);
    await expect(drawer).toBeHidden();
    await expect(openButton).toBeFocused();
    // The page has arrived (its chunk loads after the address changes; a navigation that lands
    // closes the menu, so opening it before would race with that).
    await expect(page).toHaveTitle(/Nuestros Servicios/);

    // …a link tapped with the finger, and the close button.
    await openButton.click();
    await drawer.getByRole('link', { name: 'Galería' }).click();
    await expect(page).toHaveURL(/\/galeria$/);
    await expect(drawer).toBeHidden();
    await expect(openButton).toBeFocused();
    // As above: opened only once the page has landed, which closes the menu (CI saw the race).
    await expect(page).toHaveTitle(/Galería/);
    await openButton.click();
    await expect(drawer).toBeVisible();
    await closeButton.click();
    await expect(drawer).toBeHidden();
    await expect(openButton).toBeFocused();
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  });
});

test.describe('El menú "Más" en una pantalla ancha, con el teclado', () => {
  test('se cierra cuando el foco sale de él, hacia adelante o hacia atrás', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPublicPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const more = nav.getByRole('button', { name: 'Más' });
    const cursos = nav.getByRole('link', { name: 'Cursos' });
    const ingresar = nav.getByRole('link', { name: 'Ingresar' });

    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(cursos).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(ingresar).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(ingresar).toBeHidden();
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cursos).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('link', { name: 'Franquicias' })).toBeFocused();
    await expect(cursos).toBeHidden();
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    // Moving inside it keeps it open; a pointer still works as before.
    await more.click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(more).toBeFocused();
    await expect(cursos).toBeVisible();
    await cursos.click();
    await expect(page).toHaveURL(/\/cursos$/);
  });
});
