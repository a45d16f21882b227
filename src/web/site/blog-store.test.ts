import { beforeEach, describe, expect, it } from 'vitest';
import { POSTS_KEY, USER_KEY, addPost, avatarLetters, localUserId, readPosts } from './blog-store.ts';

/** A minimal Web Storage, as the browser gives it (the store only uses get and set). */
class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
}

describe('the community corner store', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('saves a message under blogPosts with the spec fields', () => {
    const now = new Date('2026-11-22T15:30:00');
    const posts = addPost(storage, '  ¡Me encantó el lifting!  ', now);
    expect(posts).toHaveLength(1);
    const stored = JSON.parse(storage.getItem(POSTS_KEY) ?? '[]');
    expect(stored).toEqual([
      {
        id: now.getTime(),
        message: '¡Me encantó el lifting!',
        userId: expect.stringMatching(/^LOCAL-[A-Z0-9]{4}$/),
        timestamp: now.toLocaleString('es-ES'),
      },
    ]);
  });

  it('keeps one author code per browser', () => {
    const first = localUserId(storage);
    expect(localUserId(storage)).toBe(first);
    expect(storage.getItem(USER_KEY)).toBe(first);
  });

  it('ignores an empty or whitespace-only message', () => {
    expect(addPost(storage, '')).toBeNull();
    expect(addPost(storage, '   \n\t ')).toBeNull();
    expect(storage.getItem(POSTS_KEY)).toBeNull();
  });

  it('lists the newest first, with distinct ids even within the same millisecond', () => {
    const now = new Date('2026-11-22T15:30:00');
    addPost(storage, 'primero', now);
    const posts = addPost(storage, 'segundo', now) ?? [];
    expect(posts.map((p) => p.message)).toEqual(['segundo', 'primero']);
    expect(new Set(posts.map((p) => p.id)).size).toBe(2);
  });

  it.each([
    ['not JSON', '{esto no es json'],
    ['an object', '{"id":1}'],
    ['null', 'null'],
    ['a number', '42'],
  ])('reads a corrupt value (%s) as no messages', (_name, raw) => {
    storage.setItem(POSTS_KEY, raw);
    expect(readPosts(storage)).toEqual([]);
    expect(addPost(storage, 'hola')).toHaveLength(1);
  });

  it('keeps the valid entries of a partly corrupt list', () => {
    storage.setItem(
      POSTS_KEY,
      JSON.stringify([{ id: 1, message: 'ok', userId: 'LOCAL-ABCD', timestamp: 'x' }, { id: 'x' }, null, 'texto']),
    );
    expect(readPosts(storage).map((p) => p.message)).toEqual(['ok']);
  });

  it('draws a two-letter avatar from the author code', () => {
    expect(avatarLetters('LOCAL-K7QZ')).toBe('K7');
    expect(avatarLetters('raro')).toBe('RA');
    expect(avatarLetters('')).toBe('??');
  });
});
