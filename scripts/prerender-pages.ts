/**
 * The build's last web step (vite.config.ts): writes each public page's HTML, drawn ahead of time
 * by the app's own components (src/web/prerender.tsx, built for Node into `ssrDir`), with the
 * files it needs named in its head. dist/web/pages/index.html is `/`, pages/<name>.html the
 * others (a client's link to her booking, `/turno/:token`, is pages/turno.html), pages/404.html
 * the page for any unknown path, and pages/reservas-online/ the same pages with online booking on;
 * dist/web/index.html stays the panel's empty shell; dist/web/pages/centro.json the centre's
 * details the server puts in the titles it writes (http/web-app.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RESERVAS_ONLINE_PAGES } from '#shared/site-routes.ts';
import { pageMeta } from '#web/site/page-meta.ts';
import type { PageAssets, SiteData } from '#web/prerender.tsx';

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }>;

interface Renderer {
  checkSettings: () => void;
  renderPage: (url: string, assets: PageAssets, reservasOnline: boolean) => Promise<string>;
  siteData: () => SiteData;
}

/** A chunk and every chunk it imports, in order, each once. */
function withImports(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || manifest[key] === undefined) return [];
  seen.add(key);
  return [key, ...(manifest[key].imports ?? []).flatMap((k) => withImports(manifest, k, seen))];
}

/** Where the page at `route` is written, under dist/web/pages (or its folder of pages with online booking on). */
function pageFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/**
 * The panel's shell (dist/web/index.html) names the panel's code and stylesheets, so the browser
 * fetches them with the entry's instead of once the entry has run and asked for them (decision 043).
 *
 * A second copy, pages/panel.html, is the shell for a screen the server draws into it (decision
 * 061): its entry is the public pages' starter, which runs the app once the drawn screen has been
 * painted, as on the public pages (decision 028), instead of before the first paint.
 */
function writePanelShell(outDir: string, manifest: Manifest, entryChunks: string[], starter: string): void {
  const chunks = withImports(manifest, PANEL_MODULE, new Set(entryChunks));
  if (chunks.length === 0) throw new Error(`el manifiesto de la compilación no tiene ${PANEL_MODULE}`);
  const css = (keys: string[]) => new Set(keys.flatMap((k) => manifest[k]?.css ?? []));
  const entryCss = css(entryChunks);
  const tags = [
    ...[...css(chunks)].filter((f) => !entryCss.has(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...chunks.map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]?.file}">`),
  ];
  const file = path.join(outDir, 'index.html');
  const html = fs.readFileSync(file, 'utf8').replace('  </head>', `${tags.map((t) => `    ${t}\n`).join('')}  </head>`);
  fs.writeFileSync(file, html);
  const entry = `/${manifest['index.html']?.file}`;
  const tag = `<script type="module" crossorigin src="${entry}"></script>`;
  if (!html.includes(tag)) throw new Error(`el shell del panel no carga ${entry} como se esperaba`);
  fs.mkdirSync(path.join(outDir, 'pages'), { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'pages', 'panel.html'),
    html.replace(
      tag,
      `<script type="module" crossorigin src="/${starter}" data-app="${entry}" data-chunks=""></script>`,
    ),
  );
}

/**
 * Pages at an address with a parameter, drawn as they read before their data has arrived (the
 * page's code asks for it): each drawn at a stand-in address, into a file named by its path
 * without the parameter, as http/web-app.ts reads it (`turno/:token` → pages/turno.html).
 */
const PAGES_WITH_PARAMETER: [url: string, file: string, module: string][] = [
  // A client's own link to her booking (decision 048): no Mantine, no panel's shell.
  ['/turno/_', 'turno.html', 'site/pages/turno-enlace.tsx'],
];

/** The panel's code, which the entry loads for any address under /admin (src/web/app.tsx). */
const PANEL_MODULE = 'admin/admin-app.tsx';

export async function writePages(outDir: string, ssrDir: string): Promise<void> {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryFile = fs.readdirSync(ssrDir).find((f) => /^prerender\.m?js$/.test(f));
  if (entryFile === undefined) throw new Error(`falta el renderizador en ${ssrDir}`);
  const renderer = (await import(pathToFileURL(path.join(ssrDir, entryFile)).href)) as Renderer;
  renderer.checkSettings();

  const font = fs.readdirSync(path.join(outDir, 'assets')).find((f) => /^cormorant-garamond-600-.*\.woff2$/.test(f));
  const entryChunks = withImports(manifest, 'index.html');
  const entry = manifest['index.html'];
  if (entry === undefined) throw new Error('el manifiesto de la compilación no tiene index.html');
  const start = manifest['public-start.ts'];
  if (start === undefined) throw new Error('el manifiesto de la compilación no tiene public-start.ts');
  writePanelShell(outDir, manifest, entryChunks, start.file);
  // The starter asks for the app only once the page is painted (decision 028): a module it
  // imported would be fetched before, and the bundler would put it in the app's chunk with
  // everything else the app loads first (decision 057).
  if ((start.imports ?? []).length > 0 || (start.dynamicImports ?? []).length > 0) {
    throw new Error('public-start.ts no debe importar nada: lo que importara se pediría antes de pintar la página');
  }
  const assetsFor = (module: string | null): PageAssets => {
    const chunks = [...entryChunks, ...(module === null ? [] : withImports(manifest, module, new Set(entryChunks)))];
    return {
      script: `/${start.file}`,
      app: `/${entry.file}`,
      stylesheets: [...new Set(chunks.flatMap((k) => manifest[k]?.css ?? []))].map((f) => `/${f}`),
      modulePreloads: chunks.slice(1).map((k) => `/${manifest[k]?.file}`),
      font: font === undefined ? null : `/assets/${font}`,
    };
  };

  const pages: [url: string, file: string, module: string | null][] = [
    ...Object.entries(pageMeta).map(
      ([route, meta]) => [route, pageFile(route), meta.module] as [string, string, string],
    ),
    ...PAGES_WITH_PARAMETER,
    // Any path the app has no page for: its router shows the not-found screen there.
    ['/pagina-no-encontrada', '404.html', null],
  ];
  for (const reservasOnline of [false, true]) {
    const dir = path.join(outDir, 'pages', ...(reservasOnline ? [RESERVAS_ONLINE_PAGES] : []));
    fs.mkdirSync(dir, { recursive: true });
    for (const [url, file, module] of pages) {
      fs.writeFileSync(path.join(dir, file), await renderer.renderPage(url, assetsFor(module), reservasOnline));
    }
  }
  fs.writeFileSync(path.join(outDir, 'pages', 'centro.json'), `${JSON.stringify(renderer.siteData())}\n`);
}
