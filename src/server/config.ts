import path from 'node:path';
import { z } from 'zod';
import { passwordSchema } from '#shared/schemas/usuario.ts';

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
  /** E-mail to clients (decision 049): the mail server and the sender, or null when off. */
  mail: MailConfig | null;
  logLevel: string;
}

export interface MailConfig {
  /** `smtp://` or `smtps://`, with the account's user and password. */
  smtpUrl: string;
  /** The sender: an address, or `Nombre <dirección>`. */
  from: string;
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

/** A variable set to blanks counts as unset; any other value is read without its outer spaces. */
const trimmed = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), schema);

/** A whole number within bounds, or the default. */
const whole = (fallback: number, min: number, max: number) =>
  trimmed(
    z
      .string()
      .regex(/^\d+$/, { error: (i) => `"${String(i.input)}" no es un número entero.` })
      .transform(Number)
      .refine((n) => n >= min && n <= max, {
        error: (i) => `debe estar entre ${min} y ${max} (vale ${String(i.input)}).`,
      })
      .default(fallback),
  );

function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const TRUE_WORDS = ['1', 'true', 'yes', 'on', 'si', 'sí'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

/** TRUST_PROXY: a hop count, true/false, or a list of addresses/CIDRs. */
const proxyWords = { true: ['true', 'on', 'yes'], false: ['false', 'off', 'no', '0'] };
const proxyList = (raw: string) =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const ADDRESS_LIKE = /^[0-9a-fA-F:.]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/;
/** The first item of a TRUST_PROXY list that is no address, or undefined. */
function badProxyItem(raw: string): string | undefined {
  const lower = raw.toLowerCase();
  if (/^\d+$/.test(raw) || proxyWords.true.includes(lower) || proxyWords.false.includes(lower)) return undefined;
  return proxyList(raw).find((item) => !ADDRESS_LIKE.test(item));
}
function parseTrustProxy(raw: string): TrustProxy {
  if (/^\d+$/.test(raw)) return Number(raw);
  const lower = raw.toLowerCase();
  if (proxyWords.false.includes(lower)) return false;
  if (proxyWords.true.includes(lower)) return true;
  return proxyList(raw);
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
    if (!URL.canParse(value)) throw new ConfigError('DATABASE_URL', 'la URL de PostgreSQL no es válida.');
    return { dialect: 'postgres', url: value };
  }
  throw new ConfigError(
    'DATABASE_URL',
    'debe empezar con "file:" (SQLite) o con "postgres://" / "postgresql://" (PostgreSQL).',
  );
}

const SMTP_URL_EXAMPLE = '(por ejemplo smtps://usuario:clave@smtp.ejemplo.com:465)';
/** An address, or `Nombre <dirección>`: what a mail server takes as the sender. */
const MAIL_FROM = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const PUBLIC_URL_EXAMPLE = '(por ejemplo https://centro.com.ar)';

