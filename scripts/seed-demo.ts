/**
 * `npm run seed:demo`: fills an empty database (the one DATABASE_URL points to, ./data/centro.db
 * by default) with a believable centre, so every screen of the panel has something to show.
 * Refuses a database that already has data unless run with `--force` (which adds to it).
 */
import { nowIn } from '#shared/domain/dates.ts';
import { loadConfigOrExit } from '#server/config.ts';
import { acquireDatabaseLock } from '#server/db/lock.ts';
import { prepareDatabase } from '#server/db/prepare.ts';
import { DEMO_DEFAULTS, generateDemo, hasData } from '#server/demo/generate.ts';

const config = loadConfigOrExit();

const force = process.argv.includes('--force');
// Not under a running server: it keeps the agenda's days in memory and would not see these rows.
let releaseLock: () => void;
try {
  releaseLock = acquireDatabaseLock(config.database);
} catch (err) {
  process.stderr.write(`${(err as Error).message} Detené el servidor y volvé a intentar.\n`);
  process.exit(1);
}
process.on('exit', releaseLock);
const { db, initialAdmin } = await prepareDatabase(config);
try {
  if (initialAdmin.created) {
    process.stdout.write(
      `Cuenta de administración creada: usuario ${initialAdmin.username}` +
        (initialAdmin.generated
          ? `, contraseña ${initialAdmin.password} (guardala: no se vuelve a mostrar).\n`
          : '.\n'),
    );
  }
  if (!force && (await hasData(db))) {
    process.stderr.write(
      'La base de datos ya tiene datos: no se cargó la demostración. ' +
        'Usá "npm run seed:demo -- --force" para agregarla igual.\n',
    );
    process.exitCode = 1;
  } else {
    // The centre's clock: what has not started yet is not attended nor paid.
    const { fecha: hoy, hora: ahora } = nowIn(config.timeZone);
    const summary = await generateDemo(db, { hoy, ahora, ...DEMO_DEFAULTS });
    process.stdout.write(
      `Demostración cargada (hoy ${hoy}): ${summary.servicios} servicios, ${summary.empleados} empleados, ` +
        `${summary.clientes} clientes, ${summary.turnos} turnos, ${summary.gastos} gastos y ${summary.productos} productos.\n`,
    );
  }
} finally {
  await db.destroy();
}
