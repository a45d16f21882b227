import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const publicPages = [
  { path: '/', heading: 'Te damos la bienvenida' },
  { path: '/servicios', heading: 'Nuestros Servicios de Belleza' },
  { path: '/galeria', heading: 'Galería' },
  { path: '/turnos', heading: 'Reservá tu turno' },
  { path: '/empleos', heading: 'Sumate a nuestro equipo' },
  { path: '/franquicias', heading: 'Franquicias' },
  { path: '/blog', heading: 'Rincón de la comunidad' },
  { path: '/giftcard', heading: 'Gift Card' },
  { path: '/faq', heading: 'Preguntas frecuentes' },
  { path: '/cursos', heading: 'Cursos' },
  { path: '/privacidad', heading: 'Política de privacidad' },
  { path: '/login', heading: 'Ingreso de administradoras o staff' },
  { path: '/reservar', heading: 'Reservá online' },
] as const;

async function expectChatLink(page: Page, name: string | RegExp) {
  const link = page.getByRole('link', { name }).first();
  await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{8,15}\?text=.+/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
}

test.describe('Cada página pública', () => {
  for (const p of publicPages) {
    test(`${p.path} tiene su título, su descripción, sus etiquetas para compartir y ningún problema serio de accesibilidad`, async ({
      page,
    }) => {
      const response = await page.goto(p.path);
      // The browser asked for brotli: the page is still never kept without asking (a deploy
      // changes the scripts it names).
      expect(response?.headers()['content-encoding']).toBe('br');
      expect(response?.headers()['cache-control']).toBe('no-cache');
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
      await expect(page).toHaveTitle(/.+/);
      await expect(page.locator('head meta[name="description"]').first()).toHaveAttribute('content', /.{20,}/);
      await expect(page.locator('head meta[property="og:title"]').first()).toHaveAttribute('content', /.+/);
      // Absolute, for WhatsApp's preview: the origin the page was asked on (no PUBLIC_URL here).
      await expect(page.locator('head meta[property="og:image"]').first()).toHaveAttribute(
        'content',
        new RegExp(`^${new URL(page.url()).origin}/img/.+\\.jpg$`),
      );
      // Every public page, the login included, is open to search engines (decision 025).
      await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
      expect(response?.headers()['x-robots-tag']).toBeUndefined();
      await expect(page.locator('footer')).toContainText('Escribinos por WhatsApp');
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('en un teléfono de 390 px no se desplazan hacia los costados', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const p of publicPages) {
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, p.path).toBeLessThanOrEqual(390);
    }
  });

  test('tienen títulos distintos', async ({ page }) => {
    const titles = new Set<string>();
    for (const p of publicPages) {
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      titles.add(await page.title());
    }
    expect(titles.size).toBe(publicPages.length);
  });
});

