/**
 * Writes the headings' font, Cormorant Garamond 600 from @fontsource, cut down to what the site's
 * Spanish needs: Latin-1 (accents, ñ, ¿, ¡), general punctuation, € and ™, with kerning, its lining
 * figures in place of its old-style ones ('martes 1' read 'martes ı'; lining-figures.ts), and
 * without its other OpenType features (ligatures, alternates). That is 23.4 → 13.7 KB: under the 14.6 KB a
 * new connection can send in its first round trip, so on a phone it arrives one round trip sooner
 * (decision 028). The file goes to src/web/fonts (not committed); Vite then publishes it with a
 * hashed name, as src/web/fonts/heading-font.css asks for it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { liningByDefault } from './lining-figures.ts';

const root = path.resolve(import.meta.dirname, '..');
const headingFontFile = path.join(root, 'src', 'web', 'fonts', 'cormorant-garamond-600.woff2');
export const source = createRequire(import.meta.url).resolve(
  '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
);

/** The characters kept: keep heading-font.css's unicode-range the same. */
const ranges: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

/**
 * The font cut down to `text`: first with its lining figures (`lnum`), whose glyphs then take the
 * digits' place, then without the feature, which drops the old-style glyphs.
 */
export async function headingFont(source: Buffer, text: string): Promise<Buffer> {
  const withLining = await subsetFont(source, text, { targetFormat: 'sfnt', keepFeatures: ['kern', 'lnum'] });
  return subsetFont(Buffer.from(liningByDefault(withLining)), text, { targetFormat: 'woff2', keepFeatures: ['kern'] });
}

/** Every character the font keeps. */
export const keptText = ranges
  .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
  .join('');

/** Writes the font when it is missing or older than its source or this script (its ranges); says whether it wrote it. */
export async function buildHeadingFont(): Promise<boolean> {
  const sourceTime = Math.max(
    ...[source, import.meta.filename, path.join(import.meta.dirname, 'lining-figures.ts')].map(
      (f) => fs.statSync(f).mtimeMs,
    ),
  );
  if ((fs.statSync(headingFontFile, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= sourceTime) return false;
  const font = await headingFont(fs.readFileSync(source), keptText);
  fs.mkdirSync(path.dirname(headingFontFile), { recursive: true });
  fs.writeFileSync(headingFontFile, font);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write((await buildHeadingFont()) ? `Fuente escrita: ${headingFontFile}\n` : 'Fuente al día.\n');
}
