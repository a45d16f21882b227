import { expect, loginAsAdmin, openPublicPage, test } from './fixtures.ts';

test.describe('La navegación del sitio público', () => {
  test('se esconde al bajar y vuelve al subir', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await openPublicPage(page, '/');
    const header = page.locator('header.site-header');
    await expect(header).toHaveAttribute('data-visible', 'true');
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(scrollable).toBeGreaterThan(150);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-visible', 'false');
    await expect(header).not.toBeInViewport();
    await page.mouse.wheel(0, -120);
    await expect(header).toHaveAttribute('data-visible', 'true');
    await expect(header).toBeInViewport();
  });

  test('tiene el menú "Más" con Cursos e Ingresar, y enlaces a tres redes sociales', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPublicPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Más' }).click();
    await expect(nav.getByRole('link', { name: 'Cursos' })).toBeVisible();
    await nav.getByRole('link', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const social = nav.getByRole('list', { name: 'Redes sociales' });
    for (const network of ['Instagram', 'Facebook', 'TikTok']) {
      const link = social.getByRole('link', { name: network });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    // The footer carries them too, on every width.
    await page.setViewportSize({ width: 1280, height: 800 });
    const footerSocial = page.locator('footer').getByRole('list', { name: 'Redes sociales' });
    await expect(footerSocial.getByRole('link')).toHaveCount(3);
  });

  test('en un teléfono de 390 px se abre con el botón de hamburguesa', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPublicPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Servicios' })).toBeHidden();
    const burger = page.getByRole('button', { name: 'Abrir menú' });
    await expect(burger).toBeVisible();
    await burger.click();
    const drawer = page.locator('#menu-movil');
    await expect(drawer).toBeVisible();
    for (const label of ['Servicios', 'Galería', 'Turnos', 'Cursos', 'Ingresar']) {
      await expect(drawer.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: 'Instagram' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Reservá por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    await drawer.getByRole('link', { name: 'Servicios' }).click();
    await expect(page).toHaveURL(/\/servicios$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Nuestros Servicios de Belleza' })).toBeVisible();
  });

  test('no aparece en el panel, que tiene su propio menú lateral', async ({ page }) => {
    await loginAsAdmin(page);
    await expect(page.getByRole('navigation', { name: 'Principal' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Secciones del panel' })).toBeVisible();
  });

  test('el sitio público no descarga el código del panel', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' || r.resourceType() === 'stylesheet') scripts.push(r.url());
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Servicios' }).first().click();
    await expect(page.getByRole('heading', { name: 'Nuestros Servicios de Belleza' })).toBeVisible();
    expect(scripts.some((u) => /admin-layout|session-/.test(u))).toBe(false);
  });
});

test.describe('El panel en un teléfono', () => {
  test('muestra el menú lateral como cajón al tocar la hamburguesa', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAsAdmin(page);
    const sidePanel = page.getByRole('navigation', { name: 'Secciones del panel' });
    await expect(sidePanel.getByRole('link', { name: 'Clientes' })).not.toBeInViewport();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(sidePanel.getByRole('link', { name: 'Clientes' })).toBeInViewport();
    await sidePanel.getByRole('link', { name: 'Clientes' }).click();
    await expect(page).toHaveURL(/\/admin\/clientes$/);
    await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
    await expect(sidePanel.getByRole('link', { name: 'Clientes' })).not.toBeInViewport();
  });

  test('el botón del cajón dice si está abierto, y Escape lo cierra', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAsAdmin(page);
    const sidePanel = page.getByRole('navigation', { name: 'Secciones del panel' });
    const abrir = page.getByRole('button', { name: 'Abrir menú' });
    await expect(abrir).toHaveAttribute('aria-expanded', 'false');
    await abrir.click();
    const cerrar = page.getByRole('button', { name: 'Cerrar menú' });
    await expect(cerrar).toHaveAttribute('aria-expanded', 'true');
    await expect(sidePanel.getByRole('link', { name: 'Servicios' })).toBeInViewport();

    // From inside the drawer too: Escape closes it and the keyboard is back on the button.
    await sidePanel.getByRole('link', { name: 'Servicios' }).focus();
    await page.keyboard.press('Escape');
    await expect(sidePanel.getByRole('link', { name: 'Servicios' })).not.toBeInViewport();
    await expect(abrir).toBeFocused();
    await expect(abrir).toHaveAttribute('aria-expanded', 'false');

    // The button closes it too.
    await abrir.click();
    await expect(sidePanel.getByRole('link', { name: 'Servicios' })).toBeInViewport();
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(sidePanel.getByRole('link', { name: 'Servicios' })).not.toBeInViewport();
  });
});
