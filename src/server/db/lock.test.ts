/**
 * The SQLite file's lock dies with its process: a lock whose pid now belongs to another live
 * process (pids are reused after a reboot) does not keep the server from starting, and a real
 * second server on the same file is still refused.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exited, startServer } from '#server/testing/server-process.ts';
import { acquireLock, lockHolder, lockPath, processStart } from './lock.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function databaseFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centro-bloqueo-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'centro.db');
}

/** A live process that is not a server: `sleep`. */
function sleeper(): number {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  cleanups.push(() => {
    child.kill('SIGKILL');
  });
  if (child.pid === undefined) throw new Error('sleep did not start');
  return child.pid;
}

describe('the lock of the SQLite file', () => {
  it('names its process by pid and start, and is released with it', () => {
    const file = databaseFile();
    const release = acquireLock(file);
    const start = processStart(process.pid);
    expect(start).toMatch(/^[0-9a-f-]+:\d+$/);
    expect(fs.readFileSync(lockPath(file), 'utf8')).toBe(`${process.pid} ${start}`);
    expect(lockHolder(file)).toBe(process.pid);
    release();
    expect(fs.existsSync(lockPath(file))).toBe(false);
  });

  it('is stale when its pid now belongs to another live process', () => {
    const file = databaseFile();
    const parent = process.ppid;
    // A server that ran before a reboot, whose pid is now the test runner's parent (a live Node process).
    fs.writeFileSync(lockPath(file), `${parent} 00000000-0000-0000-0000-000000000000:12345`);
    expect(lockHolder(file)).toBeNull();
    // The same pid at another start of this boot.
    fs.writeFileSync(lockPath(file), `${parent} ${processStart(parent)?.replace(/:\d+$/, ':1')}`);
    expect(lockHolder(file)).toBeNull();
    // An older release's bare pid, now a process that is not Node at all.
    fs.writeFileSync(lockPath(file), String(sleeper()));
    expect(lockHolder(file)).toBeNull();
    // The parent named with its real start does hold it.
    fs.writeFileSync(lockPath(file), `${parent} ${processStart(parent)}`);
    expect(lockHolder(file)).toBe(parent);
  });

  it('lets the server start over a lock naming an unrelated live process, and refuses a second server', async () => {
    const file = databaseFile();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const stranger = sleeper();
    fs.writeFileSync(lockPath(file), `${stranger} 00000000-0000-0000-0000-000000000000:777`);
    const first = await startServer(`file:${file}`, cleanups);
    expect(lockHolder(file)).toBe(first.child.pid);

    await expect(startServer(`file:${file}`, cleanups)).rejects.toThrow(
      new RegExp(`Otro proceso del servidor \\(pid ${first.child.pid}\\) ya usa la base`),
    );
    first.child.kill('SIGTERM');
    await exited(first.child);

    // An older release's lock naming a live process that is not a server: started over as well.
    fs.writeFileSync(lockPath(file), String(stranger));
    const second = await startServer(`file:${file}`, cleanups);
    expect(lockHolder(file)).toBe(second.child.pid);
  }, 30_000);
});

describe('starts racing for a stale lock', () => {
  it('let exactly one of them take it', async () => {
    const file = databaseFile();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Each start, loaded, waits for the same moment to take the lock (so they do race), and keeps
    // it, if it gets it, until it is killed.
    const script = `import { acquireLock } from './src/server/db/lock.ts';
      const at = Number(process.argv[2]);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.max(0, at - Date.now() - 5));
      while (Date.now() < at);
      try { acquireLock(process.argv[1]); console.log('tengo'); setTimeout(() => {}, 60_000); }
      catch (err) { console.log(/Otro proceso/.test(err.message) ? 'no' : err.message); }`;
    for (let round = 0; round < 3; round++) {
      fs.writeFileSync(lockPath(file), `${sleeper()} 00000000-0000-0000-0000-000000000000:1`);
      const at = String(Date.now() + 3000);
      const children = Array.from({ length: 8 }, () =>
        spawn(process.execPath, ['--input-type=module', '-e', script, file, at], {
          cwd: path.resolve(import.meta.dirname, '../../..'),
        }),
      );
      const outputs = await Promise.all(
        children.map(
          (child) =>
            new Promise<string>((resolve) => {
              let out = '';
              child.stdout.on('data', (c: Buffer) => {
                out += c.toString();
                if (out.includes('\n')) resolve(out.trim());
              });
              child.stderr.on('data', (c: Buffer) => (out += c.toString()));
              child.on('exit', () => resolve(out.trim()));
            }),
        ),
      );
      const winner = children[outputs.indexOf('tengo')];
      expect(outputs.sort()).toEqual(['no', 'no', 'no', 'no', 'no', 'no', 'no', 'tengo']);
      expect(lockHolder(file)).toBe(winner?.pid);
      for (const child of children) child.kill('SIGKILL');
      await Promise.all(children.map(exited));
      // Nothing left beside the lock.
      expect(fs.readdirSync(path.dirname(file))).toEqual(['centro.db.lock']);
    }
  }, 30_000);
});
