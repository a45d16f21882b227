import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
/*
 * The online-booking journey switches booking on in its database, and while it is on every public
 * menu gains 'Reservá online' (a keyboard test of the menu once tabbed onto it). It gets its own
 * server and database so no other file sees that setting change.
 */
const reservasPort = Number(process.env.E2E_RESERVAS_PORT ?? port + 1);
// The online booking journeys switch booking on and off: their own server, one at a time.
const reservasSpec = /reservas(-visita)?\.spec\.ts$/;
const sesionSetup = /sesiones\.setup\.ts$/;

/** Debian's Chromium: Playwright cannot download its own browser on these machines. */
const chromium = { executablePath: chromiumPath, args: chromiumArgs };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  // One retry: on the shared 2-core machines a test now and then waits past its 7 s while the other
  // worker's journey and the server compete for the CPU (2 of 158 in one CI run, none in local full
  // runs or under added CPU load). A test that fails twice still fails, and a pass on the retry is
  // printed as flaky, so a real intermittent fault stays visible.
  retries: 1,
  // A journey's own time, not an assertion's (those keep 7 s): with both workers on the agenda's
  // longest journeys at once, three of them took 32–40 s on a slow day of the shared machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    launchOptions: chromium,
    // Recorded on the retry only: recording every test's trace took a third of the run's CPU
    // (three spec files at 2 workers: 74 s of CPU with it, 47 s without), which the shared 2-core
    // machine then lacked; a failure that happens again on its retry still leaves its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The administrator signs in once per server; loginAsAdmin reuses that session (fixtures.ts).
    { name: 'sesion', testMatch: sesionSetup, use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromium } },
    {
      name: 'sesion-reservas',
      testMatch: sesionSetup,
      use: { baseURL: `http://127.0.0.1:${reservasPort}`, launchOptions: chromium },
    },
    {
      name: 'desktop',
      testIgnore: reservasSpec,
      dependencies: ['sesion'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'reservas',
      testMatch: reservasSpec,
      // One file at a time: each sets online booking as its journey needs it.
      workers: 1,
      dependencies: ['sesion-reservas'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
        baseURL: `http://127.0.0.1:${reservasPort}`,
      },
    },
  ],
  // Started one after the other: the first builds when a source is newer, the second finds the build done.
  webServer: [port, reservasPort].map((p) => ({
    command: 'node tests/e2e/start-server.ts',
    url: `http://127.0.0.1:${p}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(p) },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
