/**
 * Creates an account from the command line:
 *   npm run user:add -- --email E --username U --role admin|staff|profesional [--nombre "Nombre"] [--empleado ID]
 * A professional's account names her employee (`--empleado`, the employee's id).
 * The password is read from USER_PASSWORD or asked for without echo.
 */
import { parseArgs } from 'node:util';
import { roleSchema } from '#shared/schemas/auth.ts';
import { passwordSchema, usuarioMessages } from '#shared/schemas/usuario.ts';
import { loadConfigOrExit } from '#server/config.ts';
import { openDatabase } from '#server/db/dialect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { isGuessablePassword } from './password-strength.ts';
import { createUser, findUserByLogin } from './users.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) fail('No hay terminal para pedir la contraseña: definí USER_PASSWORD.');
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') fail('\nCancelado.');
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function run(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      username: { type: 'string' },
      role: { type: 'string', default: 'staff' },
      nombre: { type: 'string' },
      empleado: { type: 'string' },
    },
  });
  const username = values.username?.trim();
  if (username === undefined || !/^[a-zA-Z0-9._-]{3,40}$/.test(username)) {
    fail('Falta --username (3 a 40 letras, números, punto, guion o guion bajo).');
  }
  const email = values.email?.trim() || null;
  if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`"${email}" no es un email válido.`);
  const role = roleSchema.safeParse(values.role);
  if (!role.success) fail('--role debe ser admin, staff o profesional.');
  const idEmpleado = values.empleado === undefined ? null : Number(values.empleado);
  if (idEmpleado !== null && !(Number.isInteger(idEmpleado) && idEmpleado > 0 && idEmpleado <= 2_147_483_647))
    fail('--empleado debe ser el número de un empleado.');
  if (role.data === 'profesional' && idEmpleado === null) fail('Una cuenta profesional necesita --empleado ID.');

  const config = loadConfigOrExit();

  const password = process.env.USER_PASSWORD ?? (await askHidden('Contraseña: '));
  // The same rules as the accounts screen: 10 to 128 characters, not one of the most guessable.
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) fail(checked.error.issues[0]?.message ?? 'La contraseña no es válida.');
  if (await isGuessablePassword(password, [username, email, values.nombre])) fail(usuarioMessages.comun);

  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    for (const login of [username, email]) {
      if (login !== null && (await findUserByLogin(db, login)) !== undefined)
        fail(`Ya existe un usuario con "${login}".`);
    }
    const user = await createUser(db, {
      username,
      email,
      nombre: values.nombre,
      password,
      role: role.data,
      idEmpleado,
    });
    process.stdout.write(
      `Usuario "${user.username}" creado con rol ${user.role}` +
        (user.id_empleado === null ? '.\n' : `, del empleado ${user.id_empleado}.\n`),
    );
  } finally {
    await db.destroy();
  }
}

run().catch((err: unknown) => fail(`No se pudo crear el usuario: ${err instanceof Error ? err.message : String(err)}`));
