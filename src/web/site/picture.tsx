import { siteImages, type SiteImageName } from '#shared/site-images.ts';

interface PictureProps {
  name: SiteImageName;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn at each screen width. */
  sizes: string;
  /** The main picture of the first screen: fetched first, never lazily. */
  priority?: boolean;
  /** In the first screen without being its main picture: fetched with the page, not lazily. */
  eager?: boolean;
  className?: string;
}

/**
 * One of the site's pictures in AVIF or WebP at the width the screen needs, with the JPG of the
 * specification's name as the fallback. Width and height are always set, so nothing jumps.
 */
export function Picture({ name, alt, sizes, priority = false, eager = false, className }: PictureProps) {
  const slot = siteImages[name];
  const srcSet = (ext: string) => slot.widths.map((w) => `/img/${name}-${w}.${ext} ${w}w`).join(', ');
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={`/img/${name}.jpg`}
        alt={alt}
        width={slot.width}
        height={slot.height}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
