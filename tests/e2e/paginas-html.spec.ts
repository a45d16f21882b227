import type { Page } from '@playwright/test';
import { E2E_ADMIN, expect, openPublicPage, test, untilInteractive } from './fixtures.ts';

/*
 * The public pages arrive as HTML drawn by the build (src/web/prerender.tsx): what a search
 * engine or a link preview reads without running JavaScript, then React takes over that HTML.
 */
const pages = [
  {
    path: '/',
    title: 'Centro de Belleza y Estética',
    texts: ['Te damos la bienvenida', 'Reservá por WhatsApp', 'Ver servicios'],
  },
  {
    path: '/servicios',
    title: 'Nuestros Servicios de Belleza | Centro de Belleza y Estética',
    texts: [
      'Nuestros Servicios de Belleza',
      'Manicuría y Pedicura',
      'Diseño de Cejas',
      'Lifting de Pestañas',
      'Microblading',
    ],
  },
  {
    path: '/galeria',
    title: 'Galería | Centro de Belleza y Estética',
    texts: ['Galería', 'Uñas esculpidas', 'Lifting de pestañas'],
  },
  {
    path: '/turnos',
    title: 'Turnos | Centro de Belleza y Estética',
    texts: ['Reservá tu turno', 'Reservar por WhatsApp'],
  },
  {
    path: '/empleos',
    title: 'Empleos | Centro de Belleza y Estética',
    texts: ['Sumate a nuestro equipo', '¡Postulate ahora!', '2025'],
  },
  { path: '/franquicias', title: 'Franquicias | Centro de Belleza y Estética', texts: ['Franquicias', 'mailto:'] },
  {
    path: '/blog',
    title: 'Rincón de la comunidad | Centro de Belleza y Estética',
    texts: ['Rincón de la comunidad', 'Publicar Mensaje'],
  },
  { path: '/giftcard', title: 'Gift Card | Centro de Belleza y Estética', texts: ['Gift Card', '6 meses'] },
  {
    path: '/faq',
    title: 'Preguntas frecuentes | Centro de Belleza y Estética',
    texts: ['Preguntas frecuentes', '¿Cómo reservo un turno?', '¿Puedo cancelar o cambiar mi turno?', '24 horas'],
  },
  { path: '/cursos', title: 'Cursos | Centro de Belleza y Estética', texts: ['Cursos', 'Próximos lanzamientos'] },
  {
    path: '/login',
    title: 'Ingresar | Centro de Belleza y Estética',
    texts: ['Ingreso de administradoras o staff', 'Usuario o email', 'Contraseña', 'Ingresar'],
  },
] as const;

/** The text of raw HTML as a reader sees it: React escapes `&`, `<`, `>`, `"` and `'`. */
function decoded(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const headTag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}

