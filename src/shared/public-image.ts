import type { MediaItem, PublicImage } from '@/shared/api/media';

/** The variant width `src` asks for: sharp on most screens a page column fills, where `srcset` is not understood. */
export const PREFERRED_SRC_WIDTH = 1280;

/** Types whose variants would lose what the original has: a GIF's frames (variants show the first), an SVG's vectors (it has none). */
const ORIGINAL_ONLY = new Set(['image/gif', 'image/svg+xml']);

type ImageItem = Pick<MediaItem, 'url' | 'mime_type' | 'width' | 'height' | 'variants' | 'placeholder' | 'alt'>;

/**
 * How a page shows an image of the library: its WebP variants as `srcset` (AVIF ones are left
 * for a later `<picture>`), `src` the 1280 px one (else the widest), the original for GIF and
 * SVG or an image without variants; the alt text of `locale` (empty when none was written:
 * decorative). `variantUrl` gives a variant's address (the server's upload URL).
 */
export function publicImageOf(item: ImageItem, locale: string, variantUrl: (key: string) => string): PublicImage {
  const webp = ORIGINAL_ONLY.has(item.mime_type) ? [] : item.variants.filter((variant) => variant.mime === 'image/webp').sort((a, b) => a.width - b.width);
  const preferred = webp.find((variant) => variant.width === PREFERRED_SRC_WIDTH) ?? webp.at(-1);
  return {
    src: preferred ? variantUrl(preferred.key) : item.url,
    srcset: webp.map((variant) => ({ url: variantUrl(variant.key), width: variant.width })),
    width: item.width,
    height: item.height,
    placeholder: item.placeholder,
    alt: item.alt[locale] ?? '',
  };
}

/** The `srcset` attribute (`url 640w, url 1280w`); undefined when there is only `src`. */
export function srcsetOf(image: Pick<PublicImage, 'srcset'>): string | undefined {
  return image.srcset.length > 0 ? image.srcset.map(({ url, width }) => `${url} ${width}w`).join(', ') : undefined;
}
