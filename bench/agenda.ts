/**
 * The agenda in the browser (DESIGN.md §8, issue 8 item 4): a day with 10 employees fully booked
 * (10 × 24 appointments) against an empty day with the same 10 columns, in the same run.
 *
 * - grid: from the moment the day's data has arrived (the later of /api/turnos and /api/empleados)
 *   to the grid drawn with every booking on screen. Budget: under 300 ms.
 * - modal: from a click on a booking (or a free cell), once the page is idle, to the modal drawn
 *   with its fields. Budget: under 100 ms.
 * - week: the week view (issue 18) of the same 10 employees, Monday to Sunday, fully booked
 *   (10 × 24 × 7 appointments), from its data's arrival to every booking in view drawn (every
 *   column whose header is in the grid's region has its 24 bookings), against an empty week.
 *   Budget: under 400 ms. The week draws only the columns in view (decision 020), so it also
 *   measures, as a reference, scrolling the grid one day sideways to the next day's bookings drawn.
 *
 * The budgets apply on the "cheap laptop": Chromium's CPU is throttled until Lighthouse's
 * BenchmarkIndex reads what one scores (bench/cpu.ts, decision 012). The same figures are then
 * taken on a low-end phone, as a reference without a budget. Needs `npm run build` first; talks
 * only to 127.0.0.1 and stops by itself. Exits 1 when a budget is missed.
 */
import fs from 'node:fs';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { addDays } from '#shared/domain/dates.ts';
import { chromiumArgs, chromiumPath } from '../tests/chromium.ts';
import { calibrate, CHEAP_LAPTOP, LOW_END_PHONE } from './cpu.ts';
import { median, signInInBrowser, startServer } from './support.ts';

const EMPLEADOS = 10;
const SLOTS = 24;
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const BUDGET_GRID_MS = 300;
const BUDGET_MODAL_MS = 100;
const BUDGET_WEEK_MS = 400;
const FULL = '2031-05-05';
const EMPTY = '2031-05-06';
/** Mondays: a week fully booked, and an empty one. */
const FULL_WEEK = '2031-05-12';
const EMPTY_WEEK = '2031-05-19';
const DAYS = 7;
/** The week's column width (agenda-grid.tsx): a day of the team is this times EMPLEADOS wide. */
const WEEK_COLUMN_PX = 124;

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(`${server.url}/api${path}`, { data });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * True when the grid is drawn: the day, with `expected` of `cells` (every booking, or every free
 * cell); the week, with `perColumn` of them in each column whose header is in the grid's region.
 * Runs in the page.
 */
function drawn({ cells, expected, perColumn }: { cells: string; expected: number; perColumn: number }): boolean {
  if (perColumn === 0) return document.querySelectorAll(cells).length >= expected;
  const region = document.querySelector('.agenda-scroll')?.getBoundingClientRect();
  const heads = [...document.querySelectorAll<HTMLElement>('[data-col]')];
  if (region === undefined || heads.length === 0) return false;
  return heads
    .filter((head) => {
      const r = head.getBoundingClientRect();
      return r.right > region.left && r.left < region.right;
    })
    .every(
      (head) =>
        document.querySelectorAll(`[aria-colindex="${Number(head.dataset.col) + 2}"] ${cells}`).length >= perColumn,
    );
}

/** Milliseconds from the data's arrival to the grid drawn with `bookings` appointments. */
async function gridTime(page: Page, fecha: string, bookings: number, week = false): Promise<number> {
  await page.goto(`${server.url}/admin/agenda?fecha=${fecha}${week ? '&vista=semana' : ''}`);
  const cells = bookings > 0 ? '.agenda-turno' : '.agenda-free';
  const expected = bookings > 0 ? bookings : EMPLEADOS * SLOTS;
  const perColumn = week ? SLOTS : 0;
  // The day's list, or the week's (asked as a range).
  const data = week ? `/api/turnos?desde=${fecha}` : `/api/turnos?fecha=${fecha}`;
  await page.evaluate(`window.benchDrawn = ${drawn.toString()}`);
  return page.evaluate(
    async ({ cells, expected, perColumn, data }) => {
      const isDrawn = (window as unknown as { benchDrawn: typeof drawn }).benchDrawn;
      const done = await new Promise<number>((resolve) => {
        const check = () => {
          if (isDrawn({ cells, expected, perColumn })) {
            // The frame with the grid in it: the next frame starts after it was painted.
            requestAnimationFrame(() => setTimeout(() => resolve(performance.mark('bench-end').startTime)));
          } else requestAnimationFrame(check);
        };
        check();
      });
      const ends = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes(data) || e.name.endsWith('/api/empleados'))
        .map((e) => (e as PerformanceResourceTiming).responseEnd);
      // Marked too, so a trace (BENCH_TRACE) can be cut to the same span.
      performance.mark('bench-start', { startTime: Math.max(...ends) });
      return done - Math.max(...ends);
    },
    { cells, expected, perColumn, data },
  );
}

