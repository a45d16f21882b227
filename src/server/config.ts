import path from 'node:path';
import { passwordSchema } from '../shared/schemas/usuario.ts';

/** Where the data lives: an embedded SQLite file or a PostgreSQL server. */
export type DatabaseConfig = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export type CookieSecure = 'auto' | boolean;

/** `false`, `true` (trust every hop), a hop count, or a list of addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  timeZone: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  cookieSecure: CookieSecure;
  trustProxy: TrustProxy;
  /** Idle expiry of a session, in milliseconds. */
  sessionIdleMs: number;
  /** Absolute expiry of a session, in milliseconds. */
  sessionMaxMs: number;
  /** Folder holding the built web app (index.html and assets), or null to serve only the API. */
  webRoot: string | null;
  /** The site's public origin (`https://centro.com.ar`) for absolute links, or null: each request's own. */
  publicUrl: string | null;
  logLevel: string;
}

export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, message: string) {
    super(`Configuración inválida: ${variable}: ${message}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

type Env = Record<string, string | undefined>;

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `"${raw}" no es un número entero.`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(name, `debe estar entre ${min} y ${max} (vale ${value}).`);
  }
  return value;
}

export function parseDatabaseUrl(raw: string | undefined, cwd: string): DatabaseConfig {
  const value = raw?.trim();
  if (value === undefined || value === '') {
    return { dialect: 'sqlite', file: path.resolve(cwd, 'data', 'centro.db') };
  }
  if (value.startsWith('file:')) {
    const file = value.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
    if (file === '') throw new ConfigError('DATABASE_URL', 'falta la ruta del archivo después de "file:".');
    return { dialect: 'sqlite', file: path.resolve(cwd, file) };
  }
  if (/^postgres(ql)?:\/\//.test(value)) {
    try {
      new URL(value);
    } catch {
      throw new ConfigError('DATABASE_URL', 'la URL de PostgreSQL no es válida.');
    }
    return { dialect: 'postgres', url: value };
  }
  throw new ConfigError(
    'DATABASE_URL',
    'debe empezar con "file:" (SQLite) o con "postgres://" / "postgresql://" (PostgreSQL).',
  );
}

function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

function parseBoolean(env: Env, name: string): boolean | undefined {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return undefined;
  if (['1', 'true', 'yes', 'on', 'si', 'sí'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `"${env[name]}" no es un valor válido (usá true, false o auto).`);
}

function parseTrustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (raw === undefined || raw === '') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const lower = raw.toLowerCase();
  if (['false', 'off', 'no', '0'].includes(lower)) return false;
  if (['true', 'on', 'yes'].includes(lower)) return true;
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const addressLike = /^[0-9a-fA-F:.]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/;
  for (const item of list) {
    if (!addressLike.test(item)) {
      throw new ConfigError('TRUST_PROXY', `"${item}" no es una dirección IP, un rango CIDR ni un número de saltos.`);
    }
  }
  return list;
}

/** An http(s) origin, without path, query or credentials: it prefixes the site's absolute links. */
function parsePublicUrl(env: Env): string | null {
  const raw = env.PUBLIC_URL?.trim();
  if (raw === undefined || raw === '') return null;
  const example = '(por ejemplo https://centro.com.ar)';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('PUBLIC_URL', `"${raw}" no es una dirección válida ${example}.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('PUBLIC_URL', `debe empezar con https:// o http:// ${example}.`);
  }
  if (url.username !== '' || url.password !== '' || url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new ConfigError('PUBLIC_URL', `va solo el origen del sitio, sin ruta, usuario ni parámetros ${example}.`);
  }
  return url.origin;
}

/** Reads and validates the configuration; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const cookieRaw = env.COOKIE_SECURE?.trim().toLowerCase();
  const cookieSecure: CookieSecure =
    cookieRaw === undefined || cookieRaw === '' || cookieRaw === 'auto'
      ? 'auto'
      : (parseBoolean(env, 'COOKIE_SECURE') ?? 'auto');

  const timeZone = env.APP_TIMEZONE?.trim() || 'America/Argentina/Buenos_Aires';
  if (!isValidTimeZone(timeZone)) {
    throw new ConfigError('APP_TIMEZONE', `"${timeZone}" no es una zona horaria IANA conocida.`);
  }

  const adminEmail = env.ADMIN_EMAIL?.trim() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminEmail !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    throw new ConfigError('ADMIN_EMAIL', `"${adminEmail}" no es un email válido.`);
  }
  if ((adminEmail === undefined) !== (adminPassword === undefined)) {
    throw new ConfigError(
      adminEmail === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD',
      'ADMIN_EMAIL y ADMIN_PASSWORD van juntas: definí las dos o ninguna.',
    );
  }
  if (adminPassword !== undefined) {
    // The same rule as every account: 10 to 128 characters, none of the most common ones.
    const checked = passwordSchema.safeParse(adminPassword);
    if (!checked.success) throw new ConfigError('ADMIN_PASSWORD', checked.error.issues[0]?.message ?? 'no es válida.');
  }

  const webRootRaw = env.WEB_ROOT?.trim();
  const webRoot =
    webRootRaw === 'none' ? null : path.resolve(cwd, webRootRaw && webRootRaw !== '' ? webRootRaw : 'dist/web');

  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(
      'LOG_LEVEL',
      `"${logLevel}" no es un nivel válido (fatal, error, warn, info, debug, trace, silent).`,
    );
  }

  return {
    port: readInt(env, 'PORT', 3000, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    database: parseDatabaseUrl(env.DATABASE_URL, cwd),
    timeZone,
    adminEmail,
    adminPassword,
    cookieSecure,
    trustProxy: parseTrustProxy(env),
    sessionIdleMs: readInt(env, 'SESSION_IDLE_HOURS', 12, 1, 24 * 30) * 3_600_000,
    sessionMaxMs: readInt(env, 'SESSION_MAX_DAYS', 7, 1, 365) * 86_400_000,
    webRoot,
    publicUrl: parsePublicUrl(env),
    logLevel,
  };
}

/** For the command-line entry points: the configuration, or its Spanish message and exit code 1. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}
