import type { Db } from '../db/dialect.ts';

/** Failed logins allowed in the window, per account and per client address (spec of issue 7). */
export const LOGIN_LIMIT = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 } as const;

/** True when this account or this address has used up its failed attempts in the window. */
export async function isLoginBlocked(db: Db, login: string, ip: string, now: number): Promise<boolean> {
  const since = new Date(now - LOGIN_LIMIT.windowMs).toISOString();
  const [byAccount, byAddress] = await Promise.all([
    db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('login', '=', login)
      .where('at', '>', since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('at', '>', since)
      .executeTakeFirstOrThrow(),
  ]);
  return Number(byAccount.n) >= LOGIN_LIMIT.perAccount || Number(byAddress.n) >= LOGIN_LIMIT.perAddress;
}

/** Records a failed login and forgets the ones that have left the window. */
export async function recordFailedLogin(db: Db, login: string, ip: string, now: number): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({ login, ip, at: new Date(now).toISOString() })
    .execute();
  await db
    .deleteFrom('login_attempts')
    .where('at', '<=', new Date(now - LOGIN_LIMIT.windowMs).toISOString())
    .execute();
}

/** A successful login clears the account's failures (the address keeps its count). */
export async function clearAccountFailures(db: Db, login: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('login', '=', login).execute();
}
