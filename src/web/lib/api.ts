import { messages } from '#shared/messages.ts';

/** A failed API call, with the Spanish message the server (or this client) gives for it. */
export class ApiError extends Error {
  readonly status: number;
  /** The whole JSON answer, for errors that carry more than a message (the bad lines of an import). */
  readonly body: unknown;
  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The stable `code` of a refused request (the server's 4xx body), to decide on; null without one. */
export function errorCode(err: unknown): string | null {
  if (!(err instanceof ApiError) || typeof err.body !== 'object' || err.body === null) return null;
  const { code } = err.body as { code?: unknown };
  return typeof code === 'string' ? code : null;
}

let onUnauthorized: () => void = () => {
  window.location.assign('/login');
};

/** Where a 401 on an admin data load sends the user; the router sets this to a client-side navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/**
 * Where the API's requests go: the browser's `fetch`, or, while the server draws a panel screen's
 * first view (panel-render.tsx), the server's own API with the request's session. Set and unset
 * by that renderer around each drawing, one at a time.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch | null): void {
  transport = next ?? ((input, init) => fetch(input, init));
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** By default a 401 sends the user to /login; the login call itself handles its 401. */
  redirectOn401?: boolean;
}

/** Calls the API with the session cookie; every 401 of an admin load is handled here, once. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, redirectOn401 = true } = options;
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method,
      credentials: 'include',
      signal,
      headers:
        body === undefined || isForm
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, messages.connection);
  }
  if (response.status === 401 && redirectOn401) onUnauthorized();
  if (response.status === 204) return undefined as T;
  const data = parseJson(await response.text());
  if (!response.ok) throw failure(response.status, data);
  return data as T;
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The error of a refused call: the server's Spanish `{error}`, or the generic one. */
function failure(status: number, data: unknown): ApiError {
  const error = typeof data === 'object' && data !== null && 'error' in data ? String(data.error) : messages.internal;
  return new ApiError(status, error, data);
}

/**
 * A file the server writes (the Excel exports): its bytes and the name the server gives it in
 * Content-Disposition. A refusal throws the server's Spanish message, as api() does.
 */
export async function apiFile(path: string, fallbackName: string): Promise<{ fileName: string; blob: Blob }> {
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(`/api${path}`, { credentials: 'include' });
    blob = await response.blob();
  } catch {
    throw new ApiError(0, messages.connection);
  }
  if (response.status === 401) onUnauthorized();
  if (!response.ok) throw failure(response.status, parseJson(await blob.text()));
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  return { fileName, blob };
}
