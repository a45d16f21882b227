import fs from 'node:fs';
import path from 'node:path';

/** The centre's name and address as the build wrote them (VITE_CENTRO_*), for what the server writes itself. */
export interface DatosDelCentro {
  nombre: string | null;
  direccion: string | null;
}

const texto = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * Read from dist/web/pages/centro.json (scripts/prerender-pages.ts): the web's details are fixed
 * at build time, and the server reads them there rather than keep a second copy. A build without
 * that file (or an API-only server) has neither.
 */
export function datosDelCentro(webRoot: string | null): DatosDelCentro {
  const file = webRoot === null ? null : path.join(webRoot, 'pages', 'centro.json');
  if (file === null || !fs.existsSync(file)) return { nombre: null, direccion: null };
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { nombre?: unknown; direccion?: unknown };
  return { nombre: texto(data.nombre), direccion: texto(data.direccion) };
}
