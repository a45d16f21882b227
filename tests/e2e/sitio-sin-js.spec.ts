import { expect, test } from './fixtures.ts';

/* The public pages arrive drawn (decision 025): without their code, a phone's menu and the wide
 * screen's 'Más' are disclosures the browser opens itself, so every page is still reachable. */
test.describe('Sin JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('en un teléfono, el menú abre y lleva a otra página', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.locator('summary.burger');
    const servicios = page.locator('.drawer').getByRole('link', { name: 'Servicios' });
    await expect(menu).toBeVisible();
    await expect(servicios).toBeHidden();
    await menu.click();
    await expect(servicios).toBeVisible();
    // With online booking off (this server), the chat alone.
    await expect(page.locator('.drawer').getByRole('link', { name: 'Reservá por WhatsApp' })).toBeVisible();
    await expect(page.locator('.drawer').getByRole('link', { name: 'Reservá online' })).toHaveCount(0);
    await servicios.click();
    await expect(page).toHaveURL(/\/servicios$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestros Servicios de Belleza' })).toBeVisible();
    // And closes again from the same button.
    await page.locator('summary.burger').click();
    await expect(page.locator('.drawer').getByRole('link', { name: 'Galería' })).toBeVisible();
    await page.locator('summary.burger').click();
    await expect(page.locator('.drawer').getByRole('link', { name: 'Galería' })).toBeHidden();
  });

  test("en una pantalla ancha, 'Más' abre y lleva a Cursos", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const cursos = nav.getByRole('link', { name: 'Cursos' });
    await expect(cursos).toBeHidden();
    await nav.locator('summary', { hasText: 'Más' }).click();
    await expect(cursos).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Ingresar' })).toBeVisible();
    await cursos.click();
    await expect(page).toHaveURL(/\/cursos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
  });
});

test.describe('Con JavaScript, un menú abierto antes de que llegue el código', () => {
  test('sigue abierto cuando el código toma la página', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The page's code held back until the menu is open.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.locator('summary.burger').click();
    await expect(page.locator('.drawer').getByRole('link', { name: 'Servicios' })).toBeVisible();
    release();
    // The scripted menu replaces the disclosure, open.
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toBeVisible();
    await expect(page.locator('#menu-movil').getByRole('link', { name: 'Servicios' })).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(page.locator('#menu-movil')).toBeHidden();
  });
});
