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

/** Per account and per address, the end of the last attempt queued: the next one waits for it. */
const turns = new Map<string, Promise<void>>();

/**
 * Runs `fn` once every earlier attempt on any of `keys` has been resolved. The keys are queued
 * all at once, in arrival order, so an attempt only ever waits for earlier ones (no deadlock).
 */
async function inTurn<T>(keys: string[], fn: () => Promise<T>): Promise<T> {
  let release = () => {};
  const mine = new Promise<void>((resolve) => (release = resolve));
  const earlier = keys.map((key) => turns.get(key) ?? Promise.resolve());
  const tails = earlier.map((previous, i) => {
    const tail = previous.then(() => mine);
    turns.set(keys[i] ?? '', tail);
    return tail;
  });
  try {
    await Promise.all(earlier);
    return await fn();
  } finally {
    release();
    keys.forEach((key, i) => {
      if (turns.get(key) === tails[i]) turns.delete(key);
    });
  }
}

/**
 * Counts an attempt before the password is checked: it is written first, then the ones in the
 * window are counted, this one included, so attempts sent at the same moment (to another
 * instance too) cannot all slip under the limit while the slow check runs. Answers the
 * attempt's id, to forget it if the password turns out right, and whether the limit is passed.
 */
async function beginAttempt(db: Db, login: string, ip: string, now: number): Promise<{ id: number; blocked: boolean }> {
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
async function attemptSucceeded(db: Db, login: string, attemptId: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', attemptId).execute();
  await db.deleteFrom('login_attempts').where('login', '=', login).execute();
}

/**
 * One password check under the login limit: blocked without checking when the account
 * (`login`) or the address (`ip`) has used up its failures, else what `check` answered; `null`
 * from it is a failure and stays counted, anything else forgives the account's failures.
 *
 * Attempts on one account or from one address take turns in this process: each is decided once
 * the earlier ones are resolved, so simultaneous right passwords never count against each other
 * (8 at once all get in), while a burst of wrong ones still gets no more checks than the limit.
 */
export async function withinLoginLimit<T>(
  db: Db,
  login: string,
  ip: string,
  now: number,
  check: () => Promise<T | null>,
): Promise<{ blocked: true } | { blocked: false; result: T | null }> {
  return inTurn([`account ${login}`, `address ${ip}`], async () => {
    const attempt = await beginAttempt(db, login, ip, now);
    if (attempt.blocked) return { blocked: true };
    const result = await check();
    if (result !== null) await attemptSucceeded(db, login, attempt.id);
    return { blocked: false, result };
  });
}
