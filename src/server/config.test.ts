import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

const cwd = '/srv/centro';

const SITIO = 'https://centro.com.ar';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({}, cwd);
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.database).toEqual({ dialect: 'sqlite', file: path.join(cwd, 'data', 'centro.db') });
    expect(c.timeZone).toBe('America/Argentina/Buenos_Aires');
    expect(c.cookieSecure).toBe('auto');
    expect(c.trustProxy).toBe(false);
    expect(c.sessionIdleMs).toBe(12 * 3_600_000);
    expect(c.sessionMaxMs).toBe(7 * 86_400_000);
  });

  it('reads SQLite paths and PostgreSQL URLs from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'file:/var/lib/centro/a.db' }, cwd).database).toEqual({
      dialect: 'sqlite',
      file: '/var/lib/centro/a.db',
    });
    expect(loadConfig({ DATABASE_URL: 'file:datos/b.db' }, cwd).database).toEqual({
      dialect: 'sqlite',
      file: path.join(cwd, 'datos/b.db'),
    });
    for (const url of ['postgres://u:p@db:5432/centro', 'postgresql://db/centro']) {
      expect(loadConfig({ DATABASE_URL: url }, cwd).database).toEqual({ dialect: 'postgres', url });
    }
  });

  it.each([
    ['PORT', { PORT: 'tres mil' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db/centro' }],
    ['DATABASE_URL', { DATABASE_URL: 'file:' }],
    ['APP_TIMEZONE', { APP_TIMEZONE: 'America/Ciudad_Inventada' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'no-es-un-email', ADMIN_PASSWORD: 'una-clave-larga' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'dueña@centro.com.ar' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'duena@centro.com.ar', ADMIN_PASSWORD: 'corta' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'duena@centro.com.ar', ADMIN_PASSWORD: 'x'.repeat(129) }],
    ['COOKIE_SECURE', { COOKIE_SECURE: 'quizás' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'proxy.interno' }],
    ['SESSION_IDLE_HOURS', { SESSION_IDLE_HOURS: '0' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'verbose' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'centro.com.ar' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://centro.com.ar' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'https://centro.com.ar/sitio' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'https://centro.com.ar/?a=1' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'https://ana:clave@centro.com.ar' }],
    ['SMTP_URL', { SMTP_URL: 'https://smtp.centro.com.ar', MAIL_FROM: 'turnos@centro.com.ar', PUBLIC_URL: SITIO }],
    ['SMTP_URL', { SMTP_URL: 'smtp.centro.com.ar:465', MAIL_FROM: 'turnos@centro.com.ar', PUBLIC_URL: SITIO }],
    ['MAIL_FROM', { SMTP_URL: 'smtps://smtp.centro.com.ar', MAIL_FROM: 'turnos', PUBLIC_URL: SITIO }],
    ['MAIL_FROM', { SMTP_URL: 'smtps://smtp.centro.com.ar', PUBLIC_URL: SITIO }],
    ['SMTP_URL', { MAIL_FROM: 'turnos@centro.com.ar', PUBLIC_URL: SITIO }],
    ['PUBLIC_URL', { SMTP_URL: 'smtps://smtp.centro.com.ar', MAIL_FROM: 'turnos@centro.com.ar' }],
  ])('stops with a message naming %s for a bad value', (variable, env) => {
    let error: unknown;
    try {
      loadConfig(env, cwd);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toContain(variable);
  });

  it('accepts the trusted proxy as a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }, cwd).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }, cwd).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'true' }, cwd).trustProxy).toBe(true);
  });

  it('gives Fastify a hop count as the hops nearest the server, as Express reads it', () => {
    const twoHops = fastifyTrustProxy(2);
    if (typeof twoHops !== 'function') throw new Error('a hop count becomes a function');
    expect([0, 1, 2, 3].map((hop) => twoHops('127.0.0.1', hop))).toEqual([true, true, false, false]);
    const none = fastifyTrustProxy(0);
    expect(typeof none === 'function' && none('127.0.0.1', 0)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
    expect(fastifyTrustProxy(false)).toBe(false);
  });

  it('takes PUBLIC_URL as an http(s) origin, or none', () => {
    expect(loadConfig({}, cwd).publicUrl).toBeNull();
    expect(loadConfig({ PUBLIC_URL: 'https://Centro.com.ar/' }, cwd).publicUrl).toBe('https://centro.com.ar');
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.0.10:3000' }, cwd).publicUrl).toBe('http://192.168.0.10:3000');
  });

  it('turns e-mail on with SMTP_URL and MAIL_FROM (and PUBLIC_URL for its links), off without them', () => {
    expect(loadConfig({}, cwd).mail).toBeNull();
    const env = {
      SMTP_URL: ' smtps://turnos%40centro.com.ar:clave@smtp.centro.com.ar:465 ',
      MAIL_FROM: 'Centro Belleza <turnos@centro.com.ar>',
      PUBLIC_URL: SITIO,
    };
    expect(loadConfig(env, cwd).mail).toEqual({
      smtpUrl: 'smtps://turnos%40centro.com.ar:clave@smtp.centro.com.ar:465',
      from: 'Centro Belleza <turnos@centro.com.ar>',
    });
    expect(loadConfig({ ...env, SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'a@b.ar' }, cwd).mail).toEqual({
      smtpUrl: 'smtp://127.0.0.1:2525',
      from: 'a@b.ar',
    });
    expect(() => loadConfig({ SMTP_URL: env.SMTP_URL, MAIL_FROM: env.MAIL_FROM }, cwd)).toThrow(
      'con SMTP_URL, definí también PUBLIC_URL',
    );
  });

  it('takes COOKIE_SECURE as auto, true or false', () => {
    expect(loadConfig({ COOKIE_SECURE: 'auto' }, cwd).cookieSecure).toBe('auto');
    expect(loadConfig({ COOKIE_SECURE: 'true' }, cwd).cookieSecure).toBe(true);
    expect(loadConfig({ COOKIE_SECURE: 'false' }, cwd).cookieSecure).toBe(false);
  });
});