/** Milliseconds from scrolling the week's grid one day to the right to that day's bookings drawn. */
async function scrollTime(page: Page): Promise<number> {
  return page.evaluate(
    async ({ width, slots }) => {
      const isDrawn = (window as unknown as { benchDrawn: typeof drawn }).benchDrawn;
      const region = document.querySelector<HTMLElement>('.agenda-scroll');
      if (region === null) throw new Error('no .agenda-scroll');
      // As a person scrolls: once the page has settled.
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }));
      const start = performance.now();
      region.scrollLeft += width;
      return new Promise<number>((resolve) => {
        const check = () => {
          if (isDrawn({ cells: '.agenda-turno', expected: 0, perColumn: slots })) {
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
          } else requestAnimationFrame(check);
        };
        check();
      });
    },
    { width: EMPLEADOS * WEEK_COLUMN_PX, slots: SLOTS },
  );
}

/** Milliseconds from a click on the first element matching `selector` to the modal drawn. */
async function modalTime(page: Page, selector: string): Promise<number> {
  const ms = await page.evaluate(async (selector) => {
    const target = document.querySelector<HTMLElement>(selector);
    if (target === null) throw new Error(`no ${selector}`);
    // A person clicks once the page has settled, not in the same instant it was drawn: wait
    // until the browser is idle (the page's work drawn while hidden included).
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }));
    const start = performance.mark('bench-start').startTime;
    target.click();
    return new Promise<number>((resolve) => {
      const check = () => {
        // The modal is kept in the page while hidden: only a visible one counts.
        const dialog = [...document.querySelectorAll('[role="dialog"]')].find((d) => d.checkVisibility());
        if (dialog?.querySelector('button[type="submit"]')) {
          requestAnimationFrame(() => setTimeout(() => resolve(performance.mark('bench-end').startTime - start)));
        } else requestAnimationFrame(check);
      };
      check();
    });
  }, selector);
  await page.keyboard.press('Escape');
  await page.locator('[role="dialog"]').waitFor({ state: 'hidden' });
  return ms;
}

/** BENCH_TRACE=dir: one more grid and modal, each recorded as a Chromium trace to look at. */
async function trace(page: Page, cdp: CDPSession): Promise<void> {
  const traceDir = process.env.BENCH_TRACE;
  if (traceDir === undefined) return;
  for (const [name, measure] of [
    ['grilla', () => gridTime(page, FULL, EMPLEADOS * SLOTS)],
    ['modal', () => modalTime(page, '.agenda-turno')],
  ] as const) {
    const events: unknown[] = [];
    const collect = (d: { value: unknown[] }) => events.push(...d.value);
    cdp.on('Tracing.dataCollected', collect);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories:
        'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,disabled-by-default-v8.cpu_profiler',
      transferMode: 'ReportEvents',
    });
    await measure();
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    fs.writeFileSync(`${traceDir}/agenda-${name}.json`, JSON.stringify({ traceEvents: events }));
  }
}

