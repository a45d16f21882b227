/**
 * The public site's pictures: each slot has a fixed shape (so the page never jumps while it
 * loads) and the widths it is published in. The build turns `assets/fotos/<name>.jpg` (a real
 * photo, when the owner adds one) or else `assets/art/<name>.svg` (our artwork) into
 * `/img/<name>.jpg` plus AVIF and WebP in every width.
 */
export interface ImageSlot {
  width: number;
  height: number;
  widths: readonly number[];
}

const hero = { width: 1600, height: 1000, widths: [640, 960, 1280, 1600] } as const;
const service = { width: 1200, height: 900, widths: [480, 800, 1200] } as const;
const square = { width: 1200, height: 1200, widths: [400, 800, 1200] } as const;

export const siteImages = {
  frente: hero,
  manicura: service,
  cejas: service,
  pestanas: service,
  microblading: service,
  'unas-esculpidas': square,
  'microblading-cejas': square,
  'lifting-pestanas': square,
  semipermanente: square,
  'cejas-perfiladas': square,
  'extensiones-pestanas': square,
} as const satisfies Record<string, ImageSlot>;

export type SiteImageName = keyof typeof siteImages;
