import './page-loading.css';

/** Shown while a screen's code or its first data is on the way, so the page is never blank. */
export function PageLoading({ inline = false }: { inline?: boolean }) {
  return (
    <div className={inline ? 'page-loading page-loading-inline' : 'page-loading'} role="status" aria-live="polite">
      <span className="page-loading-dot" aria-hidden="true" />
      <span>Cargando…</span>
    </div>
  );
}