try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 }, locale: 'es-AR' });
  await signInInBrowser(page, server.url);

  const servicio = await post<{ id: number }>(page, '/servicios-base', {
    categoria: 'Manos',
    descripcion: 'Esmaltado semipermanente',
    precio: 8000,
    duracionSugerida: 30,
  });
  // The full day, and each day of the full week: the same clients at the same times.
  const fechas = [FULL, ...Array.from({ length: DAYS }, (_, d) => addDays(FULL_WEEK, d))];
  for (let e = 0; e < EMPLEADOS; e++) {
    const empleado = await post<{ id: number }>(page, '/empleados', {
      nombre: `Empleada${e + 1}`,
      apellido: 'Bench',
      porcentajeGanancia: 50,
    });
    for (let s = 0; s < SLOTS; s++) {
      const cliente = await post<{ id: number }>(page, '/clientes', {
        nombre: `Clienta ${e}-${s}`,
        apellido: 'Apellido',
        telefono: `11 ${String(4000_0000 + e * 100 + s)}`,
      });
      const minutes = 8 * 60 + s * 30;
      for (const fecha of fechas) {
        await post(page, '/turnos', {
          idCliente: cliente.id,
          idEmpleado: empleado.id,
          idServicio: servicio.id,
          fecha,
          hora: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
          duracion: 30,
          costo: 8000,
          estado: s % 3 === 0 ? 'Pagado' : s % 3 === 1 ? 'Pago parcial' : 'Debe',
          montoAbonado: s % 3 === 1 ? 3000 : null,
        });
      }
    }
  }

  // Blocked time and a closed day on (decision 055), as a centre that uses them: every
  // professional's lunch blocked each week, and the full week's Sunday closed for vacations.
  // After the bookings: a block stops a booking made over it.
  const empleados = (await (await page.request.get(`${server.url}/api/empleados`)).json()) as { id: number }[];
  for (const e of empleados) {
    await post(page, '/bloqueos', {
      idEmpleado: e.id,
      fecha: FULL,
      desde: '13:00',
      hasta: '14:00',
      motivo: 'Almuerzo',
      semanal: true,
    });
  }
  const domingo = addDays(FULL_WEEK, DAYS - 1);
  const cierre = await page.request.put(`${server.url}/api/ajustes`, {
    data: { diasCerrados: [{ desde: domingo, hasta: domingo, motivo: 'Vacaciones' }] },
  });
  if (!cierre.ok()) throw new Error(`ajustes: ${cierre.status()}`);

  const cdp = await page.context().newCDPSession(page);
  // The CPU of the device each figure stands for (decision 012); BENCH_CPU_SLOWDOWN fixes the
  // rate instead, to look at one case by hand.
  const fixed = process.env.BENCH_CPU_SLOWDOWN;
  const devices =
    fixed === undefined
      ? [
          { device: CHEAP_LAPTOP, budgeted: true },
          { device: LOW_END_PHONE, budgeted: false },
        ]
      : [{ device: null, budgeted: true }];

  let ok = true;
  for (const { device, budgeted } of devices) {
    const results = {
      gridEmpty: [] as number[],
      gridFull: [] as number[],
      modalNew: [] as number[],
      modalEdit: [] as number[],
      weekEmpty: [] as number[],
      weekFull: [] as number[],
      weekScroll: [] as number[],
    };
    // Calibrated right before its runs (decision 012), as DevTools calibrates once per device.
    let title = `CPU ${fixed}× más lenta`;
    let rate = Number(fixed);
    if (device !== null) {
      const c = await calibrate(page, cdp, device);
      rate = c.rate;
      title = `${device.name} (índice ${device.score}: esta máquina da ${c.machine.toFixed(0)}; a ${c.rate}× da ${c.score.toFixed(0)})`;
      if (Math.abs(c.score - device.score) >= 10) {
        console.warn(`La calibración para ${device.name} quedó en ${c.score.toFixed(0)}, no en ${device.score}.`);
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // One warm-up of each, so both sides run with the code loaded and compiled.
    await gridTime(page, EMPTY, 0);
    await gridTime(page, FULL, EMPLEADOS * SLOTS);
    for (let run = 0; run < RUNS; run++) {
      results.gridEmpty.push(await gridTime(page, EMPTY, 0));
      results.modalNew.push(await modalTime(page, '.agenda-free'));
      results.gridFull.push(await gridTime(page, FULL, EMPLEADOS * SLOTS));
      results.modalEdit.push(await modalTime(page, '.agenda-turno'));
    }
    // The week after the day's runs, so the day's figures are taken as before the week view.
    await gridTime(page, EMPTY_WEEK, 0, true);
    await gridTime(page, FULL_WEEK, EMPLEADOS * SLOTS * DAYS, true);
    for (let run = 0; run < RUNS; run++) {
      results.weekEmpty.push(await gridTime(page, EMPTY_WEEK, 0, true));
      results.weekFull.push(await gridTime(page, FULL_WEEK, EMPLEADOS * SLOTS * DAYS, true));
      results.weekScroll.push(await scrollTime(page));
    }
    if (budgeted) await trace(page, cdp);

    const grid = median(results.gridFull);
    const modal = median(results.modalEdit);
    const fmt = (n: number) => `${n.toFixed(0).padStart(5)} ms`;
    const budget = (ms: number) => (budgeted ? `; presupuesto ${ms} ms` : '');
    console.log(
      `\nAgenda, ${EMPLEADOS} empleados × ${SLOTS} turnos, ${title}, mediana de ${RUNS}${budgeted ? '' : ', como referencia'}:`,
    );
    console.log(`  grilla vacía (línea base)      ${fmt(median(results.gridEmpty))}`);
    console.log(
      `  grilla completa                ${fmt(grid)}   (× ${(grid / median(results.gridEmpty)).toFixed(2)} de la vacía${budget(BUDGET_GRID_MS)})`,
    );
    console.log(`  modal desde un hueco libre     ${fmt(median(results.modalNew))}`);
    console.log(
      `  modal desde un turno (llena)   ${fmt(modal)}   (× ${(modal / median(results.modalNew)).toFixed(2)} del hueco libre${budget(BUDGET_MODAL_MS)})`,
    );
    const week = median(results.weekFull);
    console.log(`  semana vacía (línea base)      ${fmt(median(results.weekEmpty))}`);
    console.log(
      `  semana completa                ${fmt(week)}   (× ${(week / median(results.weekEmpty)).toFixed(2)} de la vacía, ${EMPLEADOS * SLOTS * DAYS} turnos${budget(BUDGET_WEEK_MS)})`,
    );
    console.log(`  semana: un día más a la derecha ${fmt(median(results.weekScroll))}   (como referencia)`);
    if (budgeted) ok &&= grid < BUDGET_GRID_MS && modal < BUDGET_MODAL_MS && week < BUDGET_WEEK_MS;
  }
  console.log(ok ? '\nDentro del presupuesto.' : '\nFuera del presupuesto.');
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
