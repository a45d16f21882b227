import { messages } from '#shared/messages.ts';

/** The specification's limit for a lazily loaded screen (section 9). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super(messages.chunkLoadFailed, { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * Waits for a screen's code, giving up after `timeoutMs` with a ChunkLoadError (shown as a
 * Spanish message with a retry) instead of leaving a blank screen; a failed download ends the same way.
 */
export function withTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(err));
      },
    );
  });
}
