/**
 * Public site benchmark: Lighthouse (mobile profile, its simulated slow 4G and 4x CPU slowdown)
 * driving Debian's Chromium against the real server, on every public page, each run
 * `BENCH_RUNS` times (3 by default; the median is reported); and the JavaScript bytes (as sent)
 * that `/` loads. Budgets (issue 21): performance 100, LCP under 1.5 s, CLS 0 and total blocking
 * time under 50 ms on `/`, `/servicios` and `/galeria`; accessibility, best practices and SEO 100
 * on every public page; JavaScript for `/` under 100 KB. Exits 1 when one is missed.
 * `/reservar` is measured last, with online booking switched on (an employee with hours, a few
 * bookable services), so its load is the one a visitor gets: 'Buscando los horarios libres…', then
 * the services; budget CLS 0 there too (issue 35: 0.316 in 3 of 4 loads with booking on, never
 * seen while the benchmark ran with it off). The other pages are measured with it off, as before.
 * `/turno/{token}`, a client's own link to her booking (decision 048), is measured before it, on a
 * real booking a week ahead whose link the desk asked for (`GET /api/turnos/:id/enlace`), as she
 * opens it from her reminder. Budgets there: performance 100, LCP under 1.5 s, CLS 0, accessibility
 * and best practices 100 (not SEO: the page is `noindex` on purpose), and its own script under
 * 10 KB gzip beyond the public shell (the starter, the app's entry and what it imports, which
 * every public page loads): each file the page loaded outside those, counted with gzip -9.
 * `BENCH_WEB_ROOT` serves another build (a copy of an older dist/web) to compare in one run;
 * `BENCH_PAGES=/,/faq,/turno` measures only those pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../tests/chromium.ts';
import { pageMeta } from '#web/site/page-meta.ts';
import { login, post, root, startServer } from './support.ts';

const speedPages = new Set(['/', '/servicios', '/galeria']);
/** Online booking's page, measured with booking on. */
const RESERVAR = '/reservar';
/** A client's own link to her booking: its token is made once the server is up. */
const TURNO = '/turno/{token}';
const asked = (process.env.BENCH_PAGES?.split(',') ?? [...Object.keys(pageMeta), TURNO]).map((p) =>
  p === '/turno' ? TURNO : p,
);
// Booking is switched on for the last page only: the others are measured as visitors see them with it off.
const pages = [...asked.filter((p) => p !== RESERVAR), ...asked.filter((p) => p === RESERVAR)];
const runs = Number(process.env.BENCH_RUNS ?? 3);
const budget = { performance: 100, lcpMs: 1500, cls: 0, tbtMs: 50, otherScores: 100, jsKb: 100, pageJsKb: 10 };
const webRoot = process.env.BENCH_WEB_ROOT ?? path.join(root, 'dist', 'web');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

interface Run {
  scores: Record<(typeof categories)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  /** Lighthouse's simulated time to interactive: the code now comes after the paint (decision 028). */
  tti: number;
  cls: number;
  jsKb: number;
  /** The scripts loaded beyond the public shell, in KB of gzip -9, file by file. */
  pageJsKb: number;
  failing: string[];
}

/**
 * The public shell's scripts: the starter (public-start.ts), the app's entry and every chunk it
 * imports, which every public page loads; the rest is a page's own. The build's not-found page
 * names exactly those, as its starter's `src`, `data-app` and `data-chunks`.
 */
function publicShell(): Set<string> {
  const html = fs.readFileSync(path.join(webRoot, 'pages', '404.html'), 'utf8');
  const tag = /<script[^>]*\bdata-app="[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
  const files = [attr('src'), attr('data-app'), ...attr('data-chunks').split(' ')].filter(Boolean);
  if (files.length < 3) throw new Error(`no se encontraron los scripts de la página en ${webRoot}/pages/404.html`);
  return new Set(files);
}
/** A script's size as the budget counts it: the built file, gzip -9. */
function gzipKb(pathname: string): number {
  const file = path.join(webRoot, pathname);
  return fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024 : NaN;
}

