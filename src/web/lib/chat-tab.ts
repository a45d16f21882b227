/**
 * The tab of a WhatsApp chat whose link is made after the tap (a reminder with the client's own
 * links, asked of the server first): Recordatorios and the agenda's booking modal.
 */
export interface PestanaDeChat {
  /** Shows the chat in the tab opened on the tap, and brings it to the front. */
  ir: (href: string) => void;
  /** Closes the tab, still empty: the chat could not be made. */
  cerrar: () => void;
}

/**
 * Opens an empty tab now, on the tap itself (a browser lets a page open one only then), to be
 * given the chat once its link is made. It cannot reach back into the panel. Where the browser
 * opened none (blocked), the chat is tried in a new one at the end, which a browser may refuse.
 */
export function abrirPestanaDeChat(): PestanaDeChat {
  const destino = window.open('', '_blank');
  if (destino !== null) destino.opener = null;
  return {
    ir: (href) => {
      if (destino === null) {
        window.open(href, '_blank', 'noopener');
        return;
      }
      destino.location.href = href;
      destino.focus();
    },
    cerrar: () => destino?.close(),
  };
}
