/**
 * Publishes the site's pictures into src/web/public/img (not committed; Vite copies it into the
 * build). For each slot of src/shared/site-images.ts it takes the owner's photo
 * `assets/fotos/<name>.{jpg,jpeg,png,webp}` if there is one, otherwise our artwork
 * `assets/art/<name>.svg`, crops it to the slot's shape and writes `<name>.jpg` (the
 * specification's file name) and `<name>-<width>.{avif,webp}`. Up-to-date outputs are skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { siteImages, type ImageSlot } from '#shared/site-images.ts';

const root = path.resolve(import.meta.dirname, '..');
const photos = path.join(root, 'assets', 'fotos');
const art = path.join(root, 'assets', 'art');
export const imagesOutDir = path.join(root, 'src', 'web', 'public', 'img');

function sourceFor(name: string): string {
  for (const ext of ['jpg', 'jpeg', 'png', 'webp']) {
    const file = path.join(photos, `${name}.${ext}`);
    if (fs.existsSync(file)) return file;
  }
  const svg = path.join(art, `${name}.svg`);
  if (fs.existsSync(svg)) return svg;
  throw new Error(
    `Falta la imagen "${name}": poné assets/fotos/${name}.jpg (o la ilustración assets/art/${name}.svg).`,
  );
}

function outputsFor(name: string, slot: ImageSlot): string[] {
  return [
    path.join(imagesOutDir, `${name}.jpg`),
    ...slot.widths.flatMap((w) => ['avif', 'webp'].map((ext) => path.join(imagesOutDir, `${name}-${w}.${ext}`))),
  ];
}

async function publish(name: string, slot: ImageSlot, source: string): Promise<void> {
  // SVG artwork is rasterised at twice the slot's size, then scaled down: crisp edges.
  const input = source.endsWith('.svg') ? sharp(source, { density: 144 }) : sharp(source);
  const base = await input
    .rotate()
    .resize(slot.width, slot.height, { fit: 'cover', position: 'attention' })
    .toColourspace('srgb')
    .png()
    .toBuffer();
  await sharp(base)
    .flatten({ background: '#fbf7f3' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(path.join(imagesOutDir, `${name}.jpg`));
  for (const w of slot.widths) {
    const resized = sharp(base).resize(w);
    await resized
      .clone()
      .avif({ quality: 55, effort: 4 })
      .toFile(path.join(imagesOutDir, `${name}-${w}.avif`));
    await resized
      .clone()
      .webp({ quality: 78 })
      .toFile(path.join(imagesOutDir, `${name}-${w}.webp`));
  }
}

/** Writes every missing or outdated picture; returns the names it (re)built. */
export async function buildImages(): Promise<string[]> {
  fs.mkdirSync(imagesOutDir, { recursive: true });
  const built: string[] = [];
  for (const [name, slot] of Object.entries(siteImages)) {
    const source = sourceFor(name);
    const sourceTime = fs.statSync(source).mtimeMs;
    const stale = outputsFor(name, slot).some(
      (out) => (fs.statSync(out, { throwIfNoEntry: false })?.mtimeMs ?? 0) < sourceTime,
    );
    if (!stale) continue;
    await publish(name, slot, source);
    built.push(name);
  }
  return built;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const built = await buildImages();
  process.stdout.write(built.length === 0 ? 'Imágenes al día.\n' : `Imágenes publicadas: ${built.join(', ')}\n`);
}
