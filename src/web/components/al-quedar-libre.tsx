import { useEffect, useState, type ReactNode } from 'react';

/**
 * Draws `children` once the browser is first idle after this is drawn (`fallback` until then, at
 * most `limite` ms): what lies below a screen's first view, such as a long table, is drawn after
 * the frame that shows the first view, not in the tasks right behind it, which would keep that
 * frame from the screen and the page from answering a tap (decision 043).
 */
export function AlQuedarLibre({
  children,
  fallback,
  limite = 1000,
}: {
  children: ReactNode;
  fallback: ReactNode;
  limite?: number;
}) {
  const [libre, setLibre] = useState(false);
  useEffect(() => {
    if (libre) return;
    // Safari has no idle callback: the next task, after the frame, does.
    if (typeof requestIdleCallback !== 'function') {
      const id = setTimeout(() => setLibre(true), 50);
      return () => clearTimeout(id);
    }
    const id = requestIdleCallback(() => setLibre(true), { timeout: limite });
    return () => cancelIdleCallback(id);
  }, [libre, limite]);
  return libre ? children : fallback;
}
