import { messages } from '#shared/messages.ts';
import { contact } from '#web/lib/contact.ts';
import './error-screen.css';

export type ErrorKind = 'notFound' | 'chunk' | 'error';

const texts: Record<ErrorKind, { title: string; status: string; detail: string }> = {
  notFound: {
    // The same title as the server's 404 page (src/server/http/web-app.ts).
    title: 'Página no encontrada',
    status: '404 · Página no encontrada',
    detail: 'La página que buscás no existe o cambió de dirección.',
  },
  chunk: { title: 'Error', status: 'Sin conexión', detail: messages.chunkLoadFailed },
  error: {
    title: 'Error',
    status: 'Error',
    detail: 'Algo salió mal al mostrar esta página. Probá de nuevo en unos segundos.',
  },
};

/**
 * The screen for an unmatched path or a screen that failed. It keeps the specification's
 * heading and explains in Spanish what happened, with a way out.
 */
export function ErrorScreen({ kind }: { kind: ErrorKind }) {
  const { title, status, detail } = texts[kind];
  return (
    <main className="error-screen">
      <title>{`${title} | ${contact.nombre}`}</title>
      <div className="error-card" role="alert">
        <h1>Unexpected Application Error!</h1>
        <p className="error-status">{status}</p>
        <p>{detail}</p>
        <div className="error-actions">
          {kind !== 'notFound' && (
            <button type="button" className="error-button" onClick={() => window.location.reload()}>
              Reintentar
            </button>
          )}
          <a className="error-button error-button-outline" href="/">
            Volver al inicio
          </a>
        </div>
      </div>
    </main>
  );
}
