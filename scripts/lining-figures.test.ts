import fs from 'node:fs';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { headingFont, keptText, source } from './build-font.ts';
import { digitGlyphs } from './lining-figures.ts';

/** How tall a character's glyph stands, as a share of the capital H's. */
function heights(font: Uint8Array, chars: string): number[] {
  const hbFont = new hb.Font(new hb.Face(new hb.Blob(font)));
  const top = (c: string) => hbFont.glyphExtents(hbFont.nominalGlyph(c.codePointAt(0) ?? 0) ?? 0)?.yBearing ?? 0;
  return [...chars].map((c) => top(c) / top('H'));
}

describe("the headings' font", () => {
  it("is cut down with lining figures in place of its old-style ones ('1' reads '1', not 'ı')", async () => {
    const original = await subsetFont(fs.readFileSync(source), keptText, { targetFormat: 'sfnt' });
    // The font's own figures: 1, 2 and 0 stand at the x-height, well below a capital.
    for (const h of heights(original, '120')) expect(h).toBeLessThan(0.8);

    const woff2 = await headingFont(fs.readFileSync(source), keptText);
    // Within the first round trip of a new connection (decision 028).
    expect(woff2.length).toBeLessThan(14_000);
    // woff2 read back as sfnt for HarfBuzz: the same glyphs without `lnum` to find them by.
    const built = await subsetFont(woff2, keptText, { targetFormat: 'sfnt', keepFeatures: ['kern'] });
    for (const [i, h] of heights(built, '0123456789').entries()) expect(h, String(i)).toBeGreaterThan(0.9);
    // Nothing else is lost: every character kept still has its glyph.
    const face = new hb.Face(new hb.Blob(built));
    expect(face.collectUnicodes().length).toBe(new hb.Face(new hb.Blob(original)).collectUnicodes().length);
    expect(new Set(digitGlyphs(built).nominal).size).toBe(10);
  });
});
