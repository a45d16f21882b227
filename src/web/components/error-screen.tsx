import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkLoadError } from '../lib/lazy.ts';
import './error-screen.css';

/**
 * The screen for an unmatched path or a route that failed. It keeps the specification's heading
 * and explains in Spanish what happened, with a way out.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const chunk = error instanceof ChunkLoadError;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const detail = chunk
    ? error.message
    : notFound
      ? 'La página que buscás no existe o cambió de dirección.'
      : 'Algo salió mal al mostrar esta página. Probá de nuevo en unos segundos.';
  return (
    <main className="error-screen">
      <title>Error | Centro de Belleza y Estética</title>
      <div className="error-card" role="alert">
        <h1>Unexpected Application Error!</h1>
        <p className="error-status">{notFound ? '404 · Página no encontrada' : chunk ? 'Sin conexión' : 'Error'}</p>
        <p>{detail}</p>
        <div className="error-actions">
          {!notFound && (
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
