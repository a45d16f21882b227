import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages.ts';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, withTimeout } from './lazy.ts';

describe('lazy screen loading', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 120 s, as the specification says', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('gives up with a Spanish message when the chunk has not arrived after the limit', async () => {
    const never = new Promise<never>(() => {});
    const result = withTimeout(() => never);
    const caught = result.catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await caught;
    expect(err).toBeInstanceOf(ChunkLoadError);
    expect((err as Error).message).toBe(messages.chunkLoadFailed);
  });

  it('passes the module through when it arrives in time', async () => {
    const result = withTimeout(() => new Promise((r) => setTimeout(() => r({ Component: 'x' }), 5_000)));
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toEqual({ Component: 'x' });
  });

  it('turns a failed download into the same message', async () => {
    await expect(
      withTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).rejects.toThrow(messages.chunkLoadFailed);
  });
});
