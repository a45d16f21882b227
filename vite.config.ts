import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { buildImages } from './scripts/build-images.ts';
import { DEFAULT_CENTRO_NOMBRE, headTags, pageMeta } from './src/web/site/page-meta.ts';

const root = path.resolve(import.meta.dirname, 'src/web');
const outDir = path.resolve(import.meta.dirname, 'dist/web');

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** `<link rel="modulepreload">` for a page's chunk and every chunk it imports, minus those the HTML has. */
function preloadLinks(manifest: Manifest, entry: string, html: string): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  return [...files]
    .filter((f) => !html.includes(`/${f}`))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
    .join('\n    ');
}

/**
 * Writes one HTML file per public page with its own title, description and preview tags
 * (dist/web/index.html for `/`, dist/web/pages/<name>.html for the others): link previews in
 * WhatsApp or Instagram read them without running JavaScript. Each also preloads its page's code.
 */
function writePageHeads(env: Record<string, string>): void {
  const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  // From the <title> to the og:image tag: the block index.html keeps for this (see its comment).
  const marker = /<title>[\s\S]*?<meta property="og:image"[^>]*>/;
  if (!marker.test(template)) throw new Error('index.html no tiene el bloque de <title> a og:image');
  const nombre = env.VITE_CENTRO_NOMBRE?.trim() || DEFAULT_CENTRO_NOMBRE;
  // The heading font arrives with the page, not after the CSS asks for it: headings do not reflow.
  const headingFont = fs
    .readdirSync(path.join(outDir, 'assets'))
    .find((f) => /^cormorant-garamond-latin-600-normal-.*\.woff2$/.test(f));
  const fontPreload =
    headingFont === undefined
      ? ''
      : `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${headingFont}">`;
  fs.mkdirSync(path.join(outDir, 'pages'), { recursive: true });
  for (const [route, meta] of Object.entries(pageMeta)) {
    const withHead = template.replace(marker, headTags(meta, nombre));
    const html = withHead.replace(
      '</head>',
      `  ${fontPreload}\n    ${preloadLinks(manifest, meta.module, withHead)}\n  </head>`,
    );
    const file = route === '/' ? 'index.html' : path.join('pages', `${route.slice(1)}.html`);
    fs.writeFileSync(path.join(outDir, file), html);
  }
  fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
}

/** After the build: per-page HTML, then .br and .gz beside every compressible file. */
function postBuild(env: Record<string, string>): Plugin {
  return {
    name: 'centro-post-build',
    apply: 'build',
    closeBundle() {
      writePageHeads(env);
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const full = path.join(dir, e.name);
          return e.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|xml|webmanifest)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** Publishes the site's pictures (AVIF, WebP, JPG) before Vite copies the public folder. */
function siteImages(): Plugin {
  return {
    name: 'centro-site-images',
    async buildStart() {
      const built = await buildImages();
      if (built.length > 0) this.info(`imágenes publicadas: ${built.join(', ')}`);
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    root,
    publicDir: path.join(root, 'public'),
    plugins: [siteImages(), react(), postBuild(env)],
    resolve: {
      // dayjs's main entry is CommonJS. Its ES-module build, the same code, needs no CommonJS glue
      // in the bundle: with the CommonJS one in shared/domain/dates.ts, the bundler moved that glue
      // into a chunk of its own that `/` then loaded too. Mantine's date pickers get it as well, so
      // there is one dayjs in the panel. (Node, the server and the tests keep the CommonJS entry.)
      alias: [
        { find: /^dayjs$/, replacement: 'dayjs/esm/index.js' },
        { find: /^dayjs\/plugin\/(\w+)(\.js)?$/, replacement: 'dayjs/esm/plugin/$1/index.js' },
        { find: /^dayjs\/locale\/([\w-]+)(\.js)?$/, replacement: 'dayjs/esm/locale/$1.js' },
      ],
    },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      assetsInlineLimit: 0,
      manifest: true,
    },
    server: {
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
  };
});
