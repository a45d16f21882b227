import type { Db } from '#server/db/dialect.ts';

/** Failed logins allowed in the window, per account and per client address (spec of issue 7). */
export const LOGIN_LIMIT = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 } as const;

async function count(db: Db, column: 'login' | 'ip', value: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', value)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Counts an attempt before the password is checked, so attempts sent at the same moment cannot
 * all slip under the limit while the (slow) check runs: each is written first, then the ones in
 * the window are counted, this one included. Answers the attempt's id, to forget it if the
 * password turns out right, and whether the limit is already passed.
 */
export async function beginAttempt(
  db: Db,
  login: string,
  ip: string,
  now: number,
): Promise<{ id: number; blocked: boolean }> {
  const since = new Date(now - LOGIN_LIMIT.windowMs).toISOString();
  await db.deleteFrom('login_attempts').where('at', '<=', since).execute();
  const { id } = await db
    .insertInto('login_attempts')
    .values({ login, ip, at: new Date(now).toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [byAccount, byAddress] = await Promise.all([count(db, 'login', login, since), count(db, 'ip', ip, since)]);
  return { id, blocked: byAccount > LOGIN_LIMIT.perAccount || byAddress > LOGIN_LIMIT.perAddress };
}

/** The password was right: this attempt is not a failure, and the account's failures are forgiven. */
export async function attemptSucceeded(db: Db, login: string, attemptId: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', attemptId).execute();
  await db.deleteFrom('login_attempts').where('login', '=', login).execute();
}
