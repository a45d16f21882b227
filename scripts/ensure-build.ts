/**
 * `npm start` calls this first: it builds the web app (dist/web) and the server (dist/node) when
 * either is missing or older than any file they are made from, so a fresh clone and an updated
 * one both run the current code.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// dist/node/package.json too: without it the compiled server's `#shared/…` imports would load the
// TypeScript sources (decision 017).
const built = [
  path.join(root, 'dist', 'web', 'index.html'),
  // The server's renderer of the panel's first views (decision 061), which older builds lack.
  path.join(root, 'dist', 'render', 'panel-render.js'),
  path.join(root, 'dist', 'node', 'server', 'main.js'),
  path.join(root, 'dist', 'node', 'package.json'),
];
const sources = [
  'src',
  'assets',
  'scripts/build-images.ts',
  'scripts/build-server.ts',
  'scripts/prerender-pages.ts',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
  'package.json',
];

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (stat === undefined) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .filter((name) => !name.endsWith('.test.ts')) // tests are not part of either build
    .reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const builtAt = Math.min(...built.map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0));
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));

if (builtAt < sourcesAt) {
  process.stdout.write('Compilando la aplicación…\n');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('No se pudo compilar la aplicación.\n');
    process.exit(result.status ?? 1);
  }
}
