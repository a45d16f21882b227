import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHILD_ADMIN, exited, startServer } from './testing/server-process.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('the server log', () => {
  it('has request id, route, status and time for every request, and never passwords, cookies or sessions', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centro-log-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const server = await startServer(`file:${path.join(dir, 'centro.db')}`, cleanups, { LOG_LEVEL: 'info' });

    const wrong = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: CHILD_ADMIN.email, password: 'una-contraseña-equivocada' }),
    });
    expect(wrong.status).toBe(401);
    const ok = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CHILD_ADMIN),
    });
    const cookie = (ok.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const token = cookie.split('=')[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    await fetch(`${server.url}/api/clientes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, authorization: 'Bearer secreto-de-prueba' },
      body: JSON.stringify({ nombre: 'Ana Confidencial', telefono: '11 9876-5432', email: 'ana@privado.com' }),
    });
    // A client's private link to cancel an online booking (issue 22): the token never reaches the log.
    const cancelToken = 'TokenDeCancelacionSecreto_0123456789abcdefgh';
    await fetch(`${server.url}/api/reservas/cancelar/${cancelToken}`);
    await fetch(`${server.url}/reservar/cancelar/${cancelToken}`);
    // Her own link to her booking (decision 048), its page and its API alike.
    const enlaceToken = 'TokenDelEnlaceDeLaClienta_0123456789abcdefgh';
    await fetch(`${server.url}/turno/${enlaceToken}`);
    await fetch(`${server.url}/api/enlace/${enlaceToken}/confirmar`, { method: 'POST' });
    // A gift card's code is money: its public lookup and its QR's address leave it out of the log.
    const codigo = 'K7QM9XR4TA';
    await fetch(`${server.url}/api/giftcards/${codigo}/saldo`);
    await fetch(`${server.url}/giftcard?codigo=${codigo}`);
    server.child.kill('SIGTERM');
    await exited(server.child);

    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed.length).toBeGreaterThanOrEqual(3);
    for (const l of completed) {
      expect(l).toHaveProperty('reqId');
      expect(l).toHaveProperty('responseTime');
      expect(l).toHaveProperty('res.statusCode');
    }
    expect(lines.some((l) => (l.req as { url?: string } | undefined)?.url === '/api/clientes')).toBe(true);
    expect(lines.some((l) => (l.req as { url?: string } | undefined)?.url === '/api/reservas/cancelar/…')).toBe(true);
    expect(lines.some((l) => (l.req as { url?: string } | undefined)?.url === '/api/giftcards/…/saldo')).toBe(true);
    expect(lines.some((l) => (l.req as { url?: string } | undefined)?.url === '/turno/…')).toBe(true);
    expect(lines.some((l) => (l.req as { url?: string } | undefined)?.url === '/api/enlace/…/confirmar')).toBe(true);
    expect(lines.some((l) => (l.req as { url?: string } | undefined)?.url === '/giftcard?codigo=…')).toBe(true);

    const text = server.output();
    for (const secret of [
      CHILD_ADMIN.password,
      'una-contraseña-equivocada',
      token,
      'secreto-de-prueba',
      cancelToken,
      enlaceToken,
      codigo,
      '11 9876-5432',
      'ana@privado.com',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  }, 30_000);
});
