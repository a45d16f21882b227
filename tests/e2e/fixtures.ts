import fs from 'node:fs/promises';
import { expect, type Download, type Page } from '@playwright/test';

/** The administrator the test server is started with (see start-server.ts). */
export const E2E_ADMIN = {
  email: 'duena@centro-prueba.com.ar',
  username: 'duena',
  password: 'clave-de-prueba-e2e',
} as const;

export async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario o email').fill(E2E_ADMIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL('**/admin');
  // The panel has checked the session and drawn itself.
  await expect(page.getByRole('navigation', { name: 'Secciones del panel' })).toBeVisible();
}

/** Reads a file the page downloaded, as text (byte-order mark kept). */
export async function downloadedText(download: Download): Promise<string> {
  return fs.readFile(await download.path(), 'utf8');
}

/** Opens a staff screen from the side panel, as a user would. */
export async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** A suffix that keeps one test's rows apart from another's on the shared test database. */
export function unique(): string {
  return Math.random().toString(36).slice(2, 7).toUpperCase();
}