test.describe('Para buscadores', () => {
  test('robots.txt deja fuera el panel, la pantalla de empleados y la API, y nombra el mapa del sitio', async ({
    request,
    baseURL,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const lines = (await robots.text()).split('\n');
    for (const rule of ['User-agent: *', 'Disallow: /admin', 'Disallow: /empleados', 'Disallow: /api']) {
      expect(lines).toContain(rule);
    }
    expect(lines).not.toContain('Disallow: /login');
    // A client's private link to cancel a booking.
    expect(lines).toContain('Disallow: /reservar/cancelar/');
    expect(lines).toContain('Disallow: /turno/');
    // A rule is a prefix: the booking page /turnos stays open to search engines.
    expect(lines).not.toContain('Disallow: /turno');
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('el mapa del sitio lista las páginas públicas con su dirección completa', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    // Not the staff's login, nor online booking (open only while the owner has it on).
    expect(locs).toEqual(
      publicPages.filter((p) => p.path !== '/login' && p.path !== '/reservar').map((p) => `${baseURL}${p.path}`),
    );
    for (const loc of locs) {
      expect((await request.get(loc ?? '')).status(), loc).toBe(200);
    }
  });

  test('el panel no se indexa', async ({ request }) => {
    const panel = await request.get('/admin/agenda');
    expect(panel.status()).toBe(200);
    expect(panel.headers()['x-robots-tag']).toBe('noindex');
    expect(panel.headers()['cache-control']).toBe('no-cache');
    expect(await panel.text()).toContain('<meta name="robots" content="noindex" />');
  });
});

test.describe('Inicio', () => {
  test('muestra la foto del local y lleva a reservar por chat o a ver los servicios', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('.hero img');
    await expect(hero).toHaveAttribute('width', '1600');
    await expect(hero).toHaveAttribute('height', '1000');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectChatLink(page, 'Reservá por WhatsApp');
    await page.getByRole('link', { name: 'Ver servicios' }).click();
    await expect(page).toHaveURL(/\/servicios$/);
  });
});

test.describe('Servicios y galería', () => {
  test('los servicios son cuatro tarjetas con título, descripción y su imagen', async ({ page }) => {
    await page.goto('/servicios');
    const cards = page.locator('.service-card');
    await expect(cards).toHaveCount(4);
    const expected = [
      ['Manicuría y Pedicura', 'manicura'],
      ['Diseño de Cejas', 'cejas'],
      ['Lifting de Pestañas', 'pestanas'],
      ['Microblading', 'microblading'],
    ] as const;
    for (const [i, [title, image]] of expected.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(card.locator('p').first()).not.toBeEmpty();
      await expect(card.locator('img')).toHaveAttribute('src', `/img/${image}.jpg`);
      // The first picture is in the first screen on a phone (the largest paint): never lazy.
      await expect(card.locator('img')).toHaveAttribute('loading', i === 0 ? 'eager' : 'lazy');
    }
    // The picture alternates sides on a wide screen.
    const firstImgX = (await cards.nth(0).locator('img').boundingBox())?.x ?? 0;
    const secondImgX = (await cards.nth(1).locator('img').boundingBox())?.x ?? 0;
    expect(secondImgX).toBeGreaterThan(firstImgX);
  });

  test('la galería son seis tarjetas con título, descripción e imagen que cargan', async ({ page }) => {
    await page.goto('/galeria');
    const cards = page.locator('.gallery-card');
    await expect(cards).toHaveCount(6);
    for (const title of [
      'Uñas esculpidas',
      'Cejas con microblading',
      'Lifting de pestañas',
      'Manicuría semipermanente',
      'Cejas perfiladas',
      'Extensiones de pestañas',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    for (const img of await cards.locator('img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      expect(await img.getAttribute('alt')).not.toBe('');
    }
  });
});

test.describe('Turnos, empleos, franquicias, gift card y cursos', () => {
  test('turnos es el enlace que abre el chat para reservar', async ({ page }) => {
    await page.goto('/turnos');
    await expectChatLink(page, 'Reservar por WhatsApp');
  });

  test('empleos abre el formulario en una pestaña nueva y tiene el pie de 2025', async ({ page }) => {
    await page.goto('/empleos');
    const apply = page.getByRole('link', { name: '¡Postulate ahora!' });
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', /noopener/);
    await expect(apply).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByText(/© 2025/)).toBeVisible();
  });

  test('franquicias tiene un enlace de correo', async ({ page }) => {
    await page.goto('/franquicias');
    await expect(page.getByRole('link', { name: 'Escribinos por mail' })).toHaveAttribute(
      'href',
      /^mailto:[^@]+@[^?]+\?subject=/,
    );
  });

  test('gift card cuenta que vale 6 meses y lleva al chat', async ({ page }) => {
    await page.goto('/giftcard');
    await expect(page.getByText('Válida por 6 meses desde la compra.')).toBeVisible();
    await expectChatLink(page, 'Pedí tu gift card');
  });

  test('cursos muestra cuatro cursos, los próximos lanzamientos con fecha y el contacto', async ({ page }) => {
    await page.goto('/cursos');
    await expect(page.locator('.course-card')).toHaveCount(4);
    for (const title of [
      'Manicuría profesional',
      'Diseño de cejas y microblading',
      'Lifting y extensiones de pestañas',
      'Pedicuría estética',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Próximos lanzamientos' })).toBeVisible();
    await expect(page.locator('.upcoming li')).toHaveCount(3);
    await expect(page.locator('.upcoming li').first()).toContainText(/20\d\d/);
    await expectChatLink(page, 'Pedí información');
  });
});

test.describe('Preguntas frecuentes', () => {
  test('son seis y se abre una por vez', async ({ page }) => {
    await page.goto('/faq');
    const items = page.locator('details.faq-item');
    await expect(items).toHaveCount(6);
    const summaries = items.locator('summary');
    await summaries.nth(0).click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await summaries.nth(3).click();
    await expect(items.nth(3)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    await expect(items.nth(3)).toContainText('6 meses');
    // With the keyboard too.
    await summaries.nth(4).focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(4)).toHaveAttribute('open', '');
    await expect(items.nth(4)).toContainText('24 horas');
    await expect(items.nth(3)).not.toHaveAttribute('open', '');
    await expect(page.locator('details.faq-item[open]')).toHaveCount(1);
    await expect(items.nth(5)).toContainText('Puedo cancelar');
  });
});