/** Every variable the program reads, with its default and its Spanish message. */
function environmentSchema(cwd: string) {
  return z
    .object({
      PORT: whole(3000, 0, 65535),
      HOST: trimmed(z.string().default('0.0.0.0')),
      DATABASE_URL: z.string().optional(),
      APP_TIMEZONE: trimmed(
        z
          .string()
          .refine(isValidTimeZone, { error: (i) => `"${String(i.input)}" no es una zona horaria IANA conocida.` })
          .default('America/Argentina/Buenos_Aires'),
      ),
      ADMIN_EMAIL: trimmed(
        z
          .string()
          .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: (i) => `"${String(i.input)}" no es un email válido.` })
          .optional(),
      ),
      // Not trimmed: spaces may be part of a password. The same length rule as every account;
      // whether it is guessable is judged when the first admin is made from it, the one time it
      // is used (auth/users.ts): the dictionaries are not loaded at every start (decision 016).
      ADMIN_PASSWORD: z.preprocess((v) => (v === '' ? undefined : v), passwordSchema.optional()),
      COOKIE_SECURE: trimmed(
        z
          .string()
          .refine((raw) => ['auto', ...TRUE_WORDS, ...FALSE_WORDS].includes(raw.toLowerCase()), {
            error: (i) => `"${String(i.input)}" no es un valor válido (usá true, false o auto).`,
          })
          .transform((raw): CookieSecure =>
            raw.toLowerCase() === 'auto' ? 'auto' : TRUE_WORDS.includes(raw.toLowerCase()),
          )
          .default('auto'),
      ),
      TRUST_PROXY: trimmed(
        z
          .string()
          .refine((raw) => badProxyItem(raw) === undefined, {
            error: (i) =>
              `"${badProxyItem(String(i.input))}" no es una dirección IP, un rango CIDR ni un número de saltos.`,
          })
          .transform(parseTrustProxy)
          .default(false),
      ),
      SESSION_IDLE_HOURS: whole(12, 1, 24 * 30),
      SESSION_MAX_DAYS: whole(7, 1, 365),
      WEB_ROOT: trimmed(
        z
          .string()
          .default('dist/web')
          .transform((raw) => (raw === 'none' ? null : path.resolve(cwd, raw))),
      ),
      // An http(s) origin, without path, query or credentials: it prefixes the site's absolute links.
      PUBLIC_URL: trimmed(
        z
          .string()
          .refine(URL.canParse, {
            error: (i) => `"${String(i.input)}" no es una dirección válida ${PUBLIC_URL_EXAMPLE}.`,
            abort: true,
          })
          .transform((raw) => new URL(raw))
          .refine((url) => url.protocol === 'http:' || url.protocol === 'https:', {
            error: `debe empezar con https:// o http:// ${PUBLIC_URL_EXAMPLE}.`,
            abort: true,
          })
          .refine((url) => url.href === `${url.origin}/` && url.username === '' && url.password === '', {
            error: `va solo el origen del sitio, sin ruta, usuario ni parámetros ${PUBLIC_URL_EXAMPLE}.`,
          })
          .transform((url): string | null => url.origin)
          .default(null),
      ),
      SMTP_URL: trimmed(
        z
          .string()
          .refine((raw) => URL.canParse(raw) && ['smtp:', 'smtps:'].includes(new URL(raw).protocol), {
            error: `debe ser una dirección smtp:// o smtps:// ${SMTP_URL_EXAMPLE}.`,
          })
          .optional(),
      ),
      MAIL_FROM: trimmed(
        z
          .string()
          .regex(MAIL_FROM, {
            error: (i) =>
              `"${String(i.input)}" no es un remitente válido (por ejemplo turnos@centro.com.ar o Centro <turnos@centro.com.ar>).`,
          })
          .optional(),
      ),
      LOG_LEVEL: trimmed(
        z
          .enum(LOG_LEVELS, {
            error: (i) => `"${String(i.input)}" no es un nivel válido (${LOG_LEVELS.join(', ')}).`,
          })
          .default('info'),
      ),
    })
    .superRefine((env, ctx) => {
      if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
        ctx.issues.push({
          code: 'custom',
          path: [env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'],
          message: 'ADMIN_EMAIL y ADMIN_PASSWORD van juntas: definí las dos o ninguna.',
          input: env,
        });
      }
      if ((env.SMTP_URL === undefined) !== (env.MAIL_FROM === undefined)) {
        ctx.issues.push({
          code: 'custom',
          path: [env.SMTP_URL === undefined ? 'SMTP_URL' : 'MAIL_FROM'],
          message: 'SMTP_URL y MAIL_FROM van juntas: definí las dos o ninguna.',
          input: env,
        });
      }
      // A message's links must point at the site, never at whatever Host a request carried.
      if (env.SMTP_URL !== undefined && env.PUBLIC_URL === null) {
        ctx.issues.push({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: `los correos llevan enlaces al sitio: con SMTP_URL, definí también PUBLIC_URL ${PUBLIC_URL_EXAMPLE}.`,
          input: env,
        });
      }
    });
}

/** Reads and validates the configuration; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const parsed = environmentSchema(cwd).safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? 'configuración'), issue?.message ?? 'no es válida.');
  }
  const v = parsed.data;
  return {
    port: v.PORT,
    host: v.HOST,
    database: parseDatabaseUrl(v.DATABASE_URL, cwd),
    timeZone: v.APP_TIMEZONE,
    adminEmail: v.ADMIN_EMAIL,
    adminPassword: v.ADMIN_PASSWORD,
    cookieSecure: v.COOKIE_SECURE,
    trustProxy: v.TRUST_PROXY,
    sessionIdleMs: v.SESSION_IDLE_HOURS * 3_600_000,
    sessionMaxMs: v.SESSION_MAX_DAYS * 86_400_000,
    webRoot: v.WEB_ROOT,
    publicUrl: v.PUBLIC_URL,
    mail: v.SMTP_URL !== undefined && v.MAIL_FROM !== undefined ? { smtpUrl: v.SMTP_URL, from: v.MAIL_FROM } : null,
    logLevel: v.LOG_LEVEL,
  };
}

/** What a production start should hear about a configuration that works but is unsafe, in Spanish. */
export function startupWarnings(config: AppConfig, env: Env = process.env): string[] {
  if (env.NODE_ENV?.trim() !== 'production' || config.publicUrl !== null) return [];
  return [
    'Falta PUBLIC_URL en producción: sin ella, los enlaces absolutos de las páginas (vistas previas, ' +
      'robots.txt, sitemap.xml) toman el Host de cada pedido, y uno malicioso puede quedar guardado en ' +
      `una caché delante del servidor. Definí PUBLIC_URL con la dirección del sitio ${PUBLIC_URL_EXAMPLE}.`,
  ];
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
