/**
 * `npm run build`'s server half: compiles src/server and src/shared into dist/node (decision 011)
 * and gives that folder its own package.json, so that the compiled server's `#shared/…` and
 * `#server/…` imports load the compiled files beside it (decision 017).
 *
 * tsc leaves those specifiers as written (`#shared/domain/dates.ts`: it rewrites only relative
 * ones), and Node resolves a `#` import with the importing file's nearest package.json. Under
 * dist/node that is the one written here, mapping `*.ts` to the emitted `*.js`; everywhere else
 * it is the project's, mapping to the sources.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist', 'node');

// Emptied first and compiled with noEmitOnError: a failed build leaves nothing a start would trust.
fs.rmSync(out, { recursive: true, force: true });
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.server.json'], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);

const scope = {
  type: 'module',
  imports: { '#shared/*.ts': './shared/*.js', '#server/*.ts': './server/*.js' },
};
fs.writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(scope, null, 2)}\n`);
