import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is drawn ahead (by the build, or by the server for a panel screen) and
 * while the browser hydrates it, true from
 * the render right after (and at once on a page reached by a link inside the site). What depends
 * on this browser (the blog's messages, kept in its storage) is drawn only then, so the
 * pre-rendered HTML and the first render in the browser agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
