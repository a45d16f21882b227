/**
 * The public pages' entry (decision 028). Their HTML arrives drawn by the build, so the app's code
 * (about 95 KB, which only makes the page interactive) is asked for once the page has loaded and
 * been shown: on a phone's connection the page's styles, font and first pictures then have the
 * line to themselves. A visitor who taps, types or tabs before that starts it at once. The app's
 * address and its chunks are written on this script's tag by scripts/prerender-pages.ts.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
const interactions = ['pointerdown', 'keydown', 'focusin'] as const;
let started = false;

function start(): void {
  if (started || tag?.dataset.app === undefined) return;
  started = true;
  for (const type of interactions) window.removeEventListener(type, start, true);
  for (const href of (tag.dataset.chunks ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ tag.dataset.app);
}

/** Once the browser has shown the page's first paint (at once where it cannot tell). */
function afterFirstPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    then();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

for (const type of interactions) window.addEventListener(type, start, { capture: true, passive: true });
afterLoad(() => {
  afterFirstPaint(() => setTimeout(start, 0));
});
