/**
 * The community corner's messages. They live only in this browser (localStorage, key
 * `blogPosts`), exactly as the specification describes; nothing is sent anywhere.
 */
export interface BlogPost {
  id: number;
  message: string;
  userId: string;
  timestamp: string;
}

export const POSTS_KEY = 'blogPosts';
export const USER_KEY = 'blogUserId';
export const MAX_MESSAGE_LENGTH = 1000;

function isPost(value: unknown): value is BlogPost {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    Number.isFinite(v.id) &&
    typeof v.message === 'string' &&
    typeof v.userId === 'string' &&
    typeof v.timestamp === 'string'
  );
}

/** The stored messages; a missing, corrupt or foreign value reads as none (or only the valid ones). */
export function readPosts(storage: Storage): BlogPost[] {
  let raw: string | null;
  try {
    raw = storage.getItem(POSTS_KEY);
  } catch {
    return [];
  }
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isPost) : [];
  } catch {
    return [];
  }
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** This browser's author code, `LOCAL-` plus 4 random characters, created once and kept. */
export function localUserId(storage: Storage): string {
  const existing = storage.getItem(USER_KEY);
  if (existing !== null && /^LOCAL-[A-Z0-9]{4}$/.test(existing)) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  const code = Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  const id = `LOCAL-${code}`;
  storage.setItem(USER_KEY, id);
  return id;
}

/** Adds a message (ignored when empty or only spaces) and returns the new list, newest first. */
export function addPost(storage: Storage, message: string, now: Date = new Date()): BlogPost[] | null {
  const text = message.trim().slice(0, MAX_MESSAGE_LENGTH);
  if (text === '') return null;
  const posts = readPosts(storage);
  const id = Math.max(now.getTime(), ...posts.map((p) => p.id + 1));
  const post: BlogPost = { id, message: text, userId: localUserId(storage), timestamp: now.toLocaleString('es-ES') };
  const next = [post, ...posts];
  storage.setItem(POSTS_KEY, JSON.stringify(next));
  return next;
}

/** The two letters of a message's avatar, from its author code. */
export function avatarLetters(userId: string): string {
  const code = userId.replace(/^LOCAL-/, '').replace(/[^A-Za-z0-9]/g, '');
  return (code.slice(0, 2) || '??').toUpperCase();
}
