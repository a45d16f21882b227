/**
 * `npm start` calls this first: it builds the web app when dist/web is missing or older than any
 * file it is made from, so a fresh clone and an updated one both serve the current code.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist', 'web', 'index.html');
const sources = ['src/web', 'src/shared', 'assets', 'scripts/build-images.ts', 'vite.config.ts', 'package.json'];

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (stat === undefined) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const builtAt = fs.statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));

if (builtAt < sourcesAt) {
  process.stdout.write('Compilando la aplicación web…\n');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('No se pudo compilar la aplicación web.\n');
    process.exit(result.status ?? 1);
  }
}
