import { describe, expect, it } from 'vitest';
import { pageDescription, pageMeta, type PageMeta } from './page-meta.ts';

const pages = Object.entries(pageMeta) as [string, PageMeta][];

describe("the public pages' descriptions", () => {
  it('keep their own text while online booking is off', () => {
    for (const [path, meta] of pages) expect(pageDescription(meta, false), path).toBe(meta.description);
  });

  it('offer online booking beside the chat wherever they say how to book, while it is on', () => {
    const speakOfBooking = pages.filter(([, meta]) => /WhatsApp/.test(meta.description));
    expect(speakOfBooking.map(([path]) => path)).toEqual(['/', '/turnos']);
    for (const [path, meta] of speakOfBooking) {
      const online = pageDescription(meta, true);
      expect(online, path).toMatch(/online/);
      expect(online, path).toMatch(/WhatsApp/);
      // Within what search engines show of a description.
      expect(online.length, path).toBeLessThanOrEqual(160);
    }
  });

  it('stay as they are where they do not speak of it', () => {
    for (const [path, meta] of pages.filter(([, m]) => m.descriptionReservasOnline === undefined)) {
      expect(pageDescription(meta, true), path).toBe(meta.description);
    }
  });
});
