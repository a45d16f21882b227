/**
 * Public site benchmark: Lighthouse (mobile profile, its simulated slow 4G and 4x CPU slowdown)
 * driving Debian's Chromium against the real server, on /, /servicios and /galeria; and the
 * JavaScript and CSS bytes (gzip, as sent) that `/` loads. Budgets (DESIGN.md section 8):
 * performance >= 95, CLS < 0.05, JS for `/` under 100 KB gzip. Exits 1 when one is missed.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../tests/chromium.ts';
import { startServer } from './support.ts';

const pages = ['/', '/servicios', '/galeria'];
const budget = { performance: 95, cls: 0.05, jsKb: 100 };

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

let failed = false;
try {
  for (const page of pages) {
    const result = await lighthouse(`${server.url}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    });
    if (result === undefined) throw new Error(`Lighthouse no devolvió resultado para ${page}`);
    const { lhr } = result;
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
        ?.items ?? [];
    const kb = (type: string) =>
      requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
    const jsKb = kb('Script');
    const cls = num('cumulative-layout-shift');
    console.log(
      `${page.padEnd(11)} performance ${String(score).padStart(3)}  FCP ${(num('first-contentful-paint') / 1000).toFixed(2)} s  ` +
        `LCP ${(num('largest-contentful-paint') / 1000).toFixed(2)} s  TBT ${num('total-blocking-time').toFixed(0)} ms  ` +
        `CLS ${cls.toFixed(3)}  JS ${jsKb.toFixed(1)} KB  CSS ${kb('Stylesheet').toFixed(1)} KB  images ${kb('Image').toFixed(1)} KB`,
    );
    if (score < budget.performance || cls >= budget.cls || (page === '/' && jsKb >= budget.jsKb)) failed = true;
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.log(
  failed
    ? `FUERA DE PRESUPUESTO (performance >= ${budget.performance}, CLS < ${budget.cls}, JS de / < ${budget.jsKb} KB)`
    : 'Dentro del presupuesto.',
);
process.exit(failed ? 1 : 0);
