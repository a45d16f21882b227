/**
 * Answers written outside Fastify's reply: a request the HTTP parser refused (no request object
 * exists yet), a path that cannot be decoded. They get what every other answer gets: a Spanish
 * JSON body with a stable code, the security headers, and no caching.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { codes, messages } from '#shared/messages.ts';

/** HSTS makes sense only over HTTPS: sent on the answers to requests that came that way. */
export const HSTS = 'max-age=31536000; includeSubDomains';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
export type HeaderSet = Readonly<Record<string, string>>;

/** The headers a middleware such as helmet's sets, read once by running it on a stand-in answer. */
export function headersSetBy(middleware: Middleware): HeaderSet {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers.set(name, String(value));
      return res;
    },
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  middleware({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, (err) => {
    if (err !== undefined) throw err instanceof Error ? err : new Error(String(err));
  });
  return Object.fromEntries(headers);
}

export interface EarlyAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function earlyAnswer(
  security: HeaderSet,
  status: number,
  body: Record<string, unknown>,
  extra: Record<string, string> = {},
): EarlyAnswer {
  const text = JSON.stringify(body);
  return {
    status,
    body: text,
    headers: {
      ...security,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(text)),
      'Cache-Control': 'no-store',
      // Always here: an early answer does not know a trusted proxy's scheme, and browsers ignore
      // HSTS received over plain HTTP (RFC 6797, 8.1).
      'Strict-Transport-Security': HSTS,
      ...extra,
    },
  };
}

export function writeEarlyAnswer(res: ServerResponse, answer: EarlyAnswer): void {
  res.writeHead(answer.status, answer.headers).end(answer.body);
}

/** What a request the HTTP parser refused is told (Node's own codes, as Fastify reads them). */
export function clientErrorBody(code: string): { status: number; body: { error: string; code: string } } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, body: { error: messages.headersTooLarge, code: codes.encabezadosDemasiadoGrandes } };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: { error: messages.requestTimeout, code: codes.pedidoDemorado } };
  }
  return { status: 400, body: { error: messages.badRequest, code: codes.pedidoMalFormado } };
}

/**
 * Fastify's `clientErrorHandler`: the answer goes straight onto the connection, which is then
 * closed (the parser cannot go on after an error), as Node and Fastify do by default.
 */
export function answerClientError(security: HeaderSet, err: Error & { code?: string }, socket: Duplex): void {
  // A connection reset by the client has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { status, body } = clientErrorBody(err.code ?? '');
  const answer = earlyAnswer(security, status, body, { Connection: 'close' });
  const head = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`,
    ...Object.entries(answer.headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  socket.end(`${head}\r\n\r\n${answer.body}`);
}