const server = await startServer(process.env.BENCH_WEB_ROOT ? { WEB_ROOT: process.env.BENCH_WEB_ROOT } : {});
// Read once the server has started: it builds again first when a source is newer.
const shell = publicShell();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

/** The address Lighthouse opens for a page of the list: the client's link with its real token. */
const addresses = new Map<string, string>();

async function measure(page: string, attempt = 1): Promise<Run> {
  const result = await lighthouse(`${server.url}${addresses.get(page) ?? page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
  });
  if (result === undefined) throw new Error(`Lighthouse no devolvió resultado para ${page}`);
  const { lhr } = result;
  // Now and then Chromium's trace of a load has no navigation start (NO_NAVSTART): Lighthouse then
  // reports no figures at all. That is the recording, not the page: measure again (a few times).
  if (lhr.runtimeError !== undefined && attempt < 3) {
    console.log(`${page}: ${lhr.runtimeError.code}, se mide otra vez`);
    return measure(page, attempt + 1);
  }
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { url?: string; resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const own = scripts.map((r) => new URL(r.url ?? '', server.url).pathname).filter((p) => !shell.has(p));
  const scores = Object.fromEntries(
    categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Run['scores'];
  // The audits that cost points outside performance, to say what to fix.
  const failing = categories
    .filter((c) => c !== 'performance')
    .flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  if (process.env.BENCH_VERBOSE) {
    // What the largest paint was and where its time went (TTFB, load delay, load, render delay).
    const details = (id: string) => JSON.stringify(lhr.audits[id]?.details ?? null).slice(0, 1500);
    console.log(page, details('largest-contentful-paint-element'));
    console.log(page, details('lcp-breakdown-insight'));
    console.log(page, details('long-tasks'));
  }
  return {
    scores,
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    tti: num('interactive'),
    cls: num('cumulative-layout-shift'),
    jsKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    pageJsKb: own.reduce((sum, p) => sum + gzipKb(p), 0),
    failing,
  };
}

/** Online booking on, with something to book: one employee working every day, services in three categories. */
async function encenderReservas(): Promise<void> {
  const cookie = await login(server.url);
  await post(server.url, cookie, '/empleados', {
    nombre: 'Valeria',
    apellido: 'Benchmark',
    horarios: [1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, desde: '08:00', hasta: '20:00' })),
  });
  for (const [i, categoria] of ['Manos', 'Pies', 'Cejas y pestañas'].entries()) {
    for (let j = 0; j < 4; j++) {
      await post(server.url, cookie, '/servicios-base', {
        categoria,
        nombre: `Servicio ${i + 1}.${j + 1}`,
        descripcion: `Descripción del servicio ${i + 1}.${j + 1}, como la lee una clienta`,
        precio: 9000 + 1500 * j,
        duracionSugerida: 30 + 15 * j,
      });
    }
  }
  const res = await fetch(`${server.url}/api/ajustes`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ reservasOnline: true }),
  });
  if (!res.ok) throw new Error(`ajustes: ${res.status} ${await res.text()}`);
}

/**
 * A booking a week ahead at the desk, and the link to it the desk copies for its client
 * (`GET /api/turnos/:id/enlace`): the page she opens from her reminder, with every answer offered.
 */
async function turnoConEnlace(): Promise<string> {
  const cookie = await login(server.url);
  const res = await fetch(`${server.url}/api/centro`, { headers: { cookie } });
  const { hoy } = (await res.json()) as { hoy: string };
  const [y, m, d] = hoy.split('-').map(Number) as [number, number, number];
  const fecha = new Date(Date.UTC(y, m - 1, d + 7)).toISOString().slice(0, 10);
  const empleado = await post<{ id: number }>(server.url, cookie, '/empleados', {
    nombre: 'Carolina',
    apellido: 'Benchmark',
  });
  const servicio = await post<{ id: number }>(server.url, cookie, '/servicios-base', {
    categoria: 'Cejas y pestañas',
    descripcion: 'Lifting de pestañas con tinte',
    precio: 18500,
    duracionSugerida: 60,
  });
  const cliente = await post<{ id: number }>(server.url, cookie, '/clientes', {
    nombre: 'Mariela',
    apellido: 'Gómez',
    telefono: '11 4000-0001',
  });
  const turno = await post<{ id: number }>(server.url, cookie, '/turnos', {
    idCliente: cliente.id,
    idEmpleado: empleado.id,
    idServicio: servicio.id,
    fecha,
    hora: '10:30',
    duracion: 60,
    costo: 18500,
    estado: 'Debe',
    montoAbonado: null,
  });
  const enlace = await fetch(`${server.url}/api/turnos/${turno.id}/enlace`, { headers: { cookie } });
  if (!enlace.ok) throw new Error(`enlace: ${enlace.status} ${await enlace.text()}`);
  const { url } = (await enlace.json()) as { url: string };
  return new URL(url).pathname;
}

const missed: string[] = [];
try {
  if (pages.includes(TURNO)) addresses.set(TURNO, await turnoConEnlace());
  for (const page of pages) {
    if (page === RESERVAR) await encenderReservas();
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) results.push(await measure(page));
    const m = (pick: (r: Run) => number) => median(results.map(pick));
    const score = (c: (typeof categories)[number]) => m((r) => r.scores[c]);
    const [perf, a11y, bp, seo] = categories.map(score) as [number, number, number, number];
    const lcp = m((r) => r.lcp);
    const tbt = m((r) => r.tbt);
    const cls = m((r) => r.cls);
    const jsKb = m((r) => r.jsKb);
    const pageJsKb = m((r) => r.pageJsKb);
    const failing = [...new Set(results.flatMap((r) => r.failing))];
    console.log(
      `${page.padEnd(12)} perf ${String(perf).padStart(3)}  a11y ${a11y}  bp ${bp}  seo ${seo}  ` +
        `FCP ${(m((r) => r.fcp) / 1000).toFixed(2)} s  LCP ${(lcp / 1000).toFixed(2)} s  TBT ${tbt.toFixed(0)} ms  ` +
        `TTI ${(m((r) => r.tti) / 1000).toFixed(2)} s  CLS ${cls.toFixed(3)}  JS ${jsKb.toFixed(1)} KB  ` +
        `propio ${pageJsKb.toFixed(1)} KB gzip${failing.length > 0 ? `  (falla: ${failing.join(', ')})` : ''}`,
    );
    // The client's link is noindex on purpose (decision 048): search engines' audits do not apply.
    if (a11y < budget.otherScores || bp < budget.otherScores || (page !== TURNO && seo < budget.otherScores)) {
      missed.push(page);
    }
    if (
      speedPages.has(page) &&
      (perf < budget.performance || lcp >= budget.lcpMs || cls > budget.cls || tbt >= budget.tbtMs)
    ) {
      missed.push(page);
    }
    if (page === '/' && jsKb >= budget.jsKb) missed.push('/ (JS)');
    if (page === TURNO && (perf < budget.performance || lcp >= budget.lcpMs || cls > budget.cls)) missed.push(TURNO);
    if (page === TURNO && !(pageJsKb < budget.pageJsKb)) missed.push(`${TURNO} (JS)`);
    if (page === RESERVAR && cls > budget.cls) missed.push(`${RESERVAR} (CLS)`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.log(
  missed.length > 0
    ? `FUERA DE PRESUPUESTO en ${[...new Set(missed)].join(', ')} (performance ${budget.performance}, LCP < ${budget.lcpMs} ms, ` +
        `CLS ${budget.cls}, TBT < ${budget.tbtMs} ms en /, /servicios y /galeria; performance ${budget.performance}, ` +
        `LCP < ${budget.lcpMs} ms, CLS ${budget.cls} y su JS propio < ${budget.pageJsKb} KB gzip en ${TURNO}; ` +
        `CLS ${budget.cls} en ${RESERVAR} con las reservas encendidas; accesibilidad, buenas prácticas y SEO ` +
        `${budget.otherScores} en todas (SEO no en ${TURNO}, noindex); JS de / < ${budget.jsKb} KB)`
    : 'Dentro del presupuesto.',
);
process.exit(missed.length > 0 ? 1 : 0);
