import fs from 'node:fs/promises';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { adminStatePath, signInThroughForm } from './fixtures.ts';

/*
 * Signs the administrator in once per server (a setup project for each of playwright.config.ts's
 * servers), through the login form, and keeps the browser's state, its session cookie, for
 * loginAsAdmin: the journeys reuse that session instead of each going through the form again.
 */
setup('la administradora inicia sesión una vez', async ({ page, baseURL }) => {
  if (baseURL === undefined) throw new Error('the setup project has no baseURL');
  setup.setTimeout(60_000);
  await signInThroughForm(page);
  const file = adminStatePath(baseURL);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await page.context().storageState({ path: file });
});
