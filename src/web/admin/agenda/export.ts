import { toBlob } from 'html-to-image';
import { downloadBlob } from '#web/lib/download.ts';

/** The exported picture (spec section 9): 2000 px wide drawn at scale 2, on white. */
export const EXPORT_WIDTH = 2000;
export const EXPORT_SCALE = 2;

/**
 * Saves the whole grid (every row, not only the part scrolled into view) as
 * `agenda_{fecha}.png`. A copy of the grid is laid out off screen at the export width, so the
 * screen does not move while the picture is taken.
 */
export async function exportAgendaPng(grid: HTMLElement, fecha: string, titulo: string): Promise<void> {
  const holder = document.createElement('div');
  holder.className = 'agenda-export';
  holder.style.width = `${EXPORT_WIDTH}px`;
  const heading = document.createElement('h2');
  heading.textContent = titulo;
  holder.append(heading, grid.cloneNode(true));
  document.body.append(holder);
  try {
    const blob = await toBlob(holder, {
      width: EXPORT_WIDTH,
      height: holder.offsetHeight,
      pixelRatio: EXPORT_SCALE,
      backgroundColor: '#ffffff',
      // The grid uses the system font; nothing to embed (and no font files to fetch).
      skipFonts: true,
      // In the picture the copy sits at the origin, not off screen.
      style: { position: 'static', left: '0', top: '0' },
    });
    if (blob === null) throw new Error('No se pudo crear la imagen.');
    downloadBlob(`agenda_${fecha}.png`, blob);
  } finally {
    holder.remove();
  }
}
