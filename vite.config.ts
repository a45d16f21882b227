import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, normalizePath, type Plugin } from 'vite';
import { buildHeadingFont } from './scripts/build-font.ts';
import { buildImages } from './scripts/build-images.ts';
import { writePages } from './scripts/prerender-pages.ts';

const root = path.resolve(import.meta.dirname, 'src/web');
const outDir = path.resolve(import.meta.dirname, 'dist/web');
/** The renderers for Node: the public pages' (used by the build) and the panel's first views (kept for the server). */
const ssrDir = path.resolve(import.meta.dirname, 'dist/render');
/** The browser's entries: the panel's shell and the drawn public pages' starter (scripts/prerender-pages.ts). */
const entries = [path.join(root, 'index.html'), path.join(root, 'public-start.ts')];
/** Their own modules, as the bundler names them: the entries and the shell's script. */
const entryModules = new Set([...entries, path.join(root, 'main.tsx')].map(normalizePath));

/** .br and .gz beside every compressible built file: the server sends them as they are. */
function compressAll(dir: string): void {
  const walk = (d: string): string[] =>
    fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(d, e.name);
      return e.isDirectory() ? walk(full) : [full];
    });
  for (const file of walk(dir)) {
    if (!/\.(js|css|html|svg|json|txt|xml|webmanifest)$/.test(file)) continue;
    const data = fs.readFileSync(file);
    if (data.length < 1024) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  }
}

/**
 * Publishes the site's pictures (AVIF, WebP, JPG) before Vite copies the public folder, and writes
 * the cut-down headings' font before any CSS asks for it (scripts/build-font.ts).
 */
function siteAssets(): Plugin {
  return {
    name: 'centro-site-assets',
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildStart() {
      const built = await buildImages();
      if (built.length > 0) this.info(`imágenes publicadas: ${built.join(', ')}`);
      if (await buildHeadingFont()) this.info('fuente de los títulos escrita');
    },
  };
}

export default defineConfig(() => {
  return {
    root,
    publicDir: path.join(root, 'public'),
    plugins: [siteAssets(), react()],
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
    environments: {
      client: {
        build: {
          rolldownOptions: {
            input: entries,
            output: {
              codeSplitting: {
                groups: [
                  // React in one chunk: left to itself the bundler splits it in four small ones
                  // (its runtime, react, the JSX runtime, react-dom) as the app's imports change,
                  // each one more request before a page can start.
                  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                  // The rest of what the app's entry loads before anything else, in one chunk too:
                  // the bundler cut it into a dozen pieces by which screens share them, most under a
                  // kilobyte, and a public page fetched 20 scripts, each with its own headers
                  // (decision 057). The entries themselves stay out of it: the public pages' starter
                  // must stay a few hundred bytes, and the shell's entry is what the HTML names.
                  // Only the browser's build: the public pages' renderer keeps the bundler's order.
                  { name: 'app', tags: ['$initial'], test: (id) => !entryModules.has(id), priority: 1 },
                ],
              },
            },
          },
        },
      },
      // The renderers, for Node: the public pages' (src/web/prerender.tsx), used once by the build,
      // and the panel's first views' (src/web/panel-render.tsx), which the server loads (decision 061).
      ssr: {
        // The renderers carry every package they use, as the browser's build does: React in its
        // production build whatever NODE_ENV the server runs with (the development one drew the
        // history three times slower), and dayjs as the alias above gives it, whose ES-module
        // files Node could not load.
        resolve: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: ssrDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { input: [path.join(root, 'prerender.tsx'), path.join(root, 'panel-render.tsx')] },
        },
      },
    },
    builder: {
      // The browser's app, then the renderer, then each public page's HTML drawn with the
      // browser's built files; last, everything compressed. The panel's renderer is kept.
      async buildApp(builder) {
        const { client, ssr } = builder.environments;
        if (client === undefined || ssr === undefined) throw new Error('faltan los entornos client y ssr');
        await builder.build(client);
        await builder.build(ssr);
        await writePages(outDir, ssrDir);
        for (const file of fs.readdirSync(ssrDir)) {
          if (/^prerender\.m?js$/.test(file)) fs.rmSync(path.join(ssrDir, file));
        }
        fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
        compressAll(outDir);
      },
    },
    server: {
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
  };
});
