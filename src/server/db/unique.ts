/** True for the error a unique index raises, on SQLite and on PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || !('code' in err)) return false;
  const code = String(err.code);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
