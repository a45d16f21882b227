import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDiskFull } from '#server/db/dialect.ts';
import { codes, messages } from '#shared/messages.ts';

/** What an error's answer carries beside `error`: its stable `code`, and any other fields. */
export type HttpErrorDetails = { readonly code: string } & Readonly<Record<string, unknown>>;

/**
 * An error whose message is meant for the user: answered as `{error, code, ...details}` with its
 * status. The code is what the web decides on (decision 034), so every throw names one.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** Extra fields of the JSON answer beside `error` and `code` (the bad lines of an import). */
  readonly details: Record<string, unknown>;
  constructor(statusCode: number, message: string, details: HttpErrorDetails) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    const { code, ...rest } = details;
    this.code = code;
    this.details = rest;
  }
}

/** A deadlock or a serialisation failure: PostgreSQL rolled the transaction back. */
function isConflictoConcurrente(err: unknown): boolean {
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  return code === '40P01' || code === '40001';
}

/** Errors that mean the database cannot be reached right now (not a bug in a query). */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  // node-postgres says a connection dropped or could not be made in words, without a code.
  const message = (err as { message?: unknown }).message;
  if (
    typeof message === 'string' &&
    /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
      message,
    )
  ) {
    return true;
  }
  if (typeof code !== 'string') return false;
  return (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      'ENOTFOUND',
      'EAI_AGAIN',
      '57P01',
      '57P02',
      '57P03',
      '08006',
      '08001',
      '08003',
      '08000',
    ].includes(code) ||
    ['SQLITE_READONLY', 'SQLITE_BUSY', 'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_FULL', 'SQLITE_LOCKED'].some((c) =>
      code.startsWith(c),
    )
  );
}

const spanishDefaults = z.locales.es();

/**
 * The first problem as one Spanish sentence. Our schemas write messages that name the field; a
 * check left with Zod's generic message gets the field's name in front, so the user knows which.
 */
function validationMessage(err: {
  validation: { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> }[];
}): string {
  const first = err.validation[0];
  if (first === undefined) return 'Dato inválido.';
  const message = first.message ?? 'Dato inválido.';
  const field = first.instancePath.split('/').filter(Boolean).join('.');
  const generic = spanishDefaults.localeError({ ...first.params, code: first.keyword } as never);
  const isGeneric = (typeof generic === 'string' ? generic : generic?.message) === message;
  return isGeneric && field !== '' ? `${field}: ${message}` : message;
}

/** One error handler for the whole app: Spanish JSON bodies with a stable code, right statuses, no internals leaked. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const answer = (status: number, error: string, code: string) => reply.status(status).send({ error, code });
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ ...err.details, error: err.message, code: err.code });
    }
    if (hasZodFastifySchemaValidationErrors(err)) return answer(400, validationMessage(err), codes.datoInvalido);
    const status = err.statusCode ?? 500;
    if (status === 413) return answer(413, messages.payloadTooLarge, codes.contenidoDemasiadoGrande);
    if (status === 415) return answer(415, messages.unsupportedMediaType, codes.tipoNoAdmitido);
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return answer(400, messages.invalidJson, codes.jsonInvalido);
    }
    if (status === 429) return answer(429, messages.tooManyRequests, codes.demasiadosIntentos);
    if (status >= 400 && status < 500) {
      request.log.info({ code: err.code }, 'client error');
      return status === 404
        ? answer(404, messages.notFound, codes.noEncontrado)
        : answer(status, 'Pedido inválido.', codes.pedidoInvalido);
    }
    // Checked before the other database failures: its own sentence, and a code the web can read.
    if (isDiskFull(err)) {
      request.log.error({ err }, 'disk full: write refused');
      return answer(503, messages.diskFull, codes.discoLleno);
    }
    // PostgreSQL ends one of two transactions that wait on each other (or cannot be serialised),
    // and rolls it back: nothing was written, and the same request sent again goes through.
    if (isConflictoConcurrente(err)) {
      request.log.warn({ err }, 'transaction ended by a concurrent one');
      return answer(409, messages.conflictoConcurrente, codes.conflictoConcurrente);
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      return answer(503, messages.databaseUnavailable, codes.baseNoDisponible);
    }
    request.log.error({ err }, 'unhandled error');
    return answer(500, messages.internal, codes.errorInterno);
  });
}
