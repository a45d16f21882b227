import vm from 'node:vm';
import { buildApp } from './app.ts';
import { loadConfigOrExit, startupWarnings, type AppConfig } from './config.ts';
import { acquireDatabaseLock } from './db/lock.ts';
import { prepareDatabase } from './db/prepare.ts';
import type { InitialAdmin } from './auth/users.ts';

// V8's memory reducer, which returns a burst's heap once the process is idle, never runs in a
// process that has not compiled a `node:vm` script: after a 200-connection burst the server
// stayed at 264–267 MB for a minute without this line, and was back at 128–130 MB 4–17 s after
// it with it (decision 014, `npm run bench -- api`). It sets no flag and collects nothing itself.
new vm.Script('0', { filename: 'memory-reducer-warmup' });

function printInitialAdmin(admin: InitialAdmin): void {
  if (!admin.created) return;
  const lines = [
    '',
    '  Se creó la cuenta de administración inicial:',
    `    usuario:    ${admin.username}`,
    ...(admin.email !== null ? [`    email:      ${admin.email}`] : []),
    ...(admin.generated
      ? [`    contraseña: ${admin.password}`, '', '  Guardala ahora: no se vuelve a mostrar.']
      : ['    contraseña: la de ADMIN_PASSWORD']),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

function describeDatabase(config: AppConfig): string {
  return config.database.dialect === 'sqlite' ? `SQLite (${config.database.file})` : 'PostgreSQL';
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();

  // SQLite: one server process per file, and a restore cannot run under it (db/lock.ts).
  const releaseLock = acquireDatabaseLock(config.database);
  process.on('exit', releaseLock);
  const { db, initialAdmin } = await prepareDatabase(config);
  printInitialAdmin(initialAdmin);
  const app = await buildApp(config, { db });
  app.addHook('onClose', async () => db.destroy());
  for (const warning of startupWarnings(config)) app.log.warn(warning);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // Fastify closes the connections that are idle when the shutdown starts. One whose request
    // was in flight turns idle a moment later and would hold the server open for its keep-alive
    // time (72 s): close those as they turn idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    closeIdle.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  process.stdout.write(
    `Centro listo en http://${shownHost}:${config.port} — base de datos: ${describeDatabase(config)}\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`No se pudo iniciar el servidor: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