test.describe('El HTML de cada página pública, sin JavaScript', () => {
  for (const p of pages) {
    test(`${p.path} trae su texto, su título, su descripción, su dirección canónica y su imagen para compartir`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(p.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const text = decoded(html);
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(html).not.toContain('__ORIGEN_DEL_SITIO__');
      for (const t of p.texts) expect(text, t).toContain(t);
      expect(text).toMatch(/<h1[^>]*>/);
      expect(decoded(headTag(html, /<title>([^<]*)<\/title>/) ?? '')).toBe(p.title);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(headTag(html, /<meta name="description" content="([^"]{20,})"/)).toBeDefined();
      expect(headTag(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${baseURL}${p.path}`);
      expect(headTag(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`${baseURL}${p.path}`);
      expect(headTag(html, /<meta property="og:image" content="([^"]*)"/)).toMatch(
        new RegExp(`^${baseURL}/img/[a-z-]+\\.jpg$`),
      );
      const image = await request.get(headTag(html, /<meta property="og:image" content="([^"]*)"/) ?? '');
      expect(image.status()).toBe(200);
      expect(html).not.toContain('name="robots"');
      expect(response.headers()['x-robots-tag']).toBeUndefined();
    });
  }

  test('cada página tiene su propio título y su propia descripción', async ({ request }) => {
    const heads = await Promise.all(pages.map(async (p) => (await request.get(p.path)).text()));
    const titles = new Set(heads.map((h) => headTag(h, /<title>([^<]*)<\/title>/)));
    const descriptions = new Set(heads.map((h) => headTag(h, /<meta name="description" content="([^"]*)"/)));
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  test('una dirección desconocida es la página de error ya dibujada, con estado 404 y fuera de los buscadores', async ({
    request,
  }) => {
    const response = await request.get('/no-existe/para-nada');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<h1>Unexpected Application Error!</h1>');
    expect(decoded(html)).toContain('La página que buscás no existe o cambió de dirección.');
    expect(headTag(html, /<title>([^<]*)<\/title>/)).toBe('Página no encontrada | Centro de Belleza y Estética');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(response.headers()['x-robots-tag']).toBe('noindex');
  });

  test('el centro es un BeautySalon con nombre, dirección, horario, teléfono y redes', async ({ request, baseURL }) => {
    const [salon, ...rest] = jsonLd(await (await request.get('/')).text());
    expect(rest).toHaveLength(0);
    expect(salon).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BeautySalon',
      '@id': `${baseURL}/#centro`,
      name: 'Centro de Belleza y Estética',
      url: `${baseURL}/`,
      image: `${baseURL}/img/frente.jpg`,
      telephone: expect.stringMatching(/^\+\d{8,15}$/),
      address: { '@type': 'PostalAddress', streetAddress: 'Av. Corrientes 1234, CABA', addressCountry: 'AR' },
      openingHours: ['Mo-Sa 08:00-20:00'],
    });
    // Only real profiles: the defaults point at each network's home page, not at the centre.
    expect(salon?.sameAs).toEqual([]);
  });

  test('los servicios son una lista de Service con su descripción, del centro', async ({ request, baseURL }) => {
    const [list] = jsonLd(await (await request.get('/servicios')).text());
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList' });
    const items = (list?.itemListElement ?? []) as { position: number; item: Record<string, unknown> }[];
    expect(items.map((i) => i.item.name)).toEqual([
      'Manicuría y Pedicura',
      'Diseño de Cejas',
      'Lifting de Pestañas',
      'Microblading',
    ]);
    items.forEach((i, index) => {
      expect(i.position).toBe(index + 1);
      expect(i.item).toMatchObject({
        '@type': 'Service',
        description: expect.stringMatching(/.{40,}/),
        image: expect.stringMatching(new RegExp(`^${baseURL}/img/[a-z]+\\.jpg$`)),
        provider: { '@type': 'BeautySalon', '@id': `${baseURL}/#centro` },
      });
    });
  });

  test('las preguntas frecuentes son un FAQPage con sus seis respuestas', async ({ request }) => {
    const [faq] = jsonLd(await (await request.get('/faq')).text());
    expect(faq).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' });
    const questions = (faq?.mainEntity ?? []) as { '@type': string; name: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(6);
    for (const q of questions) {
      expect(q['@type']).toBe('Question');
      expect(q.name).toMatch(/^¿.+\?$/);
      expect(q.acceptedAnswer).toMatchObject({ '@type': 'Answer', text: expect.stringMatching(/.{40,}/) });
    }
    expect(questions.map((q) => q.name)).toContain('¿Por cuánto tiempo vale la gift card?');
  });
});

/** Every console error or warning and every uncaught error of the page, from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

test.describe('React toma el HTML de la página', () => {
  for (const path of [...pages.map((p) => p.path), '/no-existe']) {
    test(`${path} sin errores ni avisos en la consola`, async ({ page }) => {
      const problems = problemsOf(page);
      await page.goto(path);
      await untilInteractive(page);
      await page.waitForLoadState('networkidle');
      // The unknown path's own answer is a 404, which the browser notes in the console.
      expect(problems.filter((p) => path !== '/no-existe' || !p.includes('status of 404'))).toEqual([]);
      // The head has each tag once: React kept the build's tags instead of adding its own.
      await expect(page.locator('head title')).toHaveCount(1);
      if (path !== '/no-existe') {
        await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
        await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      }
    });
  }

  test('al pasar de una página a otra cambian el título, la descripción y la dirección canónica', async ({
    page,
    baseURL,
  }) => {
    const problems = problemsOf(page);
    await page.goto('/');
    await untilInteractive(page);
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Servicios' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestros Servicios de Belleza' })).toBeVisible();
    await expect(page).toHaveTitle('Nuestros Servicios de Belleza | Centro de Belleza y Estética');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/servicios`);
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${baseURL}/img/manicura.jpg`,
    );
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    const data = await page.locator('script[type="application/ld+json"]').evaluate((s) => s.textContent ?? '');
    expect(JSON.parse(data)).toMatchObject({ '@type': 'ItemList' });
    expect(problems).toEqual([]);
  });

  test('el blog muestra los mensajes de este navegador después de tomar la página', async ({ page }) => {
    const problems = problemsOf(page);
    await page.addInitScript(() => {
      window.localStorage.setItem(
        'blogPosts',
        JSON.stringify([{ id: 1, message: 'Hermoso lugar', userId: 'LOCAL-ab12', timestamp: '1/1/2026, 10:00:00' }]),
      );
    });
    await page.goto('/blog');
    await expect(page.getByRole('list', { name: 'Mensajes' }).getByText('Hermoso lugar')).toBeVisible();
    await expect(page.getByText('Sé el primero en dejar tu mensaje')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test.describe('Preguntas frecuentes donde el navegador no conoce <details name>', () => {
  test('igual se abre una por vez', async ({ page }) => {
    await page.goto('/faq');
    await untilInteractive(page);
    // As in Safari before 17.2: without the attribute the browser keeps any number open.
    await page.evaluate(() => document.querySelectorAll('details.faq-item').forEach((d) => d.removeAttribute('name')));
    const items = page.locator('details.faq-item');
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await items.nth(2).locator('summary').click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    await expect(page.locator('details.faq-item[open]')).toHaveCount(1);
  });
});

test.describe('Sin JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('las páginas se leen y las respuestas de las preguntas se abren', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Te damos la bienvenida' })).toBeVisible();
    await page.goto('/faq');
    const item = page.locator('details.faq-item').nth(3);
    await item.locator('summary').click();
    await expect(item).toContainText('Las gift cards valen 6 meses desde la compra');
    await expect(item.getByText('Las gift cards valen 6 meses desde la compra')).toBeVisible();
  });
});

/** The address of the app's code, as the page's starter script names it (decision 028). */
async function appScript(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const app = /data-app="([^"]+)"/.exec(html)?.[1];
  if (app === undefined) throw new Error(`${path} no nombra el código de la aplicación`);
  return app;
}

