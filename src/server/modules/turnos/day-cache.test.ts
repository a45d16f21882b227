import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertEmpleado } from '#server/testing/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-db.ts';
import { dayListCache } from './day-cache.ts';

describe('dayListCache on SQLite', () => {
  let t: TestDatabase;
  let loads: string[];
  let fail: boolean;
  const load = async (fecha: string) => {
    loads.push(fecha);
    await new Promise((r) => setTimeout(r, 5));
    if (fail) throw new Error('la base no respondió');
    return `[${loads.length}]`;
  };
  const touch = () => insertEmpleado(t.db);

  beforeEach(async () => {
    t = await createTestDatabase('sqlite');
    loads = [];
    fail = false;
  });
  afterEach(async () => t.drop());

  it('loads a day once for simultaneous requests and keeps it until a write', async () => {
    const get = dayListCache(t.db, load);
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('2026-11-23')));
    expect(new Set(answers)).toEqual(new Set(['[1]']));
    expect(await get('2026-11-23')).toBe('[1]');
    expect(loads).toEqual(['2026-11-23']);
    await touch();
    expect(await get('2026-11-23')).toBe('[2]');
    expect(loads).toHaveLength(2);
  });

  it('does not keep a load that a write overtook', async () => {
    const get = dayListCache(t.db, load);
    const during = get('2026-11-23');
    await touch();
    await during;
    expect(await get('2026-11-23')).toBe('[2]');
  });

  it('does not keep a failed load', async () => {
    const get = dayListCache(t.db, load);
    fail = true;
    await expect(get('2026-11-23')).rejects.toThrow('la base no respondió');
    fail = false;
    expect(await get('2026-11-23')).toBe('[2]');
  });

  it('keeps at most 64 days, dropping the least recently used', async () => {
    const get = dayListCache(t.db, load);
    await get('2026-01-01');
    for (let d = 1; d <= 64; d++) {
      await get(`2026-02-${String(d).padStart(2, '0')}`);
      if (d === 32) await get('2026-01-01'); // used again: moves to the back
    }
    const before = loads.length;
    await get('2026-01-01');
    expect(loads.length).toBe(before); // still kept
    await get('2026-02-01'); // the oldest untouched one was dropped
    expect(loads.length).toBe(before + 1);
  });
});
