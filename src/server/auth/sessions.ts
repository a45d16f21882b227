import { createHash, randomBytes } from 'node:crypto';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import type { CompiledQuery } from 'kysely';
import type { UserRow } from '#server/db/schema.ts';

export const SESSION_COOKIE = 'centro_sesion';

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
  now: () => number;
}

/** The stored id of a session is the SHA-256 of its token: a leaked table grants no access. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for the user and returns the token for the cookie (256 random bits). */
export async function createSession(db: Db, userId: number, policy: SessionPolicy): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = policy.now();
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: new Date(now + policy.maxMs).toISOString(),
    })
    .execute();
  return token;
}

/**
 * Starts a session only if the account still has the password hash that was just checked and is
 * still active, in one transaction with the user row locked (PostgreSQL): a reset or a
 * deactivation that lands meanwhile wins, and no session outlives it. A session the browser had
 * ends (a new id at every login); expired sessions are swept. Answers the token, or null.
 */
export async function createSessionIfUnchanged(
  db: Db,
  user: Pick<UserRow, 'id' | 'password_hash'>,
  policy: SessionPolicy,
  previousToken: string | null,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    let current = trx.selectFrom('users').select(['password_hash', 'active']).where('id', '=', user.id);
    if (isPostgres(trx)) current = current.forUpdate();
    const row = await current.executeTakeFirst();
    if (row === undefined || row.active !== 1 || row.password_hash !== user.password_hash) return null;
    if (previousToken !== null) await deleteSession(trx, previousToken);
    await deleteExpiredSessions(trx, policy);
    return createSession(trx, user.id, policy);
  });
}

/** Touching `last_seen_at` on every request would turn reads into writes; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The session check runs on every API request, so its two lookups by key are built by Kysely once
 * per database and then run with each token's parameter: building them per request cost a quarter
 * of the agenda's day throughput (decision 015). Two lookups, not a join: better-sqlite3 answered
 * the join in ≈ 40 µs and the two lookups in ≈ 6 µs together (decision 013).
 */
function compileLookups(db: Db) {
  return {
    session: db.selectFrom('sessions').select(['user_id', 'last_seen_at', 'expires_at']).where('id', '=', '').compile(),
    user: db.selectFrom('users').selectAll().where('id', '=', 0).compile(),
  };
}
const lookups = new WeakMap<Db, ReturnType<typeof compileLookups>>();

/** The first row of a compiled lookup, run with its one parameter instead of the placeholder's. */
async function lookup<R>(db: Db, query: CompiledQuery<R>, parameter: string | number): Promise<R | undefined> {
  const { rows } = await db.executeQuery<R>({ ...query, parameters: [parameter] });
  return rows[0];
}

/**
 * The active user behind a session token, or null when the session is unknown, idle for too
 * long, past its absolute expiry, or its user is deactivated. Expired sessions are deleted.
 */
export async function resolveSession(db: Db, token: string, policy: SessionPolicy): Promise<UserRow | null> {
  if (token.length < 20 || token.length > 100) return null;
  const id = hashToken(token);
  let compiled = lookups.get(db);
  if (compiled === undefined) {
    compiled = compileLookups(db);
    lookups.set(db, compiled);
  }
  const session = await lookup(db, compiled.session, id);
  if (session === undefined) return null;
  const now = policy.now();
  const lastSeen = Date.parse(session.last_seen_at);
  const expired = now >= Date.parse(session.expires_at) || now - lastSeen >= policy.idleMs;
  const user = expired ? undefined : await lookup(db, compiled.user, session.user_id);
  if (user === undefined || user.active !== 1) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  if (now - lastSeen >= TOUCH_INTERVAL_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
}

/** Removes every session past its absolute expiry or idle for too long, seen again or not. */
export async function deleteExpiredSessions(db: Db, policy: SessionPolicy): Promise<void> {
  const now = policy.now();
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', new Date(now).toISOString()),
        eb('last_seen_at', '<=', new Date(now - policy.idleMs).toISOString()),
      ]),
    )
    .execute();
}