/** Holds the page's app code back until the returned function is called. */
async function holdAppCode(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${await appScript(page, path)}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('El código de la página llega después de mostrarla', () => {
  test('se pide cuando la página ya se pintó, y la página no lo espera para verse', async ({ page }) => {
    const app = await appScript(page, '/galeria');
    await openPublicPage(page, '/galeria');
    const { fcp, requested } = await page.evaluate((src) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const code = performance.getEntriesByType('resource').find((r) => r.name.endsWith(src));
      return { fcp: paint?.startTime ?? null, requested: code?.startTime ?? null };
    }, app);
    expect(fcp).not.toBeNull();
    expect(requested).not.toBeNull();
    expect(requested ?? 0).toBeGreaterThanOrEqual(fcp ?? Number.POSITIVE_INFINITY);
    // Nothing of it is announced in the HTML beyond the starter's own tag.
    const html = await (await page.request.get('/galeria')).text();
    expect(html).not.toContain('rel="modulepreload"');
  });

  test('lo que se escribe antes de que llegue el código no se pierde: el ingreso y el blog', async ({ page }) => {
    const release = await holdAppCode(page, '/login');
    await page.goto('/login');
    await page.getByLabel('Usuario o email').fill(E2E_ADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(E2E_ADMIN.password);
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeDisabled();
    release();
    await untilInteractive(page);
    await expect(page.getByLabel('Usuario o email')).toHaveValue(E2E_ADMIN.email);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    const context = await page.context().browser()?.newContext();
    if (context === undefined) throw new Error('sin navegador');
    const visita = await context.newPage();
    const releaseBlog = await holdAppCode(visita, '/blog');
    await visita.goto('/blog');
    await visita.getByLabel('Tu mensaje').fill('Escrito antes de tiempo');
    releaseBlog();
    await untilInteractive(visita);
    await expect(visita.getByLabel('Tu mensaje')).toHaveValue('Escrito antes de tiempo');
    await visita.getByRole('button', { name: 'Publicar Mensaje' }).click();
    await expect(visita.getByRole('list', { name: 'Mensajes' }).getByText('Escrito antes de tiempo')).toBeVisible();
    await context.close();
  });
});
