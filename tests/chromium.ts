/**
 * Debian's Chromium, as every browser test and benchmark here launches it: Playwright and
 * Lighthouse cannot download their own browser on these machines, and without the
 * background-networking flags Chromium keeps calling hosts this machine cannot reach.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
