import fs from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Download,
  type Page,
  type Request,
} from '@playwright/test';

/**
 * The rows a test made with apiCreate that every later test would otherwise see in the panel's
 * lists: employees (one agenda column each), clients and services. The test database is shared
 * by the whole run, and axe reads an agenda of a hundred columns in 18 s on a quiet machine
 * against 1 s for a few: removed after each test, they keep every screen the size a centre has.
 */
const creados: string[] = [];
const QUITAR_DESPUES = /^\/(empleados|clientes|servicios-base)$/;

/** Playwright's test, which removes after each test what it made with apiCreate (as an admin). */
export const test = base.extend<{ quitarCreados: undefined }>({
  quitarCreados: [
    async ({ playwright, baseURL }, use) => {
      await use(undefined);
      const paths = creados.splice(0).reverse();
      if (paths.length === 0 || baseURL === undefined) return;
      const api = await playwright.request.newContext({ baseURL, storageState: adminStatePath(baseURL) });
      try {
        // A failed removal only leaves a row behind, as before: it does not fail the test.
        for (const p of paths) await api.delete(`/api${p}`).catch(() => undefined);
      } finally {
        await api.dispose();
      }
    },
    { auto: true },
  ],
});
export { expect };

/** The administrator the test server is started with (see start-server.ts). */
export const E2E_ADMIN = {
  email: 'duena@centro-prueba.com.ar',
  username: 'duena',
  password: 'clave-de-prueba-e2e',
} as const;

/**
 * Where the setup project (sesiones.setup.ts) keeps the administrator's signed-in browser state
 * for the server at `baseURL` (Playwright's storageState): one sign-in per server and run.
 */
export function adminStatePath(baseURL: string): string {
  return path.join('test-results', '.sesiones', `admin-${new URL(baseURL).port}.json`);
}

/** Signs in through the login form, as a person does, and waits for the panel to be drawn. */
export async function signInThroughForm(page: Page, login: string = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  await page.goto('/login');
  await page.getByLabel('Usuario o email').fill(login);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL('**/admin');
  // The panel has checked the session and drawn itself: the run's first panel load, on a cold
  // server and a busy machine, may take longer than an expectation's usual wait.
  await expect(page.getByRole('navigation', { name: 'Secciones del panel' })).toBeVisible({ timeout: 30_000 });
}

/**
 * Opens the panel as the administrator, on the session the setup project signed in once: the
 * stored cookie is put into this page's context. A test that ends its session (logging out)
 * takes one of its own instead, with loginAsAdminOwnSession.
 */
export async function loginAsAdmin(page: Page): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  if (baseURL === undefined) throw new Error('the project has no baseURL');
  const state = JSON.parse(await fs.readFile(adminStatePath(baseURL), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await page.context().addCookies(state.cookies);
  await openPanel(page);
}

/** A session of the administrator's own, for a test that ends it: signed in through the API. */
export async function loginAsAdminOwnSession(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.ok(), `login: ${response.status()}`).toBe(true);
  await openPanel(page);
}

async function openPanel(page: Page): Promise<void> {
  await page.goto('/admin');
  // The panel has checked the session and drawn itself.
  await expect(page.getByRole('navigation', { name: 'Secciones del panel' })).toBeVisible();
}

/**
 * The history's page as the server sends it when it does not draw the screen itself (decision
 * 061: an older build, an answer that failed): the panel's shell, which the browser draws into.
 * For the journeys about that drawing and its failures, the page is given the shell as sent
 * without a session (the `request` fixture has none).
 */
export async function sinDibujoDelServidor(page: Page, request: APIRequestContext): Promise<void> {
  const shell = await (await request.get('/admin/historial')).text();
  expect(shell).toContain('<div id="root"></div>');
  await page.route(
    (url) => url.pathname === '/admin/historial',
    (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ body: shell, contentType: 'text/html; charset=utf-8' })
        : route.continue(),
  );
}

/** Reads a file the page downloaded, as text (byte-order mark kept). */
export async function downloadedText(download: Download): Promise<string> {
  return fs.readFile(await download.path(), 'utf8');
}

/**
 * Opens a public page and waits until React has taken it over (its nodes carry React's keys). The
 * page is drawn by the build, and its code is asked for once the page is shown (decision 028): a
 * menu tapped in between does not open yet, so journeys that use the menus start from here.
 */
export async function openPublicPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await untilInteractive(page);
}

/** React has taken over the page's HTML: its first heading carries React's own keys. */
export async function untilInteractive(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const h1 = document.querySelector('h1');
        return h1 !== null && Object.keys(h1).some((k) => k.startsWith('__reactFiber$'));
      }),
    )
    .toBe(true);
}

/** Opens a staff screen from the side panel, as a user would. */
export async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** A suffix that keeps one test's rows apart from another's on the shared test database. */
export function unique(): string {
  return Math.random().toString(36).slice(2, 7).toUpperCase();
}

/** Creates something through the API as the logged-in user (test data the journey is not about). */
export async function apiCreate<T>(page: Page, path: string, body: unknown): Promise<T> {
  const response = await page.request.post(`/api${path}`, { data: body });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  const created = (await response.json()) as T;
  const id = (created as { id?: unknown }).id;
  if (QUITAR_DESPUES.test(path) && typeof id === 'number') creados.push(`${path}/${id}`);
  return created;
}

/** The serious and critical accessibility problems axe finds on the page, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A modal still fading in has its text at part of its opacity, which axe reads as too little
  // contrast: the page's finite animations and transitions end first (at most 2 s; a spinner's
  // never does, so it is left out).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Watches the page's API calls from now on. `settled()` resolves once none is in flight and none
 * has started for `quietMs`: a client-side navigation's loads are not covered by Playwright's
 * load states, and a test that changes the session must not race them.
 */
export function watchApi(page: Page, quietMs = 400): { settled: () => Promise<void> } {
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  const isApi = (r: Request) => new URL(r.url()).pathname.startsWith('/api/');
  page.on('request', (r) => {
    if (!isApi(r)) return;
    pending.add(r);
    lastActivity = Date.now();
  });
  const done = (r: Request) => {
    if (!pending.delete(r)) return;
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    settled: () =>
      expect.poll(() => pending.size === 0 && Date.now() - lastActivity >= quietMs, { intervals: [100] }).toBe(true),
  };
}
