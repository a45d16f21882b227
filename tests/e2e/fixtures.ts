import { expect, type Page } from '@playwright/test';

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
