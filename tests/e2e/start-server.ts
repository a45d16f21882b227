/**
 * Starts the real server for the browser tests: the built server and web app, on a fresh SQLite file in a
 * temporary folder that is removed when the server stops.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN } from './fixtures.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centro-e2e-'));
// The server as `npm start` runs it: compiled, like the web app it serves, and built again first
// when a source is newer (a server change is never tested against an old build).
const built = spawnSync(process.execPath, ['scripts/ensure-build.ts'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const child = spawn(process.execPath, ['dist/node/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4310',
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${path.join(dir, 'e2e.db')}`,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'warn',
  },
});

const stop = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
